import { useCallback, useEffect, useState } from 'react';
import { errorMessage, errorStatus } from '../http/errors';
import { notifyError } from '../notify/notifier-store';

export type LoadStatus = 'loading' | 'ready' | 'not-found' | 'error';

export interface LoadOptions {
  /**
   * When a failure shows the destructive toast: by default every failure but a 404 (the
   * screen shows its own not-found page); 'always' for screens that redirect instead;
   * 'never' for screens that show the failure only in place.
   */
  toast?: 'except-not-found' | 'always' | 'never';
}

/**
 * Loads data for a screen: loading, ready, not found (404) or failed with the server's
 * text (else `fallback`, from the spec's error catalogue), shown as a toast as `toast`
 * says. `load` must be stable (a module-level API call, or wrapped in useCallback); a new
 * `load` loads again, a late answer from an older one is dropped. `retry` loads again.
 */
export function useLoad<T>(load: () => Promise<T>, fallback: string, options: LoadOptions = {}) {
  const { toast = 'except-not-found' } = options;
  const [data, setData] = useState<T | null>(null);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setStatus('loading');
    setError(null);
    load()
      .then((answer) => {
        if (!active) return;
        setData(answer);
        setStatus('ready');
      })
      .catch((failure: unknown) => {
        if (!active) return;
        const message = errorMessage(failure, fallback);
        const notFound = errorStatus(failure) === 404;
        setError(message);
        setStatus(notFound ? 'not-found' : 'error');
        if (toast === 'always' || (toast === 'except-not-found' && !notFound)) {
          notifyError(message);
        }
      });
    return () => {
      active = false;
    };
  }, [load, fallback, toast, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { data, setData, status, error, retry };
}
