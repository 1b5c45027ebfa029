import CloudOffIcon from '@mui/icons-material/CloudOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RemoteName } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { SECTION_NAMES } from '../utils/section-names';

export interface RemoteUnavailableProps {
  remote: RemoteName;
  onRetry: () => void;
}

/** Shown in place of a remote that could not load or crashed; the rest of the app keeps working. */
export function RemoteUnavailable({ remote, onRetry }: RemoteUnavailableProps) {
  const { t } = useT();
  const section = t(SECTION_NAMES[remote]);
  return (
    <Card data-testid="remote-unavailable" data-remote={remote} role="alert">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
          <CloudOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
          <Typography variant="h2" component="h2">
            {t('remotes.unavailable.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
            {t('remotes.unavailable.description', { section })}
          </Typography>
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
