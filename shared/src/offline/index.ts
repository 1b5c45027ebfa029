// Field work without signal (issue 26): the phone's store of trees and its queue of changes.
// A subpath of its own (`@grovekeeper/shared/offline`), outside the first-load shared chunk.
export type {
  ChangeConflict,
  ChangeKind,
  ChangeStatus,
  OfflineEstate,
  OfflineTree,
  QueuedChange,
  SubmitResult,
  SyncStatus,
  TreeFieldsChange,
  TreeRef,
} from './types';
export { submitHarvest, submitPhoto, submitTreeChange } from './submit';
export { resolveConflict, retryChange, startSync, syncDue, syncNow } from './sync';
export { discardChange, pendingChanges, queuedChanges, withLocalChanges } from './queue';
export {
  useOnline,
  useOfflineEstates,
  useQueuedChanges,
  useSyncStatus,
  watchOfflineEstates,
  watchQueuedChanges,
} from './hooks';
export {
  clearOfflineData,
  findOfflineTree,
  makeEstateAvailableOffline,
  refreshOfflineEstates,
  removeEstateOffline,
} from './store';
export { fitWithin, MAX_PHOTO_PIXELS, resizePhoto } from './photo';
export { isNetworkFailure } from './transport';
export { backoffDelay } from './sender';
export { closeOfflineDb } from './db';
