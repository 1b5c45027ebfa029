import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useT } from '../../../i18n';

/** Shown when one of the shell's own pages throws; the sidebar and header stay usable. */
export function PageFailed() {
  const { t } = useT();
  return (
    <Alert severity="error">
      <AlertTitle>{t('pageFailed.title')}</AlertTitle>
      {t('pageFailed.description')}
    </Alert>
  );
}
