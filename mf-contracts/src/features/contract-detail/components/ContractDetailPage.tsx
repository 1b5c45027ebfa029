import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router-dom';
import { BackLink, LoadingState, PageHeader, useCurrentUserId } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { ContractRoleChip } from '../../common/components/ContractRoleChip';
import { ContractStatusChip } from '../../common/components/ContractStatusChip';
import { APPLICATIONS_PATH } from '../../common/utils/messages';
import { roleOf } from '../../common/utils/contract-role';
import { useContractActions } from '../hooks/useContractActions';
import { useContractDetail } from '../hooks/useContractDetail';
import { useLifecycleActions } from '../hooks/useLifecycleActions';
import { useTermsEditor } from '../hooks/useTermsEditor';
import { ContractNotFound } from './ContractNotFound';
import { ContractTermsCard } from './ContractTermsCard';
import { ContractTimeline } from './ContractTimeline';
import { PartiesCard } from './PartiesCard';
import { PropertyInfoCard } from './PropertyInfoCard';
import { RatingCard, showsRating } from './RatingCard';
import { RelistCard, showsRelist } from './RelistCard';
import { SigningCard } from './SigningCard';
import { TerminationCard, showsTermination } from './TerminationCard';

/** `/rental-contracts/:contractId`: one contract for either party; edit, submit and sign. */
export function ContractDetailPage() {
  const { t } = useT();
  const { contractId = '' } = useParams();
  const { contract, setContract, status } = useContractDetail(contractId);
  const userId = useCurrentUserId();
  const editor = useTermsEditor(contract, setContract);
  const actions = useContractActions(contract, setContract);
  const lifecycle = useLifecycleActions(contract, setContract);

  if (status === 'not-found') return <ContractNotFound />;
  if (status === 'loading' || !contract) return <LoadingState label={t('detail.loading')} />;

  const role = roleOf(contract, userId);
  const canEdit = contract.status === 'draft' && role === 'Owner';
  const side = role === 'Owner' ? 'owner' : role === 'Tenant' ? 'tenant' : null;
  const canSign =
    contract.status === 'pending_signature' &&
    side !== null &&
    !contract.signatures?.[side]?.signed;

  return (
    <>
      <PageHeader
        title={t('detail.title', { number: contract.contractNumber })}
        subtitle={contract.estate.name}
        actions={
          <>
            <BackLink to={APPLICATIONS_PATH}>{t('common.back')}</BackLink>
            <Button
              variant="outlined"
              onClick={() => void actions.download()}
              disabled={actions.busy === 'download'}
              startIcon={
                actions.busy === 'download' ? (
                  <CircularProgress size={16} color="inherit" />
                ) : (
                  <DownloadIcon />
                )
              }
            >
              {t('detail.downloadPdf')}
            </Button>
          </>
        }
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 3, flexWrap: 'wrap' }}>
        <ContractStatusChip status={contract.status} />
        <ContractRoleChip role={role} />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {canSign && side && (
            <SigningCard
              signing={actions.busy === 'sign'}
              onSign={() => actions.sign(contract[side]?.name ?? '')}
            />
          )}
          {showsRating(contract, side) && side && (
            <RatingCard contract={contract} side={side} actions={lifecycle} />
          )}
          {showsTermination(contract) && (
            <TerminationCard contract={contract} side={side} actions={lifecycle} />
          )}
          <PropertyInfoCard contract={contract} />
          <ContractTermsCard
            contract={contract}
            canEdit={canEdit}
            editor={editor}
            submitting={actions.busy === 'submit'}
            onSubmit={actions.submit}
          />
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <PartiesCard contract={contract} userId={userId} />
          {showsRelist(contract, role === 'Owner') && (
            <RelistCard contract={contract} actions={lifecycle} />
          )}
          <ContractTimeline events={contract.timeline ?? []} />
        </Stack>
      </Box>
    </>
  );
}
