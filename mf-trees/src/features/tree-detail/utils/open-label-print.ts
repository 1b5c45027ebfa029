import { notifyError } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { treePrintPath } from '../../common/utils/tree-urls';

/**
 * Opens the tree's label in a new window (it prints itself). No 'noopener': with it the
 * browser answers null even when the window opened, and a blocked pop-up could not be told.
 */
export function openLabelPrint(treeId: string): boolean {
  const opened = window.open(treePrintPath(treeId), '_blank');
  if (!opened) {
    notifyError(t('qr.popupBlocked'));
    return false;
  }
  return true;
}
