import Stack from '@mui/material/Stack';
import { LoadingState, PageHeader } from '@grovekeeper/shared';
import { ProfileUnavailable } from '../../profile/components/ProfileUnavailable';
import { usePageProfile } from '../../profile/hooks/usePageProfile';
import { AppearanceSection } from './AppearanceSection';
import { SettingsEditor } from './SettingsEditor';
import { SETTINGS_SUBTITLE } from '../utils/settings-texts';

/** /settings. The theme switch works even when the profile could not be loaded. */
export function SettingsPage() {
  const { profile, status } = usePageProfile();
  if (status === 'ready' && profile) return <SettingsEditor profile={profile} />;
  return (
    <>
      <PageHeader title="Settings" subtitle={SETTINGS_SUBTITLE} />
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <AppearanceSection />
        {status === 'error' ? <ProfileUnavailable /> : <LoadingState label="Loading settings..." />}
      </Stack>
    </>
  );
}
