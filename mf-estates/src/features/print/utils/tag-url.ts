/** What an estate sheet's QR code encodes: the tree's tag page on this origin. */
export function treeTagUrl(treeId: string, origin: string = window.location.origin): string {
  return `${origin}/trees/${treeId}/tag`;
}

/** Spec §9: the estate sheet prints 800 ms after the codes render. */
export const ESTATE_PRINT_DELAY_MS = 800;
export const PRINT_QR_SIZE = 180;
/** While mounted, body carries this class and the print stylesheet hides everything else. */
export const PRINT_BODY_CLASS = 'estates-print-sheet-active';
