import { i18nKey, useLoad } from '@grovekeeper/shared';
import { useFixedText } from '../../common/hooks/useFixedText';
import { getMyEstates } from '../api/get-my-estates';

/**
 * The caller's estates for "Near my estate". A failure stays beside that select (no toast):
 * a worker without estates should not be told about estates when searching the directory.
 */
export function useMyEstates() {
  const { data, status, error } = useLoad(
    getMyEstates,
    useFixedText(i18nKey('directory.near.estatesFailed')),
    { toast: 'never' },
  );
  return { estates: data ?? [], status, error };
}
