import Stack from '@mui/material/Stack';
import { LoadingState, PageHeader } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { ProfileUnavailable } from '../../profile/components/ProfileUnavailable';
import { usePageProfile } from '../../profile/hooks/usePageProfile';
import { AppearanceSection } from './AppearanceSection';
import { NotificationsSection } from './NotificationsSection';
import { SettingsEditor } from './SettingsEditor';
import '../../../i18n/parts/settings';

/** /settings. The theme switch works even when the profile could not be loaded. */
export function SettingsPage() {
  const { t } = useT();
  const { profile, status } = usePageProfile();
  if (status === 'ready' && profile) return <SettingsEditor profile={profile} />;
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <AppearanceSection />
        <NotificationsSection />
        {status === 'error' ? (
          <ProfileUnavailable />
        ) : (
          <LoadingState label={t('settings.loading')} />
        )}
      </Stack>
    </>
  );
}
