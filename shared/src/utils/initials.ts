/**
 * Up to `max` initials of a person's name, upper-cased: 'Maria del Carmen' → 'MD'.
 * Avatars fall back to these when there is no picture; the spec caps them at 2.
 * Returns '' for a blank name so callers can choose their own fallback.
 */
export function initialsOf(name: string | null | undefined, max = 2): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, max)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}
