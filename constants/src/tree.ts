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

/**
 * The fields of a tree a file's columns can fill in a tree import (issue 29,
 * POST /api/estates/:id/trees/import): lat/lng degrees or x/y EGSA87 metres, and the rest.
 */
export const TREE_IMPORT_FIELDS = [
  'lat',
  'lng',
  'x',
  'y',
  'code',
  'category',
  'title',
  'state',
  'plantingYear',
] as const;
export type TreeImportField = (typeof TREE_IMPORT_FIELDS)[number];
