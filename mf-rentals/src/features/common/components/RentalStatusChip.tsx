import Chip from '@mui/material/Chip';
import type { RentalStatus } from '@grovekeeper/shared';

const COLORS: Record<string, 'default' | 'success' | 'info' | 'warning'> = {
  draft: 'warning',
  available: 'success',
  rented: 'info',
};

const LABELS: Record<string, string> = { draft: 'Draft', available: 'Available', rented: 'Rented' };

/** A listing's status; values the spec does not name show as raw text (spec §4). */
export function RentalStatusChip({ status }: { status: RentalStatus | string }) {
  return <Chip size="small" label={LABELS[status] ?? status} color={COLORS[status] ?? 'default'} />;
}
