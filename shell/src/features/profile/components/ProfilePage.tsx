import { LoadingState, PageHeader } from '@grovekeeper/shared';
import { usePageProfile } from '../hooks/usePageProfile';
import { ProfileEditor } from './ProfileEditor';
import { ProfileUnavailable } from './ProfileUnavailable';

/** /profile: the user's own profile, loaded through the store the header shares. */
export function ProfilePage() {
  const { profile, status } = usePageProfile();
  if (status === 'ready' && profile) return <ProfileEditor profile={profile} />;
  return (
    <>
      <PageHeader title="Profile" subtitle="Manage your personal and professional information" />
      {status === 'error' ? <ProfileUnavailable /> : <LoadingState label="Loading profile..." />}
    </>
  );
}
