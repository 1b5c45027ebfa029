import AgricultureIcon from '@mui/icons-material/AgricultureOutlined';
import EuroIcon from '@mui/icons-material/EuroOutlined';
import ForestIcon from '@mui/icons-material/ForestOutlined';
import SquareFootIcon from '@mui/icons-material/SquareFootOutlined';
import Box from '@mui/material/Box';
import { SummaryCard, formatCount, formatEuros, formatNumber } from '@grovekeeper/shared';
import type { ReportSummary } from '@grovekeeper/shared';
import { trendCaption } from '../utils/format';

/** Total Estates, Total Trees, Land Area (ha), Rental Revenue, with the server's trends. */
export function HeadlineCards({ summary }: { summary: ReportSummary }) {
  const { totals, trends } = summary;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      <SummaryCard
        label="Total Estates"
        value={formatCount(totals.estates)}
        caption={trendCaption(trends.estatesThisMonth, 'this month')}
        icon={<AgricultureIcon />}
      />
      <SummaryCard
        label="Total Trees"
        value={formatCount(totals.trees)}
        caption={trendCaption(trends.treesThisWeek, 'this week')}
        icon={<ForestIcon />}
      />
      <SummaryCard
        label="Land Area (ha)"
        value={formatNumber(totals.landArea)}
        caption={trendCaption(trends.landAreaThisMonth, 'this month', ' ha')}
        icon={<SquareFootIcon />}
      />
      <SummaryCard
        label="Rental Revenue"
        value={formatEuros(totals.rentalRevenue)}
        icon={<EuroIcon />}
      />
    </Box>
  );
}
