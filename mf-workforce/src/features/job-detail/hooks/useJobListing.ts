import { useCallback } from 'react';
import { useLoad } from '@grovekeeper/shared';
import { getJobListing } from '../api/get-job-listing';

/**
 * One listing by id, with the screen's own failure text. Both screens that use it redirect
 * on any failure, so the toast shows for a 404 too.
 */
export function useJobListing(id: string, fallback: string) {
  const load = useCallback(() => getJobListing(id), [id]);
  const { data, setData, status } = useLoad(load, fallback, { toast: 'always' });
  return { listing: data, setListing: setData, status };
}
