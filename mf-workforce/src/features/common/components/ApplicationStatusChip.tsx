import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import { labelOf } from '../utils/labels';

const COLORS: Record<string, ChipProps['color']> = {
  pending: 'warning',
  reviewed: 'info',
  shortlisted: 'secondary',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

/** A workforce application's status; an unknown value shows as its own text, never hidden. */
export function ApplicationStatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      label={labelOf(status)}
      color={COLORS[status] ?? 'default'}
      data-testid="application-status"
    />
  );
}
