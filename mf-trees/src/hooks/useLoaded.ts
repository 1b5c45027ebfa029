import { useCallback, useEffect, useState } from 'react';
import { errorMessage, errorStatus } from '@grovekeeper/shared';

export type LoadStatus = 'loading' | 'ready' | 'not-found' | 'error';

/**
 * One record loaded by id: loading, ready, not found (404) or failed with the server's
 * message (else `fallback`), with a retry. `load` must be a stable function (a module-level
 * API call), or every render would load again.
 */
export function useLoaded<T>(id: string, load: (id: string) => Promise<T>, fallback: string) {
  const [value, setValue] = useState<T | null>(null);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setStatus('loading');
    setError(null);
    load(id)
      .then((answer) => {
        if (!active) return;
        setValue(answer);
        setStatus('ready');
      })
      .catch((failure: unknown) => {
        if (!active) return;
        setError(errorMessage(failure, fallback));
        setStatus(errorStatus(failure) === 404 ? 'not-found' : 'error');
      });
    return () => {
      active = false;
    };
  }, [id, load, fallback, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { value, setValue, status, error, retry };
}
