import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTheme } from '@mui/material/styles';
import { CardGrid, formatMonth, formatNumber, i18nKey } from '@grovekeeper/shared';
import type { ReportCount, ReportSummary } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { ChartCard } from './ChartCard';
import '../../../i18n/parts/reports';

/** The rental statuses the server counts, as text keys (other values show as sent). */
const RENTAL_STATUS_LABELS: Record<string, string> = {
  draft: i18nKey('reports.rentalStatuses.draft'),
  available: i18nKey('reports.rentalStatuses.available'),
  rented: i18nKey('reports.rentalStatuses.rented'),
};

function Pie({ counts }: { counts: ReportCount[] }) {
  return (
    <PieChart
      height={220}
      skipAnimation
      disableKeyboardNavigation
      series={[
        {
          data: counts.map((entry, index) => ({
            id: index,
            value: entry.count,
            label: entry.label,
          })),
          innerRadius: 40,
          paddingAngle: 1,
        },
      ]}
    />
  );
}

function Bars({ counts, label }: { counts: ReportCount[]; label: string }) {
  const theme = useTheme();
  return (
    <BarChart
      skipAnimation
      disableKeyboardNavigation
      height={Math.max(160, 40 * counts.length + 40)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: counts.map((entry) => entry.label), width: 110 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[
        { data: counts.map((entry) => entry.count), label, color: theme.palette.primary.main },
      ]}
      hideLegend
    />
  );
}

/**
 * The page's charts, loaded on demand (React.lazy) so the chart library only comes with
 * the reports page, after its figures.
 */
export function ReportCharts({ summary }: { summary: ReportSummary }) {
  const { t } = useT();
  const theme = useTheme();
  const { treeTypes, estateLocations, treeCategories, rentalStatuses } = summary.distributions;
  // Null when the answer has no money (field staff, viewers): no rental chart then.
  const statuses = rentalStatuses?.map((entry) => {
    const key = Object.prototype.hasOwnProperty.call(RENTAL_STATUS_LABELS, entry.label)
      ? RENTAL_STATUS_LABELS[entry.label]
      : undefined;
    return { ...entry, label: key ? t(key) : entry.label };
  });
  const monthly = summary.harvests.monthly;
  const harvested = monthly
    .filter((entry) => entry.weightKg > 0)
    .map((entry) => ({ label: formatMonth(entry.month), count: entry.weightKg }));
  return (
    <>
      <CardGrid twoFrom="md" threeFrom="xl">
        <ChartCard title={t('reports.charts.treeTypes')} counts={treeTypes}>
          <Pie counts={treeTypes} />
        </ChartCard>
        <ChartCard title={t('reports.charts.estateLocations')} counts={estateLocations}>
          <Bars counts={estateLocations} label={t('reports.charts.estates')} />
        </ChartCard>
        <ChartCard title={t('reports.charts.treeCategories')} counts={treeCategories}>
          <Bars counts={treeCategories} label={t('reports.charts.trees')} />
        </ChartCard>
        {statuses && (
          <ChartCard title={t('reports.charts.rentalStatuses')} counts={statuses}>
            <Pie counts={statuses} />
          </ChartCard>
        )}
      </CardGrid>
      <ChartCard
        title={t('reports.charts.harvestWeight')}
        counts={harvested}
        emptyText={t('reports.charts.noHarvests')}
      >
        <BarChart
          skipAnimation
          disableKeyboardNavigation
          height={260}
          xAxis={[{ scaleType: 'band', data: monthly.map((entry) => formatMonth(entry.month)) }]}
          yAxis={[{ label: 'kg', min: 0 }]}
          series={[
            {
              data: monthly.map((entry) => entry.weightKg),
              label: t('reports.charts.harvestSeries'),
              valueFormatter: (value) => (value === null ? '' : `${formatNumber(value)} kg`),
              color: theme.palette.primary.main,
            },
          ]}
          hideLegend
          grid={{ horizontal: true }}
        />
      </ChartCard>
    </>
  );
}
