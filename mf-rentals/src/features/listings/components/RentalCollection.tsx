import { lazy, Suspense } from 'react';
import { CardGrid, LoadingState } from '@grovekeeper/shared';
import type { RentalListing, ViewMode } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { RentalCard } from './RentalCard';

// The table view (MUI X DataGrid) is fetched only when someone switches to it.
const RentalsTable = lazy(() =>
  import('./RentalsTable').then((module) => ({ default: module.RentalsTable })),
);

export interface RentalCollectionProps {
  rentals: RentalListing[];
  view: ViewMode;
  isOwner: (rental: RentalListing) => boolean;
  onDelete: (rental: RentalListing) => void;
}

/** Listings as cards (stacking on phones) or as a table. */
export function RentalCollection({ rentals, view, isOwner, onDelete }: RentalCollectionProps) {
  const { t } = useT();
  if (view === 'list') {
    return (
      <Suspense fallback={<LoadingState label={t('common.loadingTable')} />}>
        <RentalsTable rentals={rentals} isOwner={isOwner} onDelete={onDelete} />
      </Suspense>
    );
  }
  return (
    <CardGrid twoFrom="sm" threeFrom="lg">
      {rentals.map((rental) => (
        <RentalCard
          key={rental._id}
          rental={rental}
          isOwner={isOwner(rental)}
          onDelete={onDelete}
        />
      ))}
    </CardGrid>
  );
}
