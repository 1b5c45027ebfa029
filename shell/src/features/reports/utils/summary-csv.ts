import type { ReportCount, ReportSummary } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import '../../../i18n/parts/reports';

type Cell = string | number | null;

/** One CSV field: spreadsheet formulas neutralised, quoted where needed (RFC 4180). */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function distribution(section: string, counts: ReportCount[] | null): Cell[][] {
  return (counts ?? []).map((entry) => [section, entry.label, entry.count]);
}

/**
 * Export Report: the figures on the page, as Section,Figure,Value rows (no money rows when
 * the answer has none). Built from the
 * summary already loaded, so the file is exactly what the person sees, in the language they
 * read it in (the values stay plain numbers, for a spreadsheet).
 */
export function summaryCsv(summary: ReportSummary): string {
  const { totals, trends, treeHealth, marketplace, performance, harvests, applications } = summary;
  const totalsSection = t('reports.csv.totals');
  const trendsSection = t('reports.csv.trends');
  const healthSection = t('reports.figures.treeHealth.title');
  const marketSection = t('reports.figures.marketplace.title');
  const performanceSection = t('reports.figures.performance.title');
  const harvestsSection = t('reports.figures.harvests.title');
  const applicationsSection = t('reports.csv.applications');
  const rows: Cell[][] = [
    [t('reports.csv.section'), t('reports.csv.figure'), t('reports.csv.value')],
    [totalsSection, t('reports.headline.totalEstates'), totals.estates],
    [totalsSection, t('reports.headline.totalTrees'), totals.trees],
    [totalsSection, t('reports.csv.landArea'), totals.landArea],
    ...(totals.rentalRevenue === null
      ? []
      : [[totalsSection, t('reports.csv.rentalRevenue'), totals.rentalRevenue]]),
    [trendsSection, t('reports.csv.estatesThisMonth'), trends.estatesThisMonth ?? null],
    [trendsSection, t('reports.csv.treesThisWeek'), trends.treesThisWeek ?? null],
    [trendsSection, t('reports.csv.landAreaThisMonth'), trends.landAreaThisMonth ?? null],
    ...distribution(t('reports.charts.treeTypes'), summary.distributions.treeTypes),
    ...distribution(t('reports.charts.estateLocations'), summary.distributions.estateLocations),
    ...distribution(t('reports.charts.treeCategories'), summary.distributions.treeCategories),
    ...distribution(t('reports.charts.rentalStatuses'), summary.distributions.rentalStatuses),
    [healthSection, t('reports.figures.treeHealth.healthy'), treeHealth.healthy],
    [healthSection, t('reports.figures.treeHealth.diseased'), treeHealth.diseased],
    [healthSection, t('reports.figures.treeHealth.readyToHarvest'), treeHealth.readyToHarvest],
    [healthSection, t('reports.figures.treeHealth.aiGenerated'), treeHealth.aiGenerated],
    ...(marketplace
      ? [
          [marketSection, t('reports.figures.marketplace.available'), marketplace.available],
          [marketSection, t('reports.figures.marketplace.rented'), marketplace.rented],
          [marketSection, t('reports.csv.averagePrice'), marketplace.averageMonthlyPrice],
          [marketSection, t('reports.csv.totalRevenue'), marketplace.totalRevenue],
        ]
      : []),
    [performanceSection, t('reports.csv.aiAccuracy'), performance.aiDetectionAccuracy],
    [performanceSection, t('reports.figures.performance.avgTrees'), performance.avgTreesPerEstate],
    [
      performanceSection,
      t('reports.figures.performance.manualTrees'),
      performance.manuallyCreatedTrees,
    ],
    [harvestsSection, t('reports.figures.harvests.pending'), harvests.pending],
    [harvestsSection, t('reports.figures.harvests.approved'), harvests.approved],
    [harvestsSection, t('reports.figures.harvests.rejected'), harvests.rejected],
    [harvestsSection, t('reports.csv.approvedWeight'), harvests.approvedWeightKg],
    ...harvests.monthly.map((entry): Cell[] => [
      t('reports.csv.harvestWeight'),
      entry.month,
      entry.weightKg,
    ]),
    ...(applications
      ? [
          [
            applicationsSection,
            t('reports.figures.applications.rentalReceived'),
            applications.rentalReceived,
          ],
          [
            applicationsSection,
            t('reports.figures.applications.rentalPending'),
            applications.rentalPending,
          ],
          [
            applicationsSection,
            t('reports.figures.applications.jobReceived'),
            applications.jobReceived,
          ],
          [
            applicationsSection,
            t('reports.figures.applications.activeContracts'),
            applications.activeContracts,
          ],
        ]
      : []),
  ];
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
