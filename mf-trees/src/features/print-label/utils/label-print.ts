/** Spec §9: a single label prints 500 ms after it renders. */
export const LABEL_PRINT_DELAY_MS = 500;
/** While mounted, body carries this class and the print stylesheet hides everything else. */
export const LABEL_PRINT_BODY_CLASS = 'trees-label-print-active';
export const LABEL_CLASS = 'trees-print-label';
export const NO_PRINT_CLASS = 'trees-label-no-print';
