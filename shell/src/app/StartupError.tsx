import { useState } from 'react';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppThemeProvider } from '@grovekeeper/shared';
import { useT } from '../i18n';

export interface StartupErrorProps {
  /** The technical reason, shown small for whoever is asked to help. */
  detail: string;
  /** Tries start-up again; resolves when the attempt is over (either way). */
  onRetry: () => Promise<void>;
}

/**
 * Full-page error for when /config/app.json cannot be loaded: without it the shell knows
 * neither the API nor the remotes, so there is nothing else it could render.
 */
export function StartupError({ detail, onRetry }: StartupErrorProps) {
  // Rendered at the root, with no Suspense above: English until the language's texts arrive.
  const { t } = useT({ useSuspense: false });
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <AppThemeProvider>
      <Box
        component="main"
        role="alert"
        sx={{
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 3,
        }}
      >
        <Stack spacing={2} sx={{ maxWidth: 520, textAlign: 'center', alignItems: 'center' }}>
          <CloudOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
          <Typography variant="h1">{t('startup.title')}</Typography>
          <Typography color="text.secondary">{t('startup.description')}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {detail}
          </Typography>
          <Button
            variant="contained"
            startIcon={<RefreshIcon />}
            onClick={() => void retry()}
            disabled={retrying}
          >
            {retrying ? t('startup.retrying') : t('actions.retry')}
          </Button>
        </Stack>
      </Box>
    </AppThemeProvider>
  );
}
