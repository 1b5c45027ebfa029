import { LoadingState, PageHeader } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { usePageProfile } from '../hooks/usePageProfile';
import { ProfileEditor } from './ProfileEditor';
import { ProfileUnavailable } from './ProfileUnavailable';

/** /profile: the user's own profile, loaded through the store the header shares. */
export function ProfilePage() {
  const { t } = useT();
  const { profile, status } = usePageProfile();
  if (status === 'ready' && profile) return <ProfileEditor profile={profile} />;
  return (
    <>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      {status === 'error' ? <ProfileUnavailable /> : <LoadingState label={t('profile.loading')} />}
    </>
  );
}
