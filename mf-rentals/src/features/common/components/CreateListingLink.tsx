import { AddLink } from '@grovekeeper/shared';
import { useT } from '../../../i18n';

/** The main call to action of the owner's screens: Create Listing, to /rentals/create. */
export function CreateListingLink() {
  const { t } = useT();
  return <AddLink to="/rentals/create">{t('common.createListing')}</AddLink>;
}
