import { SyncBanner } from './SyncBanner';
import { SyncHeaderStatus } from './SyncHeaderStatus';

/** The frame's lazily loaded sync parts (see SyncSlot): one chunk with the offline module. */
export function SyncPart({ part }: { part: 'status' | 'banner' }) {
  return part === 'status' ? <SyncHeaderStatus /> : <SyncBanner />;
}
