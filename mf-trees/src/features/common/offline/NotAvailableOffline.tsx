import CloudOffIcon from '@mui/icons-material/CloudOff';
import { EmptyState } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import '../../../i18n/parts/offline';

/** In place of what needs the server while there is no signal: not an error, a plain word. */
export function NotAvailableOffline() {
  const { t } = useT();
  return (
    <EmptyState
      icon={<CloudOffIcon />}
      title={t('offline.notAvailable')}
      description={t('offline.notAvailableHint')}
    />
  );
}
