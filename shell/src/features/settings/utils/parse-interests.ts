/**
 * The settings screen's interests field: comma-separated text to a list, each trimmed,
 * empties dropped ('olives, , figs ' → ['olives', 'figs']). Duplicates are kept: the
 * spec only asks for trimming and dropping empties, and the user typed them.
 */
export function parseInterests(text: string): string[] {
  return text
    .split(',')
    .map((interest) => interest.trim())
    .filter((interest) => interest.length > 0);
}

/** The list back to the text a person edits. */
export function formatInterests(interests: readonly string[] | null | undefined): string {
  return (interests ?? []).join(', ');
}
