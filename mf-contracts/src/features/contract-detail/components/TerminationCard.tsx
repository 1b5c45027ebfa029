import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog, formatDate, i18nKey } from '@grovekeeper/shared';
import type { Contract, ContractParty } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import type { LifecycleActions } from '../hooks/useLifecycleActions';
import { DateOnlyField } from './DateOnlyField';
import { DetailSection } from './DetailSection';

export interface TerminationCardProps {
  contract: Contract;
  /** The user's side, or null for someone who is not a party (read only). */
  side: ContractParty | null;
  actions: LifecycleActions;
}

const END_DATE_REQUIRED = i18nKey('detail.termination.errors.endDate');
const DATE_OUT_OF_RANGE = i18nKey('detail.termination.errors.range');
const REASON_REQUIRED = i18nKey('detail.termination.errors.reason');

const other = (side: ContractParty): ContractParty => (side === 'owner' ? 'tenant' : 'owner');

function Spinner() {
  return <CircularProgress size={16} color="inherit" />;
}

/** Whether the contract page shows the End early card at all. */
export function showsTermination(contract: Contract): boolean {
  return (
    contract.status === 'signed' ||
    contract.status === 'active' ||
    contract.termination?.status === 'accepted'
  );
}

/**
 * Ending a signed or active contract early: one party asks for a last day and gives a
 * reason; the other accepts (after a confirmation) or declines; the asker may withdraw.
 */
export function TerminationCard({ contract, side, actions }: TerminationCardProps) {
  const { t } = useT();
  const termination = contract.termination;
  const open = contract.status === 'signed' || contract.status === 'active';
  const nameOf = (party: ContractParty) => contract[party]?.name || t('detail.timeline.someone');

  let body;
  if (termination?.status === 'accepted') {
    body = (
      <Alert severity="info">
        {t('detail.termination.agreed', { date: formatDate(termination.endDate) })}
      </Alert>
    );
  } else if (termination?.status === 'pending') {
    body = <PendingRequest contract={contract} side={side} actions={actions} nameOf={nameOf} />;
  } else if (open && side) {
    body = (
      <>
        {termination?.status === 'declined' && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('detail.termination.declined', {
              name: nameOf(other(termination.requestedBy)),
              date: formatDate(termination.endDate),
            })}
          </Alert>
        )}
        <TerminationRequestForm contract={contract} actions={actions} />
      </>
    );
  } else {
    return null;
  }

  return (
    <DetailSection
      id="termination"
      title={t('detail.termination.title')}
      highlighted={
        termination?.status === 'pending' && side !== null && side !== termination.requestedBy
      }
    >
      {body}
    </DetailSection>
  );
}

function PendingRequest({
  contract,
  side,
  actions,
  nameOf,
}: TerminationCardProps & { nameOf: (party: ContractParty) => string }) {
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  const termination = contract.termination!;
  const date = formatDate(termination.endDate);
  const mine = side === termination.requestedBy;
  const busy = actions.busy;

  if (mine) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography sx={{ fontWeight: 500 }}>
          {t('detail.termination.waiting', { name: nameOf(other(termination.requestedBy)) })}
        </Typography>
        <Typography>
          {t('detail.termination.youAsked', { date, reason: termination.reason })}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => void actions.withdraw()}
          disabled={busy !== null}
          startIcon={busy === 'withdraw' ? <Spinner /> : undefined}
        >
          {busy === 'withdraw'
            ? t('detail.termination.withdrawing')
            : t('detail.termination.withdraw')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography>
        {t('detail.termination.asked', {
          name: nameOf(termination.requestedBy),
          date,
          reason: termination.reason,
        })}
      </Typography>
      {side && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="error"
            onClick={() => setConfirming(true)}
            disabled={busy !== null}
          >
            {t('detail.termination.accept')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => void actions.decline()}
            disabled={busy !== null}
            startIcon={busy === 'decline' ? <Spinner /> : undefined}
          >
            {busy === 'decline'
              ? t('detail.termination.declining')
              : t('detail.termination.decline')}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        destructive
        title={t('detail.termination.confirmTitle')}
        description={t('detail.termination.confirmText', { date })}
        confirmLabel={t('detail.termination.accept')}
        busyLabel={t('detail.termination.accepting')}
        busy={busy === 'accept'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          void actions.accept().then((done) => {
            if (done) setConfirming(false);
          });
        }}
      />
    </Stack>
  );
}

function TerminationRequestForm({
  contract,
  actions,
}: {
  contract: Contract;
  actions: LifecycleActions;
}) {
  const { t } = useT();
  const [endDate, setEndDate] = useState('');
  const [reason, setReason] = useState('');
  const [outOfRange, setOutOfRange] = useState(false);
  const [errors, setErrors] = useState<{ endDate?: string; reason?: string }>({});
  const sending = actions.busy === 'request';

  const send = () => {
    const problems = {
      ...(endDate ? {} : { endDate: END_DATE_REQUIRED }),
      ...(endDate && outOfRange ? { endDate: DATE_OUT_OF_RANGE } : {}),
      ...(reason.trim() ? {} : { reason: REASON_REQUIRED }),
    };
    setErrors(problems);
    if (problems.endDate || problems.reason) return;
    // On success the card shows the pending request; on failure the form keeps its values.
    void actions.request({ endDate, reason: reason.trim() });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('detail.termination.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="body2">
        {t('detail.termination.intro', {
          date: formatDate(contract.contractTerms?.rentalPeriod?.endDate, '—'),
        })}
      </Typography>
      <DateOnlyField
        label={t('detail.termination.endDate')}
        value={endDate}
        onChange={(value) => {
          setEndDate(value);
          if (value) setErrors((current) => ({ ...current, endDate: undefined }));
        }}
        maxDate={contract.contractTerms?.rentalPeriod?.endDate}
        onRangeError={setOutOfRange}
        disabled={sending}
        error={errors.endDate ? t(errors.endDate) : null}
      />
      <TextField
        label={t('detail.termination.reason')}
        required
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim())
            setErrors((current) => ({ ...current, reason: undefined }));
        }}
        error={Boolean(errors.reason)}
        helperText={errors.reason ? t(errors.reason) : undefined}
        disabled={sending}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Box>
        <Button
          type="submit"
          variant="outlined"
          color="warning"
          disabled={actions.busy !== null}
          startIcon={sending ? <Spinner /> : undefined}
        >
          {sending ? t('detail.termination.asking') : t('detail.termination.ask')}
        </Button>
      </Box>
    </Box>
  );
}
