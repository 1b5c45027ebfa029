import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadingState } from '@grovekeeper/shared';
import type { Harvest } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { approvedTrend, formatWeight } from '../utils/harvests';
import '../../../i18n/parts/tree-detail';

// The chart library is the heaviest part of this page: it loads only when there is a trend.
const HarvestTrendChart = lazy(() =>
  import('./HarvestTrendChart').then((m) => ({ default: m.HarvestTrendChart })),
);

/** Approved harvests over time (spec: Approved only, by date). */
export function HarvestTrendSection({ harvests }: { harvests: Harvest[] }) {
  const { t } = useT();
  const points = approvedTrend(harvests);
  const total = points.reduce((sum, point) => sum + point.weight, 0);
  return (
    <Box component="section" aria-labelledby="harvest-trends-heading">
      <Typography id="harvest-trends-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        {t('harvests.trends.heading')}
      </Typography>
      {points.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {t('harvests.trends.none')}
        </Typography>
      ) : (
        <Box component="figure" sx={{ m: 0 }}>
          <Typography component="figcaption" variant="body2" color="text.secondary">
            {t('harvests.trends.summary', { count: points.length, total: formatWeight(total) })}
          </Typography>
          <Suspense fallback={<LoadingState label={t('harvests.trends.loading')} />}>
            <HarvestTrendChart points={points} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
