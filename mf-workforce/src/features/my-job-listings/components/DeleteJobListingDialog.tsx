import { DeleteRecordDialog } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';
import { t, useT } from '../../../i18n';
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
  useT(); // re-renders in a new language
  return (
    <DeleteRecordDialog
      record={listing}
      remove={deleteJobListing}
      title={t('mine.delete.title')}
      description={t('mine.delete.description', { title: listing?.title ?? '' })}
      deleted={(deletedListing) => [
        t('mine.delete.deletedTitle'),
        t('mine.delete.deleted', { title: deletedListing.title }),
      ]}
      failure={t('mine.delete.failed')}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
