import Chip from '@mui/material/Chip';
import type { ContractStatus } from '@grovekeeper/shared';
import { STATUS_COLOURS, statusLabel } from '../utils/format';

export function ContractStatusChip({ status }: { status: ContractStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={statusLabel(status)}
      color={STATUS_COLOURS[status] ?? 'default'}
      data-testid="contracts:status"
    />
  );
}
