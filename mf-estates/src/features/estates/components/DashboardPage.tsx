import { PageHeader } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useActiveRentals } from '../hooks/useActiveRentals';
import { useEstates } from '../hooks/useEstates';
import { AddEstateButton } from './AddEstateButton';
import { EstatesGrid } from './EstatesGrid';
import { EstatesSummaryCards } from './EstatesSummaryCards';

/** `/`: summary cards and the owner's estates; the rentals count loads alongside. */
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
      <EstatesGrid {...estates} />
    </>
  );
}
