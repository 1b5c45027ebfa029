import DescriptionIcon from '@mui/icons-material/Description';
import DrawIcon from '@mui/icons-material/Draw';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import { SummaryCard } from '@grovekeeper/shared';
import type { ContractPage } from '../api/contract-page';
import { roleOf } from '../../common/utils/contract-role';
import { useT } from '../../../i18n';
import '../../../i18n/parts/contracts-list';

export interface ContractsSummaryCardsProps {
  mine: ContractPage;
  pending: ContractPage;
  userId: string | null;
}

/**
 * The four cards count every contract of the user (the server's counts over all pages);
 * from a server that does not count, they count the page at hand.
 */
export function ContractsSummaryCards({ mine, pending, userId }: ContractsSummaryCardsProps) {
  const { t } = useT();
  const roles = mine.contracts.map((contract) => roleOf(contract, userId));
  const onPage = (role: 'Owner' | 'Tenant') => roles.filter((found) => found === role).length;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        mb: 3,
      }}
    >
      <SummaryCard
        label={t('list.summary.total')}
        value={mine.total ?? mine.contracts.length}
        icon={<DescriptionIcon />}
      />
      <SummaryCard
        label={t('list.summary.pending')}
        value={pending.total ?? pending.contracts.length}
        icon={<DrawIcon />}
      />
      <SummaryCard
        label={t('list.summary.asOwner')}
        value={mine.asOwner ?? onPage('Owner')}
        icon={<HomeWorkIcon />}
      />
      <SummaryCard
        label={t('list.summary.asTenant')}
        value={mine.asTenant ?? onPage('Tenant')}
        icon={<PersonIcon />}
      />
    </Box>
  );
}
