import Alert from '@mui/material/Alert';
import { useT } from '../../../i18n';

/** The spec's load-failure text, shared by the profile and settings pages. */
export function ProfileUnavailable() {
  const { t } = useT();
  return <Alert severity="error">{t('profile.unavailable')}</Alert>;
}
