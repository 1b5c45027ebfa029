import AgricultureIcon from '@mui/icons-material/AgricultureOutlined';
import EuroIcon from '@mui/icons-material/EuroOutlined';
import ForestIcon from '@mui/icons-material/ForestOutlined';
import SquareFootIcon from '@mui/icons-material/SquareFootOutlined';
import Box from '@mui/material/Box';
import { SummaryCard, formatCount, formatEuros } from '@grovekeeper/shared';
import type { ReportSummary } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { reportArea, reportAreaChange, trendCaption } from '../utils/format';
import '../../../i18n/parts/reports';

/**
 * Total Estates, Total Trees, Land Area (ha), Rental Revenue, with the server's trends. No
 * Rental Revenue card when the answer has no money (field staff and viewers).
 */
export function HeadlineCards({ summary }: { summary: ReportSummary }) {
  const { t } = useT();
  const { totals, trends } = summary;
  const revenue = totals.rentalRevenue;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: `repeat(${revenue === null ? 3 : 4}, 1fr)`,
        },
      }}
    >
      <SummaryCard
        label={t('reports.headline.totalEstates')}
        value={formatCount(totals.estates)}
        caption={trendCaption(trends.estatesThisMonth, 'thisMonth')}
        icon={<AgricultureIcon />}
      />
      <SummaryCard
        label={t('reports.headline.totalTrees')}
        value={formatCount(totals.trees)}
        caption={trendCaption(trends.treesThisWeek, 'thisWeek')}
        icon={<ForestIcon />}
      />
      <SummaryCard
        label={t('reports.headline.landArea')}
        value={reportArea(totals.landArea)}
        caption={trendCaption(trends.landAreaThisMonth, 'thisMonth', reportAreaChange)}
        icon={<SquareFootIcon />}
      />
      {revenue !== null && (
        <SummaryCard
          label={t('reports.headline.rentalRevenue')}
          value={formatEuros(revenue)}
          icon={<EuroIcon />}
        />
      )}
    </Box>
  );
}
