import type { CompactTree } from '@grovekeeper/shared';

/** The digits a title ends with (trailing white space aside): 'Olive Tree 12' → '12'. */
const TRAILING_NUMBER = /(\d+)\s*$/;

/**
 * The number a title ends with, or null when it ends with none or with one too large to
 * count on (past Number.MAX_SAFE_INTEGER, adding 1 would give a wrong or repeated number).
 * Leading zeros are ignored: 'Olive Tree 007' → 7.
 */
export function trailingNumber(title: string): number | null {
  const digits = TRAILING_NUMBER.exec(title)?.[1];
  if (digits === undefined) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) && value < Number.MAX_SAFE_INTEGER ? value : null;
}

/**
 * Spec, Add tree: the category plus the next number after the highest trailing number
 * among the estate's trees of that category, or 1 when they have none:
 * 'Olive Tree 13' after 'Olive Tree 12', 'Olive Tree 1' on an estate without olives.
 * Trees of other categories never count, whatever their titles say.
 */
export function suggestTitle(
  category: string,
  existingTrees: readonly Pick<CompactTree, 'title' | 'category'>[],
): string {
  let highest = 0;
  for (const tree of existingTrees) {
    if (tree.category !== category) continue;
    const value = trailingNumber(tree.title);
    if (value !== null && value > highest) highest = value;
  }
  return `${category.trim()} ${highest + 1}`;
}
