import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { useState } from 'react';
import { EmptyState, LoadingState } from '@grovekeeper/shared';
import type { RentalListing, ViewMode } from '@grovekeeper/shared';
import { CreateListingLink } from '../../common/components/CreateListingLink';
import { useT } from '../../../i18n';
import { useMyRentals } from '../hooks/useMyRentals';
import { DeleteRentalDialog } from './DeleteRentalDialog';
import { RentalCollection } from './RentalCollection';
import { RentalsErrorCard } from './RentalsErrorCard';
import '../../../i18n/parts/listings';

const isMine = () => true;

/** My Listings: every listing the signed-in owner has, drafts included. */
export function MyListingsTab({ view }: { view: ViewMode }) {
  const { t } = useT();
  const { rentals, status, error, retry, remove } = useMyRentals();
  const [toDelete, setToDelete] = useState<RentalListing | null>(null);

  if (status === 'loading') return <LoadingState label={t('common.loadingRentals')} />;
  if (status === 'error' || status === 'not-found') {
    return <RentalsErrorCard message={error ?? ''} onRetry={retry} />;
  }
  if (rentals.length === 0) {
    return (
      <EmptyState
        icon={<HomeWorkIcon />}
        title={t('listings.mine.emptyTitle')}
        description={t('listings.mine.emptyText')}
        action={<CreateListingLink />}
      />
    );
  }
  return (
    <>
      <RentalCollection rentals={rentals} view={view} isOwner={isMine} onDelete={setToDelete} />
      <DeleteRentalDialog
        rental={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(rental) => remove(rental._id)}
      />
    </>
  );
}
