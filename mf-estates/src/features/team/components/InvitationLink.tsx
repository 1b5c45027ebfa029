import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useT } from '../../../i18n';
import '../../../i18n/parts/team';

/** An invitation's link to copy, with what to do with it (the invite and new-link dialogs). */
export function InvitationLink({ email, url }: { email: string; url: string }) {
  const { t } = useT();
  return (
    <>
      <Alert severity="success" sx={{ mb: 2 }}>
        {t('team.linkReady', { email })}
      </Alert>
      <TextField
        label={t('team.link')}
        value={url}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invitation-link' } }}
        onFocus={(event) => event.target.select()}
      />
    </>
  );
}
