import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import {
  LoadingState,
  errorMessage,
  formatDate,
  notifyError,
  notifySuccess,
  useLoad,
} from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { acceptInvitation, getInvitation } from '../api/team';
import '../../../i18n/parts/team';

/**
 * `/invitations/:token`: who invites, to which estate, with which role; Accept. The page is
 * behind the shell's guard: a signed-out visitor signs in (or registers, then signs in) and
 * comes back here.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { t } = useT();
  const navigate = useNavigate();
  const load = useCallback(() => getInvitation(token), [token]);
  const invitation = useLoad(token ? load : null, t('invitation.invalid'), { toast: 'never' });
  const [busy, setBusy] = useState(false);

  if (invitation.status === 'loading') return <LoadingState label={t('invitation.loading')} />;
  if (!invitation.data || invitation.status !== 'ready') {
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto' }}>
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          {t('invitation.title')}
        </Typography>
        <Alert severity="error">
          {invitation.status === 'not-found' || !invitation.error
            ? t('invitation.invalid')
            : invitation.error}
        </Alert>
      </Box>
    );
  }
  const preview = invitation.data;

  const accept = () => {
    setBusy(true);
    acceptInvitation(token)
      .then(({ estateId }) => {
        notifySuccess(t('invitation.accepted', { estate: preview.estate.name }));
        void navigate(`/estates/${estateId ?? preview.estate.id}`);
      })
      .catch((failure: unknown) => {
        notifyError(errorMessage(failure, t('invitation.acceptFailed')));
        setBusy(false);
      });
  };

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {t('invitation.title')}
      </Typography>
      <Card>
        <CardContent>
          <Typography sx={{ mb: 1 }}>
            {t('invitation.text', {
              name: preview.invitedBy?.name ?? t('invitation.someone'),
              estate: preview.estate.name,
              role: t(`team.roles.${preview.role}`),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('invitation.sentTo', { email: preview.email })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('invitation.expires', { date: formatDate(preview.expiresAt) })}
          </Typography>
          <Button variant="contained" disabled={busy} onClick={accept}>
            {busy ? t('invitation.accepting') : t('invitation.accept')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
