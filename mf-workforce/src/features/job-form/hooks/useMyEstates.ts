import { useLoad } from '@grovekeeper/shared';
import { getMyEstates } from '../api/get-my-estates';

export const LOAD_ESTATES_FAILED = 'Failed to load estates';

/** The estates the caller may post a job for; a failure shows the toast and stays in place. */
export function useMyEstates() {
  const { data, status, error, retry } = useLoad(getMyEstates, LOAD_ESTATES_FAILED);
  return { estates: data ?? [], status, error, retry };
}
