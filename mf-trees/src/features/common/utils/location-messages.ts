/** Spec §5, tree location: the exact texts. */
export const INVALID_LOCATION_TITLE = 'Invalid Location';
export const OUTSIDE_BOUNDARY = 'Tree must be placed within the estate boundaries';
export const NO_BOUNDARY = "Estate doesn't have defined boundaries";
export const LOCATION_REQUIRED = 'Please select a location for the tree';
/** Spec §8 fallbacks. */
export const SAVE_LOCATION_FAILED = 'Failed to save tree location';
export const LOAD_TREE_FAILED = 'Failed to load tree details';
