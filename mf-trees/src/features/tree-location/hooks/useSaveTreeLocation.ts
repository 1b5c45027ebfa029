import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { updateTreeLocation } from '../api/update-tree-location';
import { t } from '../../../i18n';

/** PUT the tree's new position; the server checks the boundary again. */
export function useSaveTreeLocation(treeId: string | undefined, onSaved: () => void) {
  const [saving, setSaving] = useState(false);

  const save = async (position: LatLng) => {
    if (!treeId || saving) return;
    setSaving(true);
    try {
      await updateTreeLocation(treeId, position);
      notifySuccess(t('location.updatedTitle'), t('location.updatedDescription'));
      onSaved();
    } catch (failure) {
      notifyError(errorMessage(failure, t('location.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return { saving, save };
}
