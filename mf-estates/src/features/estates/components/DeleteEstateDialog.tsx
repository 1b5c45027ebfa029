import { useState } from 'react';
import { ConfirmDialog, errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { Estate } from '@grovekeeper/shared';
import { deleteEstate } from '../api/delete-estate';

export interface DeleteEstateDialogProps {
  /** The estate to delete; null keeps the dialog closed. */
  estate: Estate | null;
  onClose: () => void;
  onDeleted: (estate: Estate) => void;
}

export function DeleteEstateDialog({ estate, onClose, onDeleted }: DeleteEstateDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!estate) return;
    setBusy(true);
    try {
      await deleteEstate(estate.id);
      notifySuccess('Success', `Estate "${estate.name}" has been deleted.`);
      onDeleted(estate);
      onClose();
    } catch (error) {
      notifyError(errorMessage(error, 'Failed to delete estate'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={estate !== null}
      title="Are you absolutely sure?"
      description={`This action cannot be undone. The estate "${estate?.name ?? ''}" and all its trees will be permanently deleted.`}
      confirmLabel="Delete Estate"
      busyLabel="Deleting..."
      busy={busy}
      destructive
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
