import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { updateTreeLocation } from '../api/update-tree-location';
import { SAVE_LOCATION_FAILED } from '../../common/utils/location-messages';

/** PUT the tree's new position; the server checks the boundary again. */
export function useSaveTreeLocation(treeId: string | undefined, onSaved: () => void) {
  const [saving, setSaving] = useState(false);

  const save = async (position: LatLng) => {
    if (!treeId || saving) return;
    setSaving(true);
    try {
      await updateTreeLocation(treeId, position);
      notifySuccess('Location Updated', 'The tree location has been saved.');
      onSaved();
    } catch (failure) {
      notifyError(errorMessage(failure, SAVE_LOCATION_FAILED));
    } finally {
      setSaving(false);
    }
  };

  return { saving, save };
}
