import AddHomeIcon from '@mui/icons-material/AddHome';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { BackLink, EmptyState, LoadErrorCard, LoadingState, PageHeader } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useMyEstates } from '../hooks/useMyEstates';
import { ListingForm } from './ListingForm';
import '../../../i18n/parts/create-listing';

export interface CreateListingPageProps {
  variant?: 'full' | 'legacy';
}

/** `/rentals/create` and, with the older form, `/rentals/create/legacy`. */
export function CreateListingPage({ variant = 'full' }: CreateListingPageProps) {
  const { t } = useT();
  const { estates, status, error, retry } = useMyEstates();
  const back = variant === 'legacy' ? '/rentals/legacy' : '/rentals';

  let content;
  if (status === 'loading') content = <LoadingState label={t('createListing.loadingEstates')} />;
  else if (status !== 'ready') {
    content = (
      <LoadErrorCard
        testId="rentals:load-error"
        title={t('createListing.loadEstatesError')}
        message={error ?? ''}
        onRetry={retry}
      />
    );
  } else if (estates.length === 0) {
    content = (
      <EmptyState
        icon={<AddHomeIcon />}
        title={t('createListing.noEstatesTitle')}
        description={t('createListing.noEstatesText')}
        action={
          <Button component={RouterLink} to="/wizard" variant="contained">
            {t('createListing.addEstate')}
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
        title={variant === 'legacy' ? t('createListing.legacyTitle') : t('createListing.title')}
        subtitle={t('createListing.subtitle')}
        actions={<BackLink to={back}>{t('common.backToRentals')}</BackLink>}
      />
      {content}
    </>
  );
}
