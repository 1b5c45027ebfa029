import { PageHeader } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useActiveRentals } from '../hooks/useActiveRentals';
import { useEstates } from '../hooks/useEstates';
import { ActionRequiredPanel } from './ActionRequiredPanel';
import { AddEstateButton } from './AddEstateButton';
import { EstatesGrid } from './EstatesGrid';
import { EstatesSummaryCards } from './EstatesSummaryCards';

/** `/`: summary cards, what waits for the user and their estates; the rest loads alongside. */
export function DashboardPage() {
  const { t } = useT();
  const estates = useEstates();
  const rentals = useActiveRentals();
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle')}
        actions={<AddEstateButton />}
      />
      <EstatesSummaryCards
        estates={estates.estates}
        activeRentals={rentals.count}
        activeRentalsFailed={rentals.status === 'error'}
      />
      <ActionRequiredPanel />
      <EstatesGrid {...estates} />
    </>
  );
}
