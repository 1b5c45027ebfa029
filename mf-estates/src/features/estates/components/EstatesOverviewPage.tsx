import { Suspense, lazy } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { ExportMenuButton } from '../../export/components/ExportButton';
import { useExportAllRequest } from '../../export/hooks/useExportAllRequest';
import { useActiveRentals } from '../hooks/useActiveRentals';
import { useEstates } from '../hooks/useEstates';
import { AddEstateButton } from './AddEstateButton';
import { EstatesGrid } from './EstatesGrid';
import { EstatesSummaryCards } from './EstatesSummaryCards';
import '../../../i18n/parts/export';

// The job's progress and its code (@grovekeeper/shared/jobs) load with the first 'Export all'.
const ExportAllJob = lazy(() =>
  import('../../export/components/ExportAllJob').then((m) => ({ default: m.ExportAllJob })),
);

/** `/estates`: the same cards and grid as the dashboard, with Back and Export all. */
export function EstatesOverviewPage() {
  const estates = useEstates();
  const rentals = useActiveRentals();
  const navigate = useNavigate();
  const { t } = useT();
  const exportAll = useExportAllRequest();
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
              <ExportMenuButton
                label={t('export.all')}
                busy={exportAll.request !== null}
                onChoose={exportAll.choose}
              />
            )}
            <AddEstateButton />
          </>
        }
      />
      {exportAll.request && (
        <Suspense fallback={null}>
          <ExportAllJob request={exportAll.request} onDone={exportAll.done} />
        </Suspense>
      )}
      <EstatesSummaryCards
        estates={estates.estates}
        activeRentals={rentals.count}
        activeRentalsFailed={rentals.status === 'error'}
      />
      <EstatesGrid {...estates} />
    </>
  );
}
