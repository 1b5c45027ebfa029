/** The states a tree can be in (spec part 1). */
export const TREE_STATES = [
  'healthy',
  'pruned',
  'watered',
  'sick',
  'burned',
  'destroyed',
  'ready_to_harvest',
] as const;
export type TreeState = (typeof TREE_STATES)[number];
