import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useT } from '../../../i18n';
import { reloadPage } from '../utils/reload-page';
import '../../../i18n/parts/tree-tagging';

/** What the tagging page shows after a crash: the spec's text and a full reload. */
export function ScannerCrashScreen() {
  const { t } = useT();
  return (
    <Alert
      severity="error"
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="large"
          startIcon={<RefreshIcon />}
          onClick={reloadPage}
        >
          {t('tagging.refreshPage')}
        </Button>
      }
    >
      {t('tagging.messages.scannerCrashed')}
    </Alert>
  );
}
