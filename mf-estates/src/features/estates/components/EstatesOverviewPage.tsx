import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { downloadEstatesExport } from '../../export/api/download-estates-export';
import { ExportButton } from '../../export/components/ExportButton';
import { useActiveRentals } from '../hooks/useActiveRentals';
import { useEstates } from '../hooks/useEstates';
import { AddEstateButton } from './AddEstateButton';
import { EstatesGrid } from './EstatesGrid';
import { EstatesSummaryCards } from './EstatesSummaryCards';
import '../../../i18n/parts/export';

/** `/estates`: the same cards and grid as the dashboard, with Back and Export all. */
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
            {/* Nothing to export until the user has an estate. */}
            {estates.status === 'ready' && estates.estates.length > 0 && (
              <ExportButton label={t('export.all')} download={downloadEstatesExport} />
            )}
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
