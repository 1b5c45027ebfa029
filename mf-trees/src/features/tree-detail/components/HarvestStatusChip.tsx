import Chip from '@mui/material/Chip';
import type { HarvestStatus } from '@grovekeeper/shared';

const COLORS = { Pending: 'warning', Approved: 'success', Rejected: 'error' } as const;

export function HarvestStatusChip({ status }: { status: HarvestStatus }) {
  return <Chip size="small" label={status} color={COLORS[status] ?? 'default'} />;
}
