import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { errorMessage, formatDate, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { EstateInvitation } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { renewInvitation, revokeInvitation } from '../api/team';
import { CopyLinkButton } from './CopyLinkButton';
import { InvitationLink } from './InvitationLink';
import '../../../i18n/parts/team';

export interface PendingInvitationsProps {
  estateId: string;
  invitations: EstateInvitation[] | null;
  onChange: (invitations: EstateInvitation[]) => void;
}

/**
 * The estate's pending invitations: revoke one, or make a new link for it (only the
 * token's hash is stored, so a link cannot be shown twice; the old one stops working).
 */
export function PendingInvitations({ estateId, invitations, onChange }: PendingInvitationsProps) {
  const { t } = useT();
  const [renewing, setRenewing] = useState<string | null>(null);
  const [renewed, setRenewed] = useState<EstateInvitation | null>(null);
  const rows = invitations ?? [];

  const revoke = (invitation: EstateInvitation) => {
    revokeInvitation(estateId, invitation.id).then(
      () => {
        onChange(rows.filter((row) => row.id !== invitation.id));
        notifySuccess(t('team.revoked'));
      },
      (failure: unknown) => notifyError(errorMessage(failure, t('team.revokeFailed'))),
    );
  };

  const renew = (invitation: EstateInvitation) => {
    setRenewing(invitation.id);
    renewInvitation(estateId, invitation.id)
      .then((fresh) => {
        onChange(rows.map((row) => (row.id === fresh.id ? { ...row, ...fresh } : row)));
        setRenewed(fresh);
      })
      .catch((failure: unknown) => notifyError(errorMessage(failure, t('team.renewFailed'))))
      .finally(() => setRenewing(null));
  };

  return (
    <Box component="section" aria-labelledby="team-invitations-heading" sx={{ mt: 3 }}>
      <Typography id="team-invitations-heading" variant="h3" component="h3" sx={{ mb: 1 }}>
        {t('team.invitations')}
      </Typography>
      {invitations && invitations.length === 0 && (
        <Typography color="text.secondary">{t('team.noInvitations')}</Typography>
      )}
      <List aria-labelledby="team-invitations-heading">
        {rows.map((invitation) => (
          <ListItem key={invitation.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={invitation.email}
              secondary={`${t(`team.roles.${invitation.role}`)} · ${t('team.expires', {
                date: formatDate(invitation.expiresAt),
              })}`}
            />
            {invitation.url && <CopyLinkButton url={invitation.url} />}
            <Button
              aria-label={t('team.renewLabel', { email: invitation.email })}
              disabled={renewing === invitation.id}
              onClick={() => renew(invitation)}
            >
              {renewing === invitation.id ? t('team.renewing') : t('team.renew')}
            </Button>
            <Button
              color="error"
              aria-label={t('team.revokeLabel', { email: invitation.email })}
              onClick={() => revoke(invitation)}
            >
              {t('team.revoke')}
            </Button>
          </ListItem>
        ))}
      </List>
      <Dialog
        open={renewed !== null}
        onClose={() => setRenewed(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="renewed-title"
      >
        <DialogTitle id="renewed-title">
          {t('team.renewTitle', { email: renewed?.email ?? '' })}
        </DialogTitle>
        <DialogContent>
          {renewed && <InvitationLink email={renewed.email} url={renewed.url ?? ''} />}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('team.renewOldLink')}
          </Typography>
        </DialogContent>
        <DialogActions>
          {renewed?.url && <CopyLinkButton url={renewed.url} />}
          <Button onClick={() => setRenewed(null)}>{t('team.close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
