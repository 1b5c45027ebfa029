import { searchKey } from '@grovekeeper/constants';

/**
 * Searches that ignore case and accents, in SQL and over cached snapshots alike, the same
 * on PGlite (initialised with the C locale: its lower() and ILIKE leave every non-ASCII
 * letter as it is) and on PostgreSQL whatever its locale, and the same as the browser's
 * `searchKey` (@grovekeeper/constants): 'Καλαμάτα', 'ΚΑΛΑΜΑΤΑ' and 'καλαματα' all give
 * 'καλαματα', 'Chaniá' gives 'chania', a final 'ς' is a 'σ'.
 *
 * Without an extension (no unaccent) and without the database's locale, a text is folded by
 * one `translate()` whose table is built here from `searchKey` itself: every character of
 * the Latin, Greek and Cyrillic blocks (and the combining accents) whose search key is one
 * other character (or none: accents are removed). ASCII capitals are in the table too, so
 * no lower() is needed and no locale plays a part. Characters outside those blocks stay as
 * they are on both sides (`foldForSearch` is the table in JS), so a text always finds itself.
 */

/** The blocks folded: [first, last] code points (all in the BMP). */
const FOLDED_BLOCKS: readonly (readonly [number, number])[] = [
  [0x0041, 0x005a], // A-Z
  [0x00c0, 0x024f], // Latin-1 letters, Latin Extended-A and -B
  [0x0300, 0x036f], // combining accents (texts typed decomposed)
  [0x0370, 0x03ff], // Greek and Coptic
  [0x0400, 0x052f], // Cyrillic and its supplement
  [0x1e00, 0x1eff], // Latin Extended Additional
  [0x1f00, 0x1fff], // Greek Extended (polytonic)
  [0x2126, 0x212b], // Ohm, Kelvin and Angstrom signs
];

/**
 * Characters mapped to themselves at the head of the table: translate() looks a character
 * up from the start, so the most common ones (lower-case letters, digits, space) are found
 * at once instead of after the whole table.
 */
const COMMON = ' abcdefghijklmnopqrstuvwxyz0123456789αβγδεζηθικλμνξοπρστυφχψω';

function buildTable() {
  const map = new Map<string, string>();
  for (const char of COMMON) map.set(char, char);
  for (const [first, last] of FOLDED_BLOCKS) {
    for (let code = first; code <= last; code += 1) {
      const char = String.fromCharCode(code);
      const key = searchKey(char);
      // Keys of two characters or more (none in these blocks today) cannot be translated.
      if (key !== char && key.length <= 1) map.set(char, key);
    }
  }
  const mapped = [...map].filter(([, to]) => to !== '');
  const removed = [...map].filter(([, to]) => to === '').map(([from]) => from);
  return {
    map,
    // translate() removes the characters of `from` that have no counterpart in `to`.
    from: mapped.map(([from]) => from).join('') + removed.join(''),
    to: mapped.map(([, to]) => to).join(''),
  };
}

const TABLE = buildTable();

/** A SQL string literal (the table holds no quote or backslash, but be safe). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const FROM_SQL = literal(TABLE.from);
const TO_SQL = literal(TABLE.to);

/**
 * The SQL expression of `columnSql`'s search key: compare it with `LIKE` to a pattern of
 * `searchPattern` (see `searchMatchSql`).
 */
export function searchKeySql(columnSql: string): string {
  return `translate(${columnSql}, ${FROM_SQL}, ${TO_SQL})`;
}

/** `searchKeySql` in JS, character for character: the key of a text a snapshot keeps. */
export function foldForSearch(text: string): string {
  let ascii = true;
  for (let i = 0; i < text.length; i += 1) {
    if (text.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  }
  if (ascii) return text.toLowerCase();
  let out = '';
  for (const char of text) out += TABLE.map.get(char) ?? char;
  return out;
}

/**
 * What a typed search is looked for as: the same fold as the texts, which is `searchKey`
 * for every Latin, Greek and Cyrillic letter ('ΚΑΛΑΜΑΤΑ' -> 'καλαματα'); outside those
 * blocks a character is kept as typed, as it is in the texts, so a text always finds itself.
 */
export function searchTerm(query: string): string {
  return foldForSearch(query);
}

/** The LIKE pattern of a typed search: its term anywhere, `%`, `_` and `\` taken literally. */
export function searchPattern(query: string): string {
  return `%${searchTerm(query).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The SQL condition "one of `columnsSql` contains the search", `patternSql` being the
 * placeholder of a `searchPattern`.
 */
export function searchMatchSql(columnsSql: readonly string[], patternSql: string): string {
  const tests = columnsSql.map((column) => `${searchKeySql(column)} LIKE ${patternSql}`);
  return tests.length === 1 ? (tests[0] as string) : `(${tests.join(' OR ')})`;
}
