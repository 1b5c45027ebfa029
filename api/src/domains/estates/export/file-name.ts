/**
 * File names of the exports (issue 29): `<slug of the estate's name>-<UTC date>.<ext>`, or
 * `grovekeeper-estates-<date>.<ext>` for all of the caller's estates, sent as
 * `Content-Disposition: attachment` with an ASCII `filename` (Greek letters spelled in Latin
 * ones, ELOT 743 style) and the name as written in `filename*` (RFC 6266 / RFC 8187).
 */

/** Greek letters (accents already removed) in Latin ones, for the ASCII fallback name. */
const GREEK_TO_LATIN: Readonly<Record<string, string>> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** At most this many characters of the name go into the file name. */
const MAX_SLUG = 60;

const trimSlug = (slug: string): string =>
  [...slug.replace(/-+/g, '-')].slice(0, MAX_SLUG).join('').replace(/^-|-$/g, '');

/** The name in lower case, letters and digits of any script, words joined by `-`. */
export function unicodeSlug(name: string): string {
  return trimSlug(
    name
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-'),
  );
}

/** The name in lower-case ASCII: accents dropped, Greek spelled in Latin letters. */
export function asciiSlug(name: string): string {
  const latin = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ου/g, 'ou')
    .replace(/[α-ω]/g, (letter) => GREEK_TO_LATIN[letter] ?? '-');
  return trimSlug(latin.replace(/[^a-z0-9]+/g, '-'));
}

/** The export's file name, as written and in ASCII, for `estateName` (null: all estates). */
export function exportFileName(
  estateName: string | null,
  extension: string,
  now = new Date(),
): { name: string; ascii: string } {
  const date = now.toISOString().slice(0, 10);
  if (estateName === null) {
    const name = `grovekeeper-estates-${date}.${extension}`;
    return { name, ascii: name };
  }
  return {
    name: `${unicodeSlug(estateName) || 'estate'}-${date}.${extension}`,
    ascii: `${asciiSlug(estateName) || 'estate'}-${date}.${extension}`,
  };
}

/** RFC 8187's percent-encoding: everything but attr-char escaped, UTF-8. */
const encodeExtValue = (value: string): string =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** `attachment; filename="<ascii>"; filename*=UTF-8''<name, percent-encoded>`. */
export function attachmentHeader(file: { name: string; ascii: string }): string {
  return `attachment; filename="${file.ascii}"; filename*=UTF-8''${encodeExtValue(file.name)}`;
}
