import AgricultureIcon from '@mui/icons-material/Agriculture';
import ForestIcon from '@mui/icons-material/Forest';
import HandshakeIcon from '@mui/icons-material/Handshake';
import SquareFootIcon from '@mui/icons-material/SquareFoot';
import Box from '@mui/material/Box';
import { SummaryCard } from '@grovekeeper/shared';
import type { Estate } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { summarizeEstates } from '../utils/estate-summary';

export interface EstatesSummaryCardsProps {
  estates: readonly Estate[];
  /** Signed or active contracts; null shows a dash (still loading, or failed). */
  activeRentals?: number | null;
  /** Says so under the dash when the count could not be loaded. */
  activeRentalsFailed?: boolean;
}

export function EstatesSummaryCards({
  estates,
  activeRentals = 0,
  activeRentalsFailed = false,
}: EstatesSummaryCardsProps) {
  const { t } = useT();
  const summary = summarizeEstates(estates, activeRentals);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        mb: 4,
      }}
    >
      <SummaryCard
        label={t('summary.totalEstates')}
        value={summary.totalEstates}
        icon={<AgricultureIcon />}
      />
      <SummaryCard
        label={t('summary.totalTrees')}
        value={summary.totalTrees}
        icon={<ForestIcon />}
      />
      <SummaryCard
        label={t('summary.totalArea')}
        value={summary.totalArea}
        icon={<SquareFootIcon />}
      />
      <SummaryCard
        label={t('summary.activeRentals')}
        value={summary.activeRentals ?? '—'}
        caption={activeRentalsFailed ? t('summary.rentalsFailed') : undefined}
        icon={<HandshakeIcon />}
      />
    </Box>
  );
}
