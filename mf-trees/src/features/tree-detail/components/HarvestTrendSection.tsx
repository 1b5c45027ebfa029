import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadingState } from '@grovekeeper/shared';
import type { Harvest } from '@grovekeeper/shared';
import { approvedTrend, formatWeight } from '../utils/harvests';

export const NO_APPROVED_HARVESTS = 'No approved harvests yet';

// The chart library is the heaviest part of this page: it loads only when there is a trend.
const HarvestTrendChart = lazy(() =>
  import('./HarvestTrendChart').then((m) => ({ default: m.HarvestTrendChart })),
);

/** Approved harvests over time (spec: Approved only, by date). */
export function HarvestTrendSection({ harvests }: { harvests: Harvest[] }) {
  const points = approvedTrend(harvests);
  const total = points.reduce((sum, point) => sum + point.weight, 0);
  return (
    <Box component="section" aria-labelledby="harvest-trends-heading">
      <Typography id="harvest-trends-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        Harvest Trends
      </Typography>
      {points.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {NO_APPROVED_HARVESTS}
        </Typography>
      ) : (
        <Box component="figure" sx={{ m: 0 }}>
          <Typography component="figcaption" variant="body2" color="text.secondary">
            {`Approved harvests on ${points.length} ${points.length === 1 ? 'day' : 'days'}, ${formatWeight(total)} in total`}
          </Typography>
          <Suspense fallback={<LoadingState label="Loading chart..." />}>
            <HarvestTrendChart points={points} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
