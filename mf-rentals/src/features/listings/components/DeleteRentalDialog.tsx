import { DeleteRecordDialog } from '@grovekeeper/shared';
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
  return (
    <DeleteRecordDialog
      record={rental}
      remove={deleteRental}
      title="Are you sure?"
      description={DELETE_RENTAL_TEXT}
      deleted={() => ['Listing Deleted', 'Your rental listing has been deleted.']}
      failure="Failed to delete rental listing"
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
