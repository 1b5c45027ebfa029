import { collator, formatLocale } from './locale';

/** Greek letters, basic and extended (polytonic): the only ones whose accents uppercase drops. */
const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;
/** Accents Greek capitals do not carry: oxia/tonos, varia, perispomeni, breathings, koronis. */
const GREEK_ACCENT = /[\u0300\u0301\u0342\u0313\u0314\u0343]/;
const DIAERESIS = '\u0308';
const MARK = /\p{M}/u;
/** Vowels that form a digraph with a following ι or υ (αι, ει, οι, υι, αυ, ευ, ηυ, ου). */
const DIGRAPH_FIRST = /[αεηουΑΕΗΟΥ]/;
const DIGRAPH_SECOND = /[ιυΙΥ]/;

/**
 * Text in capitals for display (buttons, overlines, headings): uppercase in the current
 * locale, and Greek letters lose their accents as Greek typography requires ('καλημέρα' ->
 * 'ΚΑΛΗΜΕΡΑ'). The diaeresis stays ('προϊόν' -> 'ΠΡΟΪΟΝ', 'ΐ' -> 'Ϊ'), and one is added where
 * the dropped accent kept two vowels apart ('τσάι' -> 'ΤΣΑΪ', 'άυλος' -> 'ΑΫΛΟΣ'). The word
 * 'ή' ("or") keeps its accent ('Ή'), so it is not read as the article 'η'. Latin letters keep
 * theirs ('café' -> 'CAFÉ'). This is what `toLocaleUpperCase('el')` does in ICU, written out
 * so every browser gives the same result.
 */
export function upperForDisplay(text: string): string {
  const chars = Array.from(text.normalize('NFD'));
  let out = '';
  // Whether the last base letter was a Greek vowel that lost an accent and may open a digraph.
  let accentedVowel = false;
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i]!;
    if (MARK.test(char)) {
      out += char;
      continue;
    }
    // The base letter and its combining marks.
    const base = i;
    let marks = '';
    while (i + 1 < chars.length && MARK.test(chars[i + 1]!)) {
      i += 1;
      marks += chars[i];
    }
    if (!GREEK.test(char)) {
      out += char + marks;
      accentedVowel = false;
      continue;
    }
    const isOr =
      (char === 'η' || char === 'Η') &&
      marks === '\u0301' &&
      !/[\p{L}\p{M}]/u.test(chars[base - 1] ?? '') &&
      !/[\p{L}\p{M}]/u.test(chars[i + 1] ?? '');
    if (isOr) {
      out += char + marks;
      accentedVowel = false;
      continue;
    }
    const hadAccent = Array.from(marks).some((mark) => GREEK_ACCENT.test(mark));
    let kept = Array.from(marks)
      .filter((mark) => !GREEK_ACCENT.test(mark))
      .join('');
    if (accentedVowel && DIGRAPH_SECOND.test(char) && kept === '') kept = DIAERESIS;
    accentedVowel = hadAccent && DIGRAPH_FIRST.test(char) && !kept.includes(DIAERESIS);
    out += char + kept;
  }
  return out.toLocaleUpperCase(formatLocale()).normalize('NFC');
}

/**
 * The form two texts are compared in when searching (accents removed, lower case, final
 * sigma as sigma), and whether a text matches a typed search by it. Written once in
 * @grovekeeper/constants so the API's searches build the same key.
 */
export { matchesSearch, searchKey } from '@grovekeeper/constants';

/** Sorts names in the current locale's order (Greek alphabetical order under 'el'), numbers by value. */
export function compareNames(a: string, b: string): number {
  return collator().compare(a, b);
}
