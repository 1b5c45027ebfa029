import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, LoadingState, PageHeader, useLoad } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { getAvailableRentals } from '../api/get-available-rentals';
import { LegacyRentalRow } from './LegacyRentalRow';
import { RentalsErrorCard } from './RentalsErrorCard';
import '../../../i18n/parts/listings';

/** `/rentals/legacy`: the older, simple listing view (first 50 available listings). */
export function LegacyRentalsPage() {
  const { t } = useT();
  const load = useCallback(() => getAvailableRentals({ page: 1, limit: 50 }), []);
  const { data, status, error, retry } = useLoad(load, t('listings.fetchFailed'));
  const rentals = data?.rentals ?? [];

  let content;
  if (status === 'loading') content = <LoadingState label={t('common.loadingRentals')} />;
  else if (status !== 'ready') content = <RentalsErrorCard message={error ?? ''} onRetry={retry} />;
  else if (rentals.length === 0) {
    content = (
      <EmptyState title={t('common.noRentalsFound')} description={t('listings.legacy.emptyText')} />
    );
  } else {
    content = (
      <Card>
        <List aria-label={t('common.rentalListings')}>
          {rentals.map((rental) => (
            <LegacyRentalRow key={rental._id} rental={rental} />
          ))}
        </List>
      </Card>
    );
  }

  return (
    <>
      <PageHeader
        title={t('listings.legacy.title')}
        subtitle={t('listings.legacy.subtitle')}
        actions={
          <>
            <Button component={RouterLink} to="/rentals">
              {t('listings.legacy.openNewView')}
            </Button>
            <Button component={RouterLink} to="/rentals/create/legacy" variant="contained">
              {t('common.listYourLand')}
            </Button>
          </>
        }
      />
      {content}
    </>
  );
}
