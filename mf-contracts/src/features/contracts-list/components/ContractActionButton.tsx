import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { Contract } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import type { ContractsTab } from '../hooks/useContractsTab';
import '../../../i18n/parts/contracts-list';

/** View Contract on My Contracts, Review & Sign on Pending Signature; both open the detail. */
export function ContractActionButton({
  contract,
  tab,
  size = 'medium',
}: {
  contract: Contract;
  tab: ContractsTab;
  size?: 'small' | 'medium';
}) {
  const { t } = useT();
  const label = tab === 'pending' ? t('list.action.reviewSign') : t('list.action.view');
  return (
    <Button
      component={RouterLink}
      to={`/rental-contracts/${encodeURIComponent(contract._id)}`}
      variant={tab === 'pending' ? 'contained' : 'outlined'}
      color={tab === 'pending' ? 'warning' : 'primary'}
      size={size}
      aria-label={t('list.action.label', {
        action: label,
        estate: contract.estate.name,
        number: contract.contractNumber,
      })}
    >
      {label}
    </Button>
  );
}
