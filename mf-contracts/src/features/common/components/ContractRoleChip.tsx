import Chip from '@mui/material/Chip';
import type { ContractRole } from '../utils/contract-role';
import { ROLE_COLOURS } from '../utils/contract-role';
import { useT } from '../../../i18n';

/** The user's role on a contract: Owner blue, Tenant green, Unknown grey. */
export function ContractRoleChip({ role }: { role: ContractRole }) {
  const { t } = useT();
  return (
    <Chip
      size="small"
      label={t(`roles.${role === 'Owner' ? 'owner' : role === 'Tenant' ? 'tenant' : 'unknown'}`)}
      color={ROLE_COLOURS[role]}
      variant={role === 'Unknown' ? 'outlined' : 'filled'}
      data-testid="contracts:role"
      data-colour={ROLE_COLOURS[role]}
    />
  );
}
