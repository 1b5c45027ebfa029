import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@grovekeeper/shared';
import type { EstateMember } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { transferOwnership } from '../api/team';
import '../../../i18n/parts/team';

export interface TransferOwnershipDialogProps {
  estateId: string;
  estateName: string;
  /** The member who would become the owner; null: closed. */
  member: EstateMember | null;
  onClose: () => void;
  /** The team as it is after the transfer. */
  onTransferred: (members: EstateMember[], member: EstateMember) => void;
}

/**
 * Hands the estate to a member, once the owner typed the estate's name: the member becomes
 * the owner and the caller a manager (the server refuses while listings carry their name).
 */
export function TransferOwnershipDialog({
  estateId,
  estateName,
  member,
  onClose,
  onTransferred,
}: TransferOwnershipDialogProps) {
  const { t } = useT();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmed = typed.trim() === estateName.trim();

  const close = () => {
    if (busy) return;
    setTyped('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!member || !confirmed) return;
    setBusy(true);
    setError(null);
    transferOwnership(estateId, member.userId)
      .then((members) => {
        setTyped('');
        onTransferred(members, member);
      })
      .catch((failure: unknown) => setError(errorMessage(failure, t('team.transferFailed'))))
      .finally(() => setBusy(false));
  };

  const name = member?.name ?? '';
  return (
    <Dialog open={member !== null} onClose={close} aria-labelledby="transfer-title" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="transfer-title">
          {t('team.transferTitle', { name, estate: estateName })}
        </DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <DialogContentText sx={{ mb: 2 }}>
            {t('team.transferDescription', { name, estate: estateName })}
          </DialogContentText>
          <TextField
            label={t('team.transferTypeName', { estate: estateName })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            fullWidth
            autoFocus
            autoComplete="off"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!confirmed || busy}>
            {busy ? t('team.transferring') : t('team.transferConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
