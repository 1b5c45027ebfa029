import { DeleteRecordDialog } from '@grovekeeper/shared';
import type { RentalListing } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { deleteRental } from '../api/delete-rental';
import '../../../i18n/parts/listings';

export interface DeleteRentalDialogProps {
  /** The listing to delete; null keeps the dialog closed. */
  rental: RentalListing | null;
  onClose: () => void;
  onDeleted: (rental: RentalListing) => void;
}

export function DeleteRentalDialog({ rental, onClose, onDeleted }: DeleteRentalDialogProps) {
  const { t } = useT();
  return (
    <DeleteRecordDialog
      record={rental}
      remove={deleteRental}
      title={t('listings.deleteDialog.title')}
      description={t('listings.deleteDialog.text')}
      deleted={() => [t('listings.deleteDialog.deleted'), t('listings.deleteDialog.deletedText')]}
      failure={t('listings.deleteDialog.failed')}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
