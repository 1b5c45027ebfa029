import { useState } from 'react';
import { errorMessage, i18nKey, notifyError, notifySuccess, useLoad } from '@grovekeeper/shared';
import type { WorkerProfile, WorkerProfileInput } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { useFixedText } from '../../common/hooks/useFixedText';
import { getWorkerProfile } from '../api/get-worker-profile';
import { saveWorkerProfile } from '../api/save-worker-profile';

export interface ProfileToast {
  title: string;
  description: string;
}

/** The caller's worker profile: loaded once, saved with a toast either way. */
export function useWorkerProfile() {
  const { data, setData, status, error, retry } = useLoad(
    getWorkerProfile,
    useFixedText(i18nKey('profile.loadFailed')),
  );
  const [saving, setSaving] = useState(false);

  /** Resolves true when saved, so a form can close; a failure stays on screen as a toast. */
  const save = async (input: WorkerProfileInput, success: ProfileToast): Promise<boolean> => {
    setSaving(true);
    try {
      const saved = await saveWorkerProfile(input);
      setData(saved);
      notifySuccess(success.title, success.description);
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, t('profile.saveFailed')));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { profile: data as WorkerProfile | null, status, error, retry, saving, save };
}
