import Chip from '@mui/material/Chip';

const COLORS: Record<string, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

const LABELS: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function ApplicationStatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      label={LABELS[status] ?? status}
      color={COLORS[status] ?? 'default'}
      data-testid="application-status"
    />
  );
}
