import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { errorMessage, isValidEmail } from '@grovekeeper/shared';
import type { EstateInvitation, MemberRole } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { createInvitation } from '../api/team';
import { CopyLinkButton } from './CopyLinkButton';
import { InvitationLink } from './InvitationLink';
import '../../../i18n/parts/team';

export interface InviteDialogProps {
  open: boolean;
  estateId: string;
  estateName: string;
  roles: readonly MemberRole[];
  onClose: () => void;
  onInvited: (invitation: EstateInvitation) => void;
}

/** E-mail and role; once created, the single-use link to copy. */
export function InviteDialog({
  open,
  estateId,
  estateName,
  roles,
  onClose,
  onInvited,
}: InviteDialogProps) {
  const { t } = useT();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>(
    roles.includes('field_staff') ? 'field_staff' : (roles[0] ?? 'viewer'),
  );
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<EstateInvitation | null>(null);

  const close = () => {
    setEmail('');
    setEmailError(null);
    setError(null);
    setCreated(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setEmailError(t('team.emailInvalid'));
      return;
    }
    setEmailError(null);
    setError(null);
    setBusy(true);
    createInvitation(estateId, { email: address, role })
      .then((invitation) => {
        setCreated(invitation);
        onInvited(invitation);
      })
      .catch((failure: unknown) => setError(errorMessage(failure, t('team.inviteFailed'))))
      .finally(() => setBusy(false));
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="invite-title">
      <DialogTitle id="invite-title">{t('team.inviteTitle', { estate: estateName })}</DialogTitle>
      {created ? (
        <>
          <DialogContent>
            <InvitationLink email={created.email} url={created.url ?? ''} />
          </DialogContent>
          <DialogActions>
            {created.url && <CopyLinkButton url={created.url} />}
            <Button onClick={close}>{t('team.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogContent>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <TextField
              label={t('team.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(emailError)}
              helperText={emailError ?? ' '}
              fullWidth
              required
              autoFocus
              sx={{ mb: 1 }}
            />
            <TextField
              select
              label={t('team.role')}
              value={role}
              onChange={(event) => setRole(event.target.value as MemberRole)}
              helperText={t(`team.roleHelp.${role}`)}
              fullWidth
            >
              {roles.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`team.roles.${option}`)}
                </MenuItem>
              ))}
            </TextField>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('team.close')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t('team.sending') : t('team.send')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
