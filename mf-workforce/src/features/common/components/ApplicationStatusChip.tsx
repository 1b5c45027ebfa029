import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import { useT } from '../../../i18n';
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
  useT(); // re-renders in a new language
  return (
    <Chip
      size="small"
      label={labelOf(status)}
      color={COLORS[status] ?? 'default'}
      data-testid="application-status"
    />
  );
}
