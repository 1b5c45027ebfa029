import DescriptionIcon from '@mui/icons-material/Description';
import DrawIcon from '@mui/icons-material/Draw';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import { SummaryCard } from '@grovekeeper/shared';
import type { Contract } from '@grovekeeper/shared';
import { roleOf } from '../../common/utils/contract-role';

export interface ContractsSummaryCardsProps {
  mine: readonly Contract[];
  pending: readonly Contract[];
  userId: string | null;
}

export function ContractsSummaryCards({ mine, pending, userId }: ContractsSummaryCardsProps) {
  const roles = mine.map((contract) => roleOf(contract, userId));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        mb: 3,
      }}
    >
      <SummaryCard label="Total Contracts" value={mine.length} icon={<DescriptionIcon />} />
      <SummaryCard label="Pending Signature" value={pending.length} icon={<DrawIcon />} />
      <SummaryCard
        label="As Owner"
        value={roles.filter((role) => role === 'Owner').length}
        icon={<HomeWorkIcon />}
      />
      <SummaryCard
        label="As Tenant"
        value={roles.filter((role) => role === 'Tenant').length}
        icon={<PersonIcon />}
      />
    </Box>
  );
}
