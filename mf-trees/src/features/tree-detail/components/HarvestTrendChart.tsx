import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { dateTimeFormat } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { formatWeight } from '../utils/harvests';
import type { TrendPoint } from '../utils/harvests';
import '../../../i18n/parts/tree-detail';

export interface HarvestTrendChartProps {
  points: TrendPoint[];
}

// The reader's locale (the formatting module's): "Mar 1, 26", "1 Μαρ 26".
const dayLabel = (value: Date) =>
  dateTimeFormat('harvest-chart-day', { month: 'short', day: 'numeric', year: '2-digit' }).format(
    value,
  );

/** Loaded on demand (React.lazy): the chart library stays off every other screen. */
export function HarvestTrendChart({ points }: HarvestTrendChartProps) {
  const { t } = useT();
  const theme = useTheme();
  return (
    <LineChart
      height={280}
      margin={{ left: 8, right: 16 }}
      xAxis={[
        {
          data: points.map((point) => point.date),
          scaleType: 'time',
          valueFormatter: (value: Date) => dayLabel(value),
          tickNumber: 5,
        },
      ]}
      yAxis={[{ label: t('units.kg'), min: 0 }]}
      series={[
        {
          data: points.map((point) => point.weight),
          label: t('harvests.trends.series'),
          valueFormatter: (value) => (value === null ? '' : formatWeight(value)),
          showMark: true,
          // Straight segments: a smoothed curve would invent harvests between the days.
          curve: 'linear',
          color: theme.palette.primary.main,
        },
      ]}
      hideLegend
      grid={{ horizontal: true }}
    />
  );
}
