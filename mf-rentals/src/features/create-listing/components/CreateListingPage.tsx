import AddHomeIcon from '@mui/icons-material/AddHome';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { BackLink, EmptyState, LoadErrorCard, LoadingState, PageHeader } from '@grovekeeper/shared';
import { useMyEstates } from '../hooks/useMyEstates';
import { ListingForm } from './ListingForm';

export interface CreateListingPageProps {
  variant?: 'full' | 'legacy';
}

/** `/rentals/create` and, with the older form, `/rentals/create/legacy`. */
export function CreateListingPage({ variant = 'full' }: CreateListingPageProps) {
  const { estates, status, error, retry } = useMyEstates();
  const back = variant === 'legacy' ? '/rentals/legacy' : '/rentals';

  let content;
  if (status === 'loading') content = <LoadingState label="Loading estates..." />;
  else if (status !== 'ready') {
    content = (
      <LoadErrorCard
        testId="rentals:load-error"
        title="Error Loading Estates"
        message={error ?? ''}
        onRetry={retry}
      />
    );
  } else if (estates.length === 0) {
    content = (
      <EmptyState
        icon={<AddHomeIcon />}
        title="No Estates Found"
        description="Add an estate first: a listing rents out one of your estates."
        action={
          <Button component={RouterLink} to="/wizard" variant="contained">
            Add an Estate
          </Button>
        }
      />
    );
  } else {
    content = <ListingForm estates={estates} variant={variant} />;
  }

  return (
    <>
      <PageHeader
        title={variant === 'legacy' ? 'List Your Land' : 'Create Rental Listing'}
        subtitle="Offer one of your estates for rent"
        actions={<BackLink to={back}>Back to Rentals</BackLink>}
      />
      {content}
    </>
  );
}
