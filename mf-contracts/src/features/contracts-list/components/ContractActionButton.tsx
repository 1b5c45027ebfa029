import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { Contract } from '@grovekeeper/shared';
import type { ContractsTab } from '../hooks/useContractsTab';

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
  const label = tab === 'pending' ? 'Review & Sign' : 'View Contract';
  return (
    <Button
      component={RouterLink}
      to={`/rental-contracts/${encodeURIComponent(contract._id)}`}
      variant={tab === 'pending' ? 'contained' : 'outlined'}
      color={tab === 'pending' ? 'warning' : 'primary'}
      size={size}
      aria-label={`${label}: ${contract.estate.name}, contract #${contract.contractNumber}`}
    >
      {label}
    </Button>
  );
}
