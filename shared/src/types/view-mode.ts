/** How a list screen shows its records: cards in a grid, or rows in a table. */
export type ViewMode = 'grid' | 'list';
