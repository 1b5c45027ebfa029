import { CardGrid } from '@grovekeeper/shared';
import type { Contract } from '@grovekeeper/shared';
import { roleOf } from '../../common/utils/contract-role';
import type { ContractsTab } from '../hooks/useContractsTab';
import { ContractCard } from './ContractCard';

export interface ContractsGridProps {
  contracts: readonly Contract[];
  userId: string | null;
  tab: ContractsTab;
}

export function ContractsGrid({ contracts, userId, tab }: ContractsGridProps) {
  return (
    <CardGrid>
      {contracts.map((contract) => (
        <ContractCard
          key={contract._id}
          contract={contract}
          role={roleOf(contract, userId)}
          tab={tab}
        />
      ))}
    </CardGrid>
  );
}
