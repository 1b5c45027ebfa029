import { useLoad } from '@grovekeeper/shared';
import { getMyEstates } from '../api/get-my-estates';

export const LOAD_ESTATES_FAILED = 'Failed to load estates';

/**
 * The caller's estates for "Near my estate". A failure stays beside that select (no toast):
 * a worker without estates should not be told about estates when searching the directory.
 */
export function useMyEstates() {
  const { data, status, error } = useLoad(getMyEstates, LOAD_ESTATES_FAILED, { toast: 'never' });
  return { estates: data ?? [], status, error };
}
