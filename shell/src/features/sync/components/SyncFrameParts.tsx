// The frame's lazily loaded sync parts (see SyncSlot): one chunk with the offline module.
export { SyncBanner } from './SyncBanner';
export { SyncHeaderStatus } from './SyncHeaderStatus';
