import Box from '@mui/material/Box';
import type { Contract } from '@grovekeeper/shared';
import { roleOf } from '../../../utils/contract-role';
import type { ContractsTab } from '../hooks/useContractsTab';
import { ContractCard } from './ContractCard';

export interface ContractsGridProps {
  contracts: readonly Contract[];
  userId: string | null;
  tab: ContractsTab;
}

export function ContractsGrid({ contracts, userId, tab }: ContractsGridProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
      }}
    >
      {contracts.map((contract) => (
        <ContractCard
          key={contract._id}
          contract={contract}
          role={roleOf(contract, userId)}
          tab={tab}
        />
      ))}
    </Box>
  );
}
