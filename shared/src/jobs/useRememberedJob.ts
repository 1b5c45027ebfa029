import { useCallback, useState } from 'react';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The id of the job a page started, kept in localStorage under `key` (the page's domain
 * prefix, e.g. `estates:detection-job:<estate id>`), so the page follows it again when the
 * user comes back. `remember(null)` forgets it.
 */
export function useRememberedJob(key: string): [string | null, (jobId: string | null) => void] {
  const [jobId, setJobId] = useState<string | null>(() => read(key));
  const remember = useCallback(
    (next: string | null) => {
      try {
        if (next) localStorage.setItem(key, next);
        else localStorage.removeItem(key);
      } catch {
        // Without storage the page follows the job while it stays open.
      }
      setJobId(next);
    },
    [key],
  );
  return [jobId, remember];
}
