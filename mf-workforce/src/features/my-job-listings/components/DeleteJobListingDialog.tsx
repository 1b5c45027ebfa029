import { DeleteRecordDialog } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';
import { t as translate, useT } from '../../../i18n';
import { deleteJobListing } from '../api/delete-job-listing';

export interface DeleteJobListingDialogProps {
  /** The listing to delete; null keeps the dialog closed. */
  listing: JobListing | null;
  onClose: () => void;
  onDeleted: (listing: JobListing) => void;
}

/** Asks before deleting: a listing takes its applications with it. */
export function DeleteJobListingDialog({
  listing,
  onClose,
  onDeleted,
}: DeleteJobListingDialogProps) {
  const { t } = useT();
  return (
    <DeleteRecordDialog
      record={listing}
      remove={deleteJobListing}
      title={t('mine.delete.title')}
      description={t('mine.delete.description', { title: listing?.title ?? '' })}
      deleted={(deletedListing) => [
        translate('mine.delete.deletedTitle'),
        translate('mine.delete.deleted', { title: deletedListing.title }),
      ]}
      failure={t('mine.delete.failed')}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
