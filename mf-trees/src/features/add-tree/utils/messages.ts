/** Spec §5, add tree page: the exact texts. */
export const TITLE_REQUIRED = 'Title is required';
export const LOCATION_REQUIRED_TOAST = 'Please select a location for the tree.';
export const LOCATION_REQUIRED_INLINE = 'Location is required';
export const ESTATE_ID_REQUIRED = 'Estate ID is required';
/** Spec §8 fallbacks. */
export const CREATE_TREE_FAILED = 'Failed to create tree';
export const LOAD_ESTATE_FAILED = 'Failed to load estate details';
export const LOAD_TREES_FAILED = 'Failed to load trees';
/** The API's limit on a title (NewTree schema). */
export const TITLE_MAX_LENGTH = 120;
