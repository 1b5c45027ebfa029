import { useEffect } from 'react';
import { errorMessage, notifyError } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { useProfileStore } from '../stores/profile-store';

/**
 * The profile for the profile and settings pages. Unlike the header (which only logs a
 * failure), a page retries a failed or missing load when it opens and reports a failure
 * with the spec's error toast.
 */
export function usePageProfile() {
  const profile = useProfileStore((state) => state.profile);
  const status = useProfileStore((state) => state.status);

  useEffect(() => {
    const { status: current, load } = useProfileStore.getState();
    if (current === 'ready') return;
    load().catch((error: unknown) =>
      notifyError(errorMessage(error, t('profile.loadFailedToast'))),
    );
  }, []);

  return { profile, status };
}
