/** Every text of the tagging screen that the spec fixes (§2 Tree tagging, §5, §8). */
export const EMPTY_MANUAL_CODE = 'Please enter a QR code';
export const INVALID_SCANNED_VALUE =
  'Scanned QR does not contain a valid ID. Please try another code.';
export const FETCH_TREE_FAILED = 'Failed to fetch tree data';
export const TREE_FOUND = 'Tree found successfully!';
export const FETCHED_TREE_WITHOUT_ID = 'Fetched tree is missing a valid ID';
export const SAVE_WITHOUT_ID = 'Cannot update tree: missing valid tree ID';
export const UPDATE_TREE_FAILED = 'Failed to update tree';
export const TREE_UPDATED = 'Tree updated successfully.';
export const CAMERA_INIT_FAILED =
  'Failed to initialize camera. Please check permissions and try again.';
export const SCANNER_FAILED = 'Scanner encountered an error. Please try again.';
export const NO_CAMERAS = 'No cameras found';
export const SCANNER_CRASHED = 'Scanner Error - Please refresh the page and try again';
export const LOCATION_NOT_AVAILABLE = 'Location not available';
export const NOT_AVAILABLE = 'N/A';
/** Spec §5 (tree edit save): the same fields are required when tagging. */
export const REQUIRED_FIELDS = 'Please fill in all required fields';
/** Spec §5 (photo upload): file scans accept images only too. */
export const NOT_AN_IMAGE = 'Please select an image file';
/** Not in the spec, which leaves an image without a readable code open. */
export const NO_CODE_IN_IMAGE = 'No QR code found in this image. Please try another image.';
