import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '../../../i18n';
import '../../../i18n/parts/sync';

export interface SignOutPromptProps {
  /** Changes of the signed-in user this phone has not sent yet. */
  count: number;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * Asked before signing out with changes not sent: they stay on the phone either way (sent at
 * the user's next sign-in here). Staying signed in is the default: it has the focus, and
 * Escape or a click outside choose it.
 */
export function SignOutPrompt({ count, onStay, onSignOut }: SignOutPromptProps) {
  const { t } = useT();
  const id = useId();
  return (
    <Dialog
      open
      onClose={onStay}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
    >
      <DialogTitle id={`${id}-title`}>{t('sync.signOut.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-description`}>
          {t('sync.signOut.description', { count })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={onSignOut}>
          {t('sync.signOut.signOutAnyway')}
        </Button>
        <Button variant="contained" autoFocus onClick={onStay}>
          {t('sync.signOut.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
