import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTheme } from '@mui/material/styles';
import { CardGrid, formatMonth, formatNumber } from '@grovekeeper/shared';
import type { ReportCount, ReportSummary } from '@grovekeeper/shared';
import { ChartCard } from './ChartCard';

const RENTAL_STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  available: 'Available',
  rented: 'Rented',
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
  const theme = useTheme();
  const { treeTypes, estateLocations, treeCategories, rentalStatuses } = summary.distributions;
  const statuses = rentalStatuses.map((entry) => ({
    ...entry,
    label: RENTAL_STATUS_LABELS[entry.label] ?? entry.label,
  }));
  const monthly = summary.harvests.monthly;
  const harvested = monthly
    .filter((entry) => entry.weightKg > 0)
    .map((entry) => ({ label: formatMonth(entry.month), count: entry.weightKg }));
  return (
    <>
      <CardGrid twoFrom="md" threeFrom="xl">
        <ChartCard title="Tree Type Distribution" counts={treeTypes}>
          <Pie counts={treeTypes} />
        </ChartCard>
        <ChartCard title="Estate Locations" counts={estateLocations}>
          <Bars counts={estateLocations} label="Estates" />
        </ChartCard>
        <ChartCard title="Tree Categories" counts={treeCategories}>
          <Bars counts={treeCategories} label="Trees" />
        </ChartCard>
        <ChartCard title="Rental Status Distribution" counts={statuses}>
          <Pie counts={statuses} />
        </ChartCard>
      </CardGrid>
      <ChartCard
        title="Harvest Weight per Month (kg)"
        counts={harvested}
        emptyText="No harvests recorded in the last 12 months"
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
              label: 'Harvest (kg)',
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
