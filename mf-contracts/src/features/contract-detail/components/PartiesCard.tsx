import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@grovekeeper/shared';
import type { Contract, ContractParty } from '@grovekeeper/shared';
import { NO_VALUE } from '../../common/utils/format';
import { DetailSection } from './DetailSection';
import { useT } from '../../../i18n';

/** The signing time wraps inside a narrow column instead of overflowing it. */
const WRAPPING_CHIP = {
  maxWidth: '100%',
  height: 'auto',
  py: 0.5,
  '& .MuiChip-label': { whiteSpace: 'normal' },
} as const;

function Party({
  contract,
  party,
  isYou,
}: {
  contract: Contract;
  party: ContractParty;
  isYou: boolean;
}) {
  const { t } = useT();
  const person = contract[party];
  const signature = contract.signatures?.[party];
  return (
    <Box data-testid={`contracts:party-${party}`}>
      <Typography variant="body2" color="text.secondary">
        {t(`roles.${party}`)}
        {isYou && t('detail.parties.you')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{person?.name || '—'}</Typography>
      {person?.email && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {person.email}
        </Typography>
      )}
      <Box sx={{ mt: 1 }}>
        {signature?.signed ? (
          <Chip
            size="small"
            color="success"
            icon={<CheckCircleIcon />}
            label={t('detail.parties.signedOn', {
              date: formatDateTime(signature.signedAt, NO_VALUE),
            })}
            sx={WRAPPING_CHIP}
          />
        ) : (
          <Chip
            size="small"
            variant="outlined"
            icon={<HourglassEmptyIcon />}
            label={t('detail.parties.notSigned')}
          />
        )}
      </Box>
    </Box>
  );
}

/** Owner and tenant, each with their signature, and the fingerprint of the signed terms. */
export function PartiesCard({ contract, userId }: { contract: Contract; userId: string | null }) {
  const { t } = useT();
  return (
    <DetailSection id="parties" title={t('detail.parties.title')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // Two columns where they fit; a long e-mail or signing time never widens a column past the card.
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
        }}
      >
        <Party contract={contract} party="owner" isYou={contract.owner?._id === userId} />
        <Party contract={contract} party="tenant" isYou={contract.tenant?._id === userId} />
      </Box>
      {contract.termsHash && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: 2, overflowWrap: 'anywhere' }}
          data-testid="contracts:terms-hash"
        >
          {t('detail.parties.fingerprint')}{' '}
          <Box component="code" sx={{ fontFamily: 'monospace' }}>
            {contract.termsHash}
          </Box>
        </Typography>
      )}
    </DetailSection>
  );
}
