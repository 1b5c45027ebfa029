import { i18nKey, useLoad } from '@grovekeeper/shared';
import { useFixedText } from '../../common/hooks/useFixedText';
import { getMyEstates } from '../api/get-my-estates';

/** The estates the caller may post a job for; a failure shows the toast and stays in place. */
export function useMyEstates() {
  const { data, status, error, retry } = useLoad(
    getMyEstates,
    useFixedText(i18nKey('form.estatesFailed')),
  );
  return { estates: data ?? [], status, error, retry };
}
