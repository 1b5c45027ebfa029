import type { ReportCount, ReportSummary } from '@grovekeeper/shared';

type Cell = string | number | null;

/** One CSV field: spreadsheet formulas neutralised, quoted where needed (RFC 4180). */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function distribution(section: string, counts: ReportCount[]): Cell[][] {
  return counts.map((entry) => [section, entry.label, entry.count]);
}

/**
 * Export Report: the figures on the page, as Section,Figure,Value rows. Built from the
 * summary already loaded, so the file is exactly what the person sees.
 */
export function summaryCsv(summary: ReportSummary): string {
  const { totals, trends, treeHealth, marketplace, performance, harvests, applications } = summary;
  const rows: Cell[][] = [
    ['Section', 'Figure', 'Value'],
    ['Totals', 'Total Estates', totals.estates],
    ['Totals', 'Total Trees', totals.trees],
    ['Totals', 'Land Area (ha)', totals.landArea],
    ['Totals', 'Rental Revenue (EUR)', totals.rentalRevenue],
    ['Trends', 'Estates this month', trends.estatesThisMonth ?? null],
    ['Trends', 'Trees this week', trends.treesThisWeek ?? null],
    ['Trends', 'Land area this month (ha)', trends.landAreaThisMonth ?? null],
    ...distribution('Tree Type Distribution', summary.distributions.treeTypes),
    ...distribution('Estate Locations', summary.distributions.estateLocations),
    ...distribution('Tree Categories', summary.distributions.treeCategories),
    ...distribution('Rental Status Distribution', summary.distributions.rentalStatuses),
    ['Tree Health Overview', 'Healthy Trees', treeHealth.healthy],
    ['Tree Health Overview', 'Diseased Trees', treeHealth.diseased],
    ['Tree Health Overview', 'Ready to Harvest', treeHealth.readyToHarvest],
    ['Tree Health Overview', 'AI Generated', treeHealth.aiGenerated],
    ['Rental Marketplace', 'Available Properties', marketplace.available],
    ['Rental Marketplace', 'Rented Properties', marketplace.rented],
    ['Rental Marketplace', 'Average Price (EUR per month)', marketplace.averageMonthlyPrice],
    ['Rental Marketplace', 'Total Revenue (EUR)', marketplace.totalRevenue],
    ['System Performance', 'AI Detection Accuracy (%)', performance.aiDetectionAccuracy],
    ['System Performance', 'Avg Trees per Estate', performance.avgTreesPerEstate],
    ['System Performance', 'Manually Created Trees', performance.manuallyCreatedTrees],
    ['Harvests', 'Pending', harvests.pending],
    ['Harvests', 'Approved', harvests.approved],
    ['Harvests', 'Rejected', harvests.rejected],
    ['Harvests', 'Approved Weight (kg)', harvests.approvedWeightKg],
    ...harvests.monthly.map((entry): Cell[] => [
      'Harvest Weight (kg)',
      entry.month,
      entry.weightKg,
    ]),
    ['Applications', 'Rental Applications Received', applications.rentalReceived],
    ['Applications', 'Pending Rental Applications', applications.rentalPending],
    ['Applications', 'Job Applications Received', applications.jobReceived],
    ['Applications', 'Signed or Active Contracts', applications.activeContracts],
  ];
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
