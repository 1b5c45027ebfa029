import { notifyError } from '@grovekeeper/shared';

export const POPUP_BLOCKED =
  'Unable to open print window. Please check your pop-up blocker settings.';
export const NO_TREES_TO_PRINT = 'No trees available to print QR codes for';

/** Opens the estate's QR sheet in a new window; answers whether it opened. */
export function openPrintWindow(estateId: string, treeTotal: number): boolean {
  if (treeTotal === 0) {
    notifyError(NO_TREES_TO_PRINT);
    return false;
  }
  const opened = window.open(`/estates/${encodeURIComponent(estateId)}/print`, '_blank');
  if (!opened) {
    notifyError(POPUP_BLOCKED);
    return false;
  }
  return true;
}
