/**
 * Spec, Add tree: the category plus the next number after the highest trailing number
 * among the estate's trees of that category, or 1 when they have none:
 * 'Olive Tree 13' after 'Olive Tree 12', 'Olive Tree 1' on an estate without olives.
 * `highest` maps each category to that number over all the estate's trees, as
 * GET /api/estates/:id/trees/title-numbers answers it (the server reads the titles:
 * trailing digits, leading zeros ignored, numbers past the safe integers skipped).
 * Categories match exactly; the suggestion uses the category without outer spaces.
 */
export function suggestTitle(category: string, highest: Readonly<Record<string, number>>): string {
  const value = Object.prototype.hasOwnProperty.call(highest, category) ? highest[category] : 0;
  const safe =
    typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    value > 0 &&
    value < Number.MAX_SAFE_INTEGER
      ? value
      : 0;
  return `${category.trim()} ${safe + 1}`;
}
