import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { JobListing, JobListingStatus } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { updateJobListingStatus } from '../api/update-job-listing-status';

/** Close an active listing, or activate any other one (spec §4). */
export function nextStatus(listing: Pick<JobListing, 'status'>): JobListingStatus {
  return listing.status === 'active' ? 'closed' : 'active';
}

/** Close / Activate from the owner's list: one listing at a time, answered with a toast. */
export function useJobListingStatus(onChanged: (listing: JobListing) => void) {
  const [busyId, setBusyId] = useState<string | null>(null);

  const toggle = async (listing: JobListing) => {
    if (busyId) return;
    const status = nextStatus(listing);
    setBusyId(listing._id);
    try {
      const saved = await updateJobListingStatus(listing._id, status);
      // The answer is the listing as saved; its status is the one to show.
      onChanged({ ...listing, status: saved?.status ?? status });
      notifySuccess(
        t('mine.status.updatedTitle'),
        t('mine.status.updated', {
          title: listing.title,
          status: t(`mine.status.now.${status}`, { defaultValue: status }),
        }),
      );
    } catch (error) {
      notifyError(errorMessage(error, t('mine.status.failed')));
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, toggle };
}
