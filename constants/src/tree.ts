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

/** A harvest's decision (spec part 1: recorded as Pending, then Approved or Rejected). */
export const HARVEST_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type HarvestStatus = (typeof HARVEST_STATUSES)[number];
