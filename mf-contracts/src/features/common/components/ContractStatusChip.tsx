import Chip from '@mui/material/Chip';
import type { ContractStatus } from '@grovekeeper/shared';
import { STATUS_COLOURS, statusLabel } from '../utils/format';
import { useT } from '../../../i18n';

export function ContractStatusChip({ status }: { status: ContractStatus }) {
  // Re-renders on a language change; statusLabel reads the current language.
  useT();
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
