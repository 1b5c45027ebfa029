import { notifyError } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import '../../../i18n/parts/detail';

/** Opens the estate's QR sheet in a new window; answers whether it opened. */
export function openPrintWindow(estateId: string, treeTotal: number): boolean {
  if (treeTotal === 0) {
    notifyError(t('detail.print.noTrees'));
    return false;
  }
  const opened = window.open(`/estates/${encodeURIComponent(estateId)}/print`, '_blank');
  if (!opened) {
    notifyError(t('detail.print.popupBlocked'));
    return false;
  }
  return true;
}
