import { useEffect } from 'react';
import SignalOffIcon from '@mui/icons-material/SignalCellularConnectedNoInternet0Bar';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { startSync, useOnline } from '@grovekeeper/shared/offline';
import { useT } from '../../../i18n';
import '../../../i18n/parts/sync';
import { SignOutGuard } from './SignOutGuard';

/**
 * Under the header: runs the sync engine while the user is signed in (stopped when the frame
 * unmounts, i.e. at sign-out), asks before a sign-out that leaves changes behind, and, while
 * the browser is offline, says that changes are kept on the phone. The live region is always
 * there, so screen readers announce the banner.
 */
export function SyncBanner() {
  const { t } = useT();
  const online = useOnline();
  useEffect(() => startSync(), []);
  return (
    <>
      <SignOutGuard />
      <Box role="status" aria-live="polite" data-testid="offline-banner">
        {!online && (
          <Alert
            role="none"
            severity="warning"
            icon={<SignalOffIcon fontSize="inherit" />}
            sx={{ borderRadius: 0, py: 0.25, overflowWrap: 'anywhere' }}
          >
            {t('sync.banner')}
          </Alert>
        )}
      </Box>
    </>
  );
}
