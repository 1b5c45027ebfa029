import { CardGrid, formatCount, formatEuros, formatNumber } from '@grovekeeper/shared';
import type { ReportSummary } from '@grovekeeper/shared';
import { FigureCard } from './FigureCard';

/** Tree health, the rental marketplace, system performance, harvests and applications. */
export function FigureSections({ summary }: { summary: ReportSummary }) {
  const { treeHealth, marketplace, performance, harvests, applications } = summary;
  return (
    <CardGrid twoFrom="md" threeFrom="xl">
      <FigureCard
        title="Tree Health Overview"
        figures={[
          { label: 'Healthy Trees', value: formatCount(treeHealth.healthy) },
          { label: 'Diseased Trees', value: formatCount(treeHealth.diseased) },
          { label: 'Ready to Harvest', value: formatCount(treeHealth.readyToHarvest) },
          { label: 'AI Generated', value: formatCount(treeHealth.aiGenerated) },
        ]}
      />
      <FigureCard
        title="Rental Marketplace"
        figures={[
          { label: 'Available Properties', value: formatCount(marketplace.available) },
          { label: 'Rented Properties', value: formatCount(marketplace.rented) },
          {
            label: 'Average Price',
            value:
              marketplace.averageMonthlyPrice === null
                ? 'No listings'
                : `${formatEuros(marketplace.averageMonthlyPrice)}/month`,
          },
          { label: 'Total Revenue', value: formatEuros(marketplace.totalRevenue) },
        ]}
      />
      <FigureCard
        title="System Performance"
        figures={[
          {
            label: 'AI Detection Accuracy',
            value:
              performance.aiDetectionAccuracy === null
                ? 'No detected trees'
                : `${formatNumber(performance.aiDetectionAccuracy)}%`,
          },
          { label: 'Avg Trees per Estate', value: formatNumber(performance.avgTreesPerEstate) },
          { label: 'Manually Created Trees', value: formatCount(performance.manuallyCreatedTrees) },
        ]}
      />
      <FigureCard
        title="Harvests"
        figures={[
          { label: 'Pending', value: formatCount(harvests.pending) },
          { label: 'Approved', value: formatCount(harvests.approved) },
          { label: 'Rejected', value: formatCount(harvests.rejected) },
          { label: 'Approved Weight', value: `${formatNumber(harvests.approvedWeightKg)} kg` },
        ]}
      />
      <FigureCard
        title="Applications and Contracts"
        figures={[
          {
            label: 'Rental Applications Received',
            value: formatCount(applications.rentalReceived),
          },
          { label: 'Pending Rental Applications', value: formatCount(applications.rentalPending) },
          { label: 'Job Applications Received', value: formatCount(applications.jobReceived) },
          { label: 'Signed or Active Contracts', value: formatCount(applications.activeContracts) },
        ]}
      />
    </CardGrid>
  );
}
