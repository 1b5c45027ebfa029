import { useState } from 'react';
import {
  errorMessage,
  notifyError,
  notifySuccess,
  useLoad,
  withoutNotFound,
} from '@grovekeeper/shared';
import { useFixedText } from '../../common/hooks/useFixedText';
import type { Submitted } from '../utils/submit-records';

/** offline: the records are not loaded (no signal); a new one can still be added. */
export type TreeRecordsStatus = 'loading' | 'ready' | 'error' | 'offline';

// One empty list for every render until the answer, so effects that follow it do not rerun.
const NO_RECORDS: never[] = [];

/**
 * A list of a tree's records (its harvests, its photos): loaded unless `load` is null (no
 * signal), shown in place when it fails, and changed by `add` (through the offline queue) and
 * `change` (one record at a time, each reporting its own outcome).
 */
export function useTreeRecords<Item extends { id: string }>(
  load: (() => Promise<Item[]>) | null,
  loadFailed: () => string,
) {
  const fallback = useFixedText(loadFailed);
  // The tab shows the failure in place.
  const { data, setData, status, error, retry } = useLoad(load, fallback, { toast: 'never' });
  const records: Item[] = data ?? NO_RECORDS;
  const [adding, setAdding] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);

  /** Adds a record; one the server stored joins the list at once (`place` puts it there). */
  const add = async (
    submit: () => Promise<Submitted<Item>>,
    place: (current: Item[], created: Item) => Item[],
  ): Promise<boolean> => {
    setAdding(true);
    try {
      const created = await submit();
      if (created && created !== 'queued') {
        setData((current) => place(current ?? [], created));
      }
      return created !== null;
    } finally {
      setAdding(false);
    }
  };

  /**
   * Changes the record `recordId` on the server; `send` answers how the list changes. Says
   * `done` when it worked, the server's reason (or `failed`) when it did not.
   */
  const change = async (
    recordId: string,
    send: () => Promise<(current: Item[]) => Item[]>,
    done: () => string,
    failed: () => string,
  ): Promise<boolean> => {
    setBusyId(recordId);
    try {
      const update = await send();
      setData((current) => update(current ?? []));
      notifySuccess(done());
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, failed()));
      return false;
    } finally {
      setBusyId(null);
    }
  };

  /** The server's list again, without a loading state (a queued record was sent meanwhile). */
  const refresh = async (): Promise<void> => {
    if (!load) return;
    try {
      setData(await load());
    } catch {
      retry(); // shown in place as any failed load
    }
  };

  const recordsStatus: TreeRecordsStatus = load ? withoutNotFound(status) : 'offline';
  return { records, status: recordsStatus, error, adding, busyId, add, change, refresh };
}
