import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useActiveRentals } from '../hooks/useActiveRentals';
import { useEstates } from '../hooks/useEstates';
import { AddEstateButton } from './AddEstateButton';
import { EstatesGrid } from './EstatesGrid';
import { EstatesSummaryCards } from './EstatesSummaryCards';

/** `/estates`: the same cards and grid as the dashboard, with Back. */
export function EstatesOverviewPage() {
  const estates = useEstates();
  const rentals = useActiveRentals();
  const navigate = useNavigate();
  const { t } = useT();
  return (
    <>
      <PageHeader
        title={t('overview.title')}
        subtitle={t('overview.subtitle')}
        actions={
          <>
            <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(-1)}>
              {t('actions.back')}
            </Button>
            <AddEstateButton />
          </>
        }
      />
      <EstatesSummaryCards
        estates={estates.estates}
        activeRentals={rentals.count}
        activeRentalsFailed={rentals.status === 'error'}
      />
      <EstatesGrid {...estates} />
    </>
  );
}
