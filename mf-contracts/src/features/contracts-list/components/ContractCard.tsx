import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import SquareFootIcon from '@mui/icons-material/SquareFoot';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { formatArea, formatDate } from '@grovekeeper/shared';
import type { Contract } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { ContractRoleChip } from '../../common/components/ContractRoleChip';
import { ContractStatusChip } from '../../common/components/ContractStatusChip';
import type { ContractRole } from '../../common/utils/contract-role';
import { lastDayOf } from '../../common/utils/contract-role';
import { NO_VALUE, formatPrice } from '../../common/utils/format';
import type { ContractsTab } from '../hooks/useContractsTab';
import { ContractActionButton } from './ContractActionButton';
import '../../../i18n/parts/contracts-list';

/** One line of the card: an icon, and the label only where the value alone is unclear. */
function Fact({ icon, label, children }: { icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
      <Box aria-hidden sx={{ display: 'flex', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2">
        {label && `${label}: `}
        {children}
      </Typography>
    </Box>
  );
}

export interface ContractCardProps {
  contract: Contract;
  role: ContractRole;
  tab: ContractsTab;
}

/** One contract as a card; on Pending Signature it is highlighted and asks for action. */
export function ContractCard({ contract, role, tab }: ContractCardProps) {
  const { t } = useT();
  const pending = tab === 'pending';
  const period = contract.contractTerms?.rentalPeriod;
  return (
    <Card
      component="article"
      aria-labelledby={`contracts:card-${contract._id}`}
      data-testid="contracts:card"
      data-highlighted={pending ? 'true' : undefined}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        ...(pending && {
          borderColor: 'warning.main',
          borderWidth: 2,
          borderStyle: 'solid',
          backgroundColor: alpha(theme.palette.warning.main, 0.08),
        }),
      })}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
          <Typography
            id={`contracts:card-${contract._id}`}
            variant="h3"
            component="h3"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {contract.estate.name}
          </Typography>
          <ContractStatusChip status={contract.status} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <ContractRoleChip role={role} />
          {pending && <Chip size="small" color="warning" label={t('list.card.actionRequired')} />}
        </Stack>
        <Stack spacing={0.75}>
          <Fact icon={<LocationOnIcon />}>{contract.estate.address || '—'}</Fact>
          <Fact icon={<CalendarMonthIcon />} label={t('list.card.start')}>
            {formatDate(period?.startDate, NO_VALUE)}
          </Fact>
          {!pending && (
            <Fact
              icon={<EventBusyIcon />}
              label={
                contract.termination?.status !== 'accepted'
                  ? t('list.card.end')
                  : contract.status === 'terminated'
                    ? t('list.card.endedEarly')
                    : t('list.card.endsEarly')
              }
            >
              {formatDate(lastDayOf(contract), NO_VALUE)}
            </Fact>
          )}
          <Fact icon={<SquareFootIcon />}>
            {formatArea(contract.contractTerms?.landArea ?? contract.estate.landArea)}
          </Fact>
        </Stack>
        <Box
          sx={{
            mt: 1.5,
            display: 'flex',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            #{contract.contractNumber}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatPrice(contract.contractTerms?.price)}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <ContractActionButton contract={contract} tab={tab} />
      </CardActions>
    </Card>
  );
}
