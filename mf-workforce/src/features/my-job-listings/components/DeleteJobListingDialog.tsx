import { DeleteRecordDialog } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';
import { deleteJobListing } from '../api/delete-job-listing';

export const DELETE_FAILED = 'Failed to delete job listing';

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
  return (
    <DeleteRecordDialog
      record={listing}
      remove={deleteJobListing}
      title="Delete Job Listing?"
      description={`This will permanently delete "${listing?.title ?? ''}" and its applications. This action cannot be undone.`}
      deleted={(deletedListing) => [
        'Job Listing Deleted',
        `${deletedListing.title} has been deleted.`,
      ]}
      failure={DELETE_FAILED}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
