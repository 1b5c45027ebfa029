import Chip from '@mui/material/Chip';
import { useT } from '../../../i18n';
import '../../../i18n/parts/applications';

const COLORS: Record<string, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

export function ApplicationStatusChip({ status }: { status: string }) {
  const { t } = useT();
  return (
    <Chip
      size="small"
      label={status in COLORS ? t(`applicationStatus.${status}`) : status}
      color={COLORS[status] ?? 'default'}
      data-testid="application-status"
    />
  );
}
