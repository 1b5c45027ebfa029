import { useState } from 'react';
import { ConfirmDialog, errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
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
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!listing) return;
    setBusy(true);
    try {
      await deleteJobListing(listing._id);
      notifySuccess('Job Listing Deleted', `${listing.title} has been deleted.`);
      onDeleted(listing);
      onClose();
    } catch (error) {
      notifyError(errorMessage(error, DELETE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={listing !== null}
      title="Delete Job Listing?"
      description={`This will permanently delete "${listing?.title ?? ''}" and its applications. This action cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={busy}
      destructive
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
