import { useCallback, useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import '../../../i18n/parts/sync';

/**
 * Runs one of the sync page's actions (retry, discard, keep mine...): busy while it runs, a
 * toast with `done` when it worked, the reason when it did not.
 */
export function useSyncAction(): {
  busy: boolean;
  run: (action: () => Promise<unknown>, done?: string) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await action();
      if (done) notifySuccess(done);
    } catch (error) {
      notifyError(t('sync.change.actionFailed', { reason: errorMessage(error, String(error)) }));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
