/** Columns that name a parcel, in order of preference (KAEK: the Greek cadastre's code). */
const NAME_COLUMNS = [/^name$/i, /^onoma$/i, /^title$/i, /^label$/i, /kaek/i, /^name/i];

/** The text encoding of a .cpg file, or of the dBASE language driver byte; UTF-8 otherwise. */
function encodingOf(cpg: string | null, languageDriver: number): string {
  const label = cpg?.trim().toLowerCase() ?? '';
  if (/^(utf-?8|65001)$/.test(label)) return 'utf-8';
  if (/1253|greek|8859-?7/.test(label))
    return label.includes('8859') ? 'iso-8859-7' : 'windows-1253';
  if (languageDriver === 0xcb) return 'windows-1253';
  return 'utf-8';
}

function decode(bytes: Uint8Array, encoding: string): string {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    // Greek shapefiles without a .cpg are most often in Windows-1253.
    return new TextDecoder('windows-1253').decode(bytes);
  }
}

/**
 * The name of each record of a dBASE (.dbf) table, from its first column that looks like
 * a name (NAME, ONOMA, KAEK...); empty names and unreadable tables give no names.
 */
export function readDbfNames(bytes: Uint8Array, cpg: string | null): (string | undefined)[] {
  if (bytes.length < 33) return [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(4, true);
  const headerLength = view.getUint16(8, true);
  const recordLength = view.getUint16(10, true);
  const encoding = encodingOf(cpg, bytes[29] ?? 0);
  const fields: { name: string; offset: number; length: number }[] = [];
  let offset = 1; // each record starts with its deletion flag
  for (let at = 32; at + 32 <= headerLength && bytes[at] !== 0x0d; at += 32) {
    const raw = bytes.subarray(at, at + 11);
    const end = raw.indexOf(0);
    const name = new TextDecoder('latin1').decode(end === -1 ? raw : raw.subarray(0, end));
    const length = bytes[at + 16] ?? 0;
    fields.push({ name, offset, length });
    offset += length;
  }
  const column = NAME_COLUMNS.map((pattern) =>
    fields.find((field) => pattern.test(field.name)),
  ).find(Boolean);
  if (!column) return [];
  const names: (string | undefined)[] = [];
  for (let record = 0; record < count; record++) {
    const start = headerLength + record * recordLength + column.offset;
    if (start + column.length > bytes.length) break;
    const text = decode(bytes.subarray(start, start + column.length), encoding).trim();
    names.push(text === '' ? undefined : text.slice(0, 120));
  }
  return names;
}
