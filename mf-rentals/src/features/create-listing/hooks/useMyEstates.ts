import { useLoad } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { getMyEstates } from '../api/get-my-estates';
import '../../../i18n/parts/create-listing';

/** The estates the user may list. */
export function useMyEstates() {
  const { t } = useT();
  const { data, status, error, retry } = useLoad(
    getMyEstates,
    t('createListing.loadEstatesFailed'),
  );
  return { estates: data ?? [], status, error, retry };
}
