// No imports: the dashboard's first paint (src/first-paint) reads values' keys too.

/**
 * The key segment of a value the API sends in English ("Olive Tree" → "oliveTree",
 * "ready_to_harvest" → "readyToHarvest"). The value itself never changes: only its label.
 */
export function valueKey(value: string): string {
  return value
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('')
    .replace(/[^A-Za-z0-9]/g, '');
}
