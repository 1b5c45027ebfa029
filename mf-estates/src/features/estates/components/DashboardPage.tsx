import { PageHeader } from '@grovekeeper/shared';
import { useEstates } from '../hooks/useEstates';
import { AddEstateButton } from './AddEstateButton';
import { EstatesGrid } from './EstatesGrid';
import { EstatesSummaryCards } from './EstatesSummaryCards';

/** `/`: summary cards and the owner's estates. */
export function DashboardPage() {
  const estates = useEstates();
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Welcome back! Here's what's happening with your estates today."
        actions={<AddEstateButton />}
      />
      <EstatesSummaryCards estates={estates.estates} />
      <EstatesGrid {...estates} />
    </>
  );
}
