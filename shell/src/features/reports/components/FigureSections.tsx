import { CardGrid, formatCount, formatEuros, formatNumber } from '@grovekeeper/shared';
import type { ReportSummary } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { FigureCard } from './FigureCard';
import '../../../i18n/parts/reports';

/**
 * Tree health, the rental marketplace, system performance, harvests and applications; the
 * marketplace and applications only when the answer has money (not to field staff, viewers).
 */
export function FigureSections({ summary }: { summary: ReportSummary }) {
  const { t } = useT();
  const { treeHealth, marketplace, performance, harvests, applications } = summary;
  return (
    <CardGrid twoFrom="md" threeFrom="xl">
      <FigureCard
        title={t('reports.figures.treeHealth.title')}
        figures={[
          {
            label: t('reports.figures.treeHealth.healthy'),
            value: formatCount(treeHealth.healthy),
          },
          {
            label: t('reports.figures.treeHealth.diseased'),
            value: formatCount(treeHealth.diseased),
          },
          {
            label: t('reports.figures.treeHealth.readyToHarvest'),
            value: formatCount(treeHealth.readyToHarvest),
          },
          {
            label: t('reports.figures.treeHealth.aiGenerated'),
            value: formatCount(treeHealth.aiGenerated),
          },
        ]}
      />
      {marketplace && (
        <FigureCard
          title={t('reports.figures.marketplace.title')}
          figures={[
            {
              label: t('reports.figures.marketplace.available'),
              value: formatCount(marketplace.available),
            },
            {
              label: t('reports.figures.marketplace.rented'),
              value: formatCount(marketplace.rented),
            },
            {
              label: t('reports.figures.marketplace.averagePrice'),
              value:
                marketplace.averageMonthlyPrice === null
                  ? t('reports.figures.marketplace.noListings')
                  : t('reports.figures.marketplace.perMonth', {
                      amount: formatEuros(marketplace.averageMonthlyPrice),
                    }),
            },
            {
              label: t('reports.figures.marketplace.totalRevenue'),
              value: formatEuros(marketplace.totalRevenue),
            },
          ]}
        />
      )}
      <FigureCard
        title={t('reports.figures.performance.title')}
        figures={[
          {
            label: t('reports.figures.performance.aiAccuracy'),
            value:
              performance.aiDetectionAccuracy === null
                ? t('reports.figures.performance.noReviewedDetections')
                : `${formatNumber(performance.aiDetectionAccuracy)}%`,
          },
          {
            label: t('reports.figures.performance.avgTrees'),
            value: formatNumber(performance.avgTreesPerEstate),
          },
          {
            label: t('reports.figures.performance.manualTrees'),
            value: formatCount(performance.manuallyCreatedTrees),
          },
        ]}
      />
      <FigureCard
        title={t('reports.figures.harvests.title')}
        figures={[
          { label: t('reports.figures.harvests.pending'), value: formatCount(harvests.pending) },
          { label: t('reports.figures.harvests.approved'), value: formatCount(harvests.approved) },
          { label: t('reports.figures.harvests.rejected'), value: formatCount(harvests.rejected) },
          {
            label: t('reports.figures.harvests.approvedWeight'),
            value: `${formatNumber(harvests.approvedWeightKg)} kg`,
          },
        ]}
      />
      {applications && (
        <FigureCard
          title={t('reports.figures.applications.title')}
          figures={[
            {
              label: t('reports.figures.applications.rentalReceived'),
              value: formatCount(applications.rentalReceived),
            },
            {
              label: t('reports.figures.applications.rentalPending'),
              value: formatCount(applications.rentalPending),
            },
            {
              label: t('reports.figures.applications.jobReceived'),
              value: formatCount(applications.jobReceived),
            },
            {
              label: t('reports.figures.applications.activeContracts'),
              value: formatCount(applications.activeContracts),
            },
          ]}
        />
      )}
    </CardGrid>
  );
}
