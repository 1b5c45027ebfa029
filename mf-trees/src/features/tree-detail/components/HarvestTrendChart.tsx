import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { TrendPoint } from '../utils/harvests';

export interface HarvestTrendChartProps {
  points: TrendPoint[];
}

const dayLabel = (value: Date) =>
  value.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: '2-digit' });

/** Loaded on demand (React.lazy): the chart library stays off every other screen. */
export function HarvestTrendChart({ points }: HarvestTrendChartProps) {
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
      yAxis={[{ label: 'kg', min: 0 }]}
      series={[
        {
          data: points.map((point) => point.weight),
          label: 'Approved harvest (kg)',
          valueFormatter: (value) => (value === null ? '' : `${value.toFixed(2)} kg`),
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
