import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, LoadingState, PageHeader, useLoad } from '@grovekeeper/shared';
import { getAvailableRentals } from '../api/get-available-rentals';
import { FETCH_RENTALS_FAILED } from '../hooks/useMyRentals';
import { LegacyRentalRow } from './LegacyRentalRow';
import { RentalsErrorCard } from './RentalsErrorCard';

/** `/rentals/legacy`: the older, simple listing view (first 50 available listings). */
export function LegacyRentalsPage() {
  const load = useCallback(() => getAvailableRentals({ page: 1, limit: 50 }), []);
  const { data, status, error, retry } = useLoad(load, FETCH_RENTALS_FAILED);
  const rentals = data?.rentals ?? [];

  let content;
  if (status === 'loading') content = <LoadingState label="Loading rentals..." />;
  else if (status !== 'ready') content = <RentalsErrorCard message={error ?? ''} onRetry={retry} />;
  else if (rentals.length === 0) {
    content = <EmptyState title="No rentals found" description="No land is listed for rent yet." />;
  } else {
    content = (
      <Card>
        <List aria-label="Rental listings">
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
        title="Land Rentals"
        subtitle="The older listing view"
        actions={
          <>
            <Button component={RouterLink} to="/rentals">
              Open the new view
            </Button>
            <Button component={RouterLink} to="/rentals/create/legacy" variant="contained">
              List Your Land
            </Button>
          </>
        }
      />
      {content}
    </>
  );
}
