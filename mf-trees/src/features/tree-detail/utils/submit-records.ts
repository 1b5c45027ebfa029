import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { Harvest, NewHarvest, Tree, TreePhoto } from '@grovekeeper/shared';
import type { SubmitResult } from '@grovekeeper/shared/offline';
import { loadOfflineEngine } from '@grovekeeper/shared/offline/lazy';
import { t } from '../../../i18n';
import { treeRefOf } from '../../common/offline/stored-tree';
import '../../../i18n/parts/tree-detail';
import '../../../i18n/parts/offline';

/** A new record: the server's (sent now), 'queued' (kept on this phone), or null (refused). */
export type Submitted<T> = T | 'queued' | null;

interface Texts {
  sent: string;
  queued: string;
  failed: string;
}

/**
 * Sends a new record through the offline queue (the engine loads with the first record) and
 * says how it went in a toast.
 */
async function submitRecord<T>(
  submit: () => Promise<SubmitResult>,
  key: string,
  texts: Texts,
): Promise<Submitted<T>> {
  try {
    const result = await submit();
    if (result.status === 'sent') {
      const record = (result.body as Record<string, T> | null)?.[key];
      notifySuccess(texts.sent);
      return record ?? 'queued';
    }
    // Photos and harvests are new records: they never conflict, they wait to be sent.
    notifySuccess(texts.queued);
    return 'queued';
  } catch (failure) {
    notifyError(errorMessage(failure, texts.failed));
    return null;
  }
}

/** A new photo of the tree (resized on the phone first), sent now or when back in range. */
export function addPhoto(tree: Tree, file: File, caption: string): Promise<Submitted<TreePhoto>> {
  return submitRecord(
    async () =>
      (await loadOfflineEngine()).submitPhoto(treeRefOf(tree), file, file.name, caption.trim()),
    'photo',
    {
      sent: t('photos.uploaded'),
      queued: t('offline.photoSaved'),
      failed: t('photos.uploadFailed'),
    },
  );
}

/** A new harvest record of the tree, sent now or when back in range. */
export function recordHarvest(tree: Tree, harvest: NewHarvest): Promise<Submitted<Harvest>> {
  const submit = async () => (await loadOfflineEngine()).submitHarvest(treeRefOf(tree), harvest);
  return submitRecord(submit, 'harvest', {
    sent: t('harvests.added'),
    queued: t('offline.harvestSaved'),
    failed: t('harvests.addFailed'),
  });
}
