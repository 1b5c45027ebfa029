import Chip from '@mui/material/Chip';
import type { HarvestStatus } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import '../../../i18n/parts/tree-detail';

const COLORS = { Pending: 'warning', Approved: 'success', Rejected: 'error' } as const;

export function HarvestStatusChip({ status }: { status: HarvestStatus }) {
  const { t } = useT();
  return (
    <Chip
      size="small"
      label={t(`harvests.status.${status}`)}
      color={COLORS[status] ?? 'default'}
      sx={{ maxWidth: '100%' }}
    />
  );
}
