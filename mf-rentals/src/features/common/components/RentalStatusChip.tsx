import Chip from '@mui/material/Chip';
import type { RentalStatus } from '@grovekeeper/shared';
import { useT } from '../../../i18n';

const COLORS: Record<string, 'default' | 'success' | 'info' | 'warning'> = {
  draft: 'warning',
  available: 'success',
  rented: 'info',
};

/** A listing's status; values the spec does not name show as raw text (spec §4). */
export function RentalStatusChip({ status }: { status: RentalStatus | string }) {
  const { t } = useT();
  const label = status in COLORS ? t(`status.${status}`) : status;
  return <Chip size="small" label={label} color={COLORS[status] ?? 'default'} />;
}
