import AgricultureIcon from '@mui/icons-material/Agriculture';
import ForestIcon from '@mui/icons-material/Forest';
import HandshakeIcon from '@mui/icons-material/Handshake';
import SquareFootIcon from '@mui/icons-material/SquareFoot';
import Box from '@mui/material/Box';
import { SummaryCard } from '@grovekeeper/shared';
import type { Estate } from '@grovekeeper/shared';
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
      <SummaryCard label="Total Estates" value={summary.totalEstates} icon={<AgricultureIcon />} />
      <SummaryCard label="Total Trees" value={summary.totalTrees} icon={<ForestIcon />} />
      <SummaryCard label="Total Area" value={summary.totalArea} icon={<SquareFootIcon />} />
      <SummaryCard
        label="Active Rentals"
        value={summary.activeRentals ?? '—'}
        caption={activeRentalsFailed ? 'Could not load rentals' : undefined}
        icon={<HandshakeIcon />}
      />
    </Box>
  );
}
