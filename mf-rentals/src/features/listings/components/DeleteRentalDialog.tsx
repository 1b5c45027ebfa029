import { useState } from 'react';
import { ConfirmDialog, errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { RentalListing } from '@grovekeeper/shared';
import { deleteRental } from '../api/delete-rental';

export const DELETE_RENTAL_TEXT =
  'This will permanently delete this rental listing. This action cannot be undone.';

export interface DeleteRentalDialogProps {
  /** The listing to delete; null keeps the dialog closed. */
  rental: RentalListing | null;
  onClose: () => void;
  onDeleted: (rental: RentalListing) => void;
}

export function DeleteRentalDialog({ rental, onClose, onDeleted }: DeleteRentalDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!rental) return;
    setBusy(true);
    try {
      await deleteRental(rental._id);
      notifySuccess('Listing Deleted', 'Your rental listing has been deleted.');
      onDeleted(rental);
      onClose();
    } catch (error) {
      notifyError(errorMessage(error, 'Failed to delete rental listing'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={rental !== null}
      title="Are you sure?"
      description={DELETE_RENTAL_TEXT}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={busy}
      destructive
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
