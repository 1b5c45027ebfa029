import { randomBytes } from 'node:crypto';

/**
 * Tree codes and generated titles. A textCode is printed under each QR label and typed
 * by people, so it avoids look-alike characters (no 0/O, 1/I/L); the qrCode is the same
 * text (2-64 of letters, digits, `_` and `-`, which the tagging screen parses).
 */

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;

/** `GK-` and 8 characters from a 31-letter alphabet: about 8.5e11 codes. */
export function newTextCode(): string {
  const bytes = randomBytes(CODE_LENGTH * 2);
  let code = 'GK-';
  for (let i = 0; i < CODE_LENGTH; i++) {
    // Rejection-free and unbiased enough: 16 random bits per character, modulo 31.
    code += ALPHABET[bytes.readUInt16BE(i * 2) % ALPHABET.length];
  }
  return code;
}

export const TEXT_CODE_PATTERN = /^GK-[2-9A-HJKMNP-Z]{8}$/;

/**
 * Titles `${category} ${n}`, numbered per category after the highest number already in
 * use (`highest` maps category to that number).
 */
export function numberedTitles(
  categories: readonly string[],
  highest: ReadonlyMap<string, number>,
): string[] {
  const next = new Map(highest);
  return categories.map((category) => {
    const number = (next.get(category) ?? 0) + 1;
    next.set(category, number);
    return `${category} ${number}`;
  });
}

/** The digits a title ends with (trailing white space aside): 'Olive Tree 12' → '12'. */
const TRAILING_NUMBER = /(\d+)\s*$/;

/**
 * The number a title ends with, or null when it ends with none or with one too large to
 * count on (past Number.MAX_SAFE_INTEGER adding 1 would repeat a number). Leading zeros
 * are ignored: 'Olive Tree 007' → 7. The same reading as the add-tree screen's
 * (mf-trees/src/utils/suggest-title.ts).
 */
export function trailingTitleNumber(title: string): number | null {
  const digits = TRAILING_NUMBER.exec(title)?.[1];
  if (digits === undefined) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) && value < Number.MAX_SAFE_INTEGER ? value : null;
}

/**
 * For each category, the highest trailing number among the titles of the trees of that
 * category (the tree's own category, matched exactly, whatever its title says); only
 * categories with a number above 0 appear. The add-tree screen suggests the next one.
 */
export function highestTitleNumbersByCategory(
  trees: Iterable<{ readonly title: string; readonly category: string }>,
): Record<string, number> {
  const highest = new Map<string, number>();
  for (const tree of trees) {
    const value = trailingTitleNumber(tree.title);
    if (value !== null && value > (highest.get(tree.category) ?? 0)) {
      highest.set(tree.category, value);
    }
  }
  return Object.fromEntries([...highest].sort(([a], [b]) => (a < b ? -1 : 1)));
}
