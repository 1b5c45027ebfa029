import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, errorStatus } from '../http/errors';
import { notifyError } from '../notify/notifier-store';

export type LoadStatus = 'loading' | 'ready' | 'not-found' | 'error';

export interface LoadOptions<T = never> {
  /**
   * When a failure shows the destructive toast: by default every failure but a 404 (the
   * screen shows its own not-found page); 'always' for screens that redirect instead;
   * 'never' for screens that show the failure only in place.
   */
  toast?: 'except-not-found' | 'always' | 'never';
  /**
   * Whether the last answer stays in `data` while loading again and after a failed load
   * (the default: a list keeps its rows while the next page comes). False empties it, for
   * screens that show one record by key and must never show the previous key's record.
   */
  keepData?: boolean;
  /**
   * Waits this long before loading, and starts the wait again when `load` changes: a
   * debounce for loads that follow input (a map pin being dragged). 0 loads at once.
   */
  delayMs?: number;
  /**
   * The answer already on the page when the screen first renders (read while its code
   * downloaded: see earlyJson), shown at once as ready instead of a loading state; the
   * screen still loads as usual and takes that answer when it comes.
   */
  initial?: () => T | undefined;
}

/**
 * Loads data for a screen: loading, ready, not found (404) or failed with the server's
 * text (else `fallback`, from the spec's error catalogue), shown as a toast as `toast`
 * says. `load` must be stable (a module-level API call, or wrapped in useCallback); a new
 * `load` loads again, a late answer from an older one is dropped. `retry` loads again.
 * A null `load` means the screen names nothing to load: 'not-found' at once, no toast.
 * `httpStatus` is the failed answer's HTTP status (null when it was not the server's).
 */
export function useLoad<T>(
  load: (() => Promise<T>) | null,
  fallback: string,
  options: LoadOptions<NoInfer<T>> = {},
) {
  const { toast = 'except-not-found', keepData = true, delayMs = 0 } = options;
  // Read once, at the first render: a later render has its own answers.
  const [initial] = useState(() => (load ? options.initial?.() : undefined));
  const [data, setData] = useState<T | null>(initial ?? null);
  const [status, setStatus] = useState<LoadStatus>(
    !load ? 'not-found' : initial !== undefined ? 'ready' : 'loading',
  );
  // The first load behind an initial answer leaves it on screen (no loading state between).
  const quietLoad = useRef(initial !== undefined);
  const [error, setError] = useState<string | null>(null);
  const [httpStatus, setHttpStatus] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The fallback text follows the language; a language switch must not load the screen again.
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;

  useEffect(() => {
    setError(null);
    setHttpStatus(null);
    if (!load) {
      setData(null);
      setStatus('not-found');
      return;
    }
    const quiet = quietLoad.current;
    quietLoad.current = false;
    if (!keepData && !quiet) setData(null);
    let active = true;
    if (!quiet) setStatus('loading');
    const start = () => {
      load()
        .then((answer) => {
          if (!active) return;
          setData(answer);
          setStatus('ready');
        })
        .catch((failure: unknown) => {
          if (!active) return;
          const message = errorMessage(failure, fallbackRef.current);
          const code = errorStatus(failure);
          const notFound = code === 404;
          setError(message);
          setHttpStatus(code);
          setStatus(notFound ? 'not-found' : 'error');
          if (toast === 'always' || (toast === 'except-not-found' && !notFound)) {
            notifyError(message);
          }
        });
    };
    if (delayMs <= 0) {
      start();
      return () => {
        active = false;
      };
    }
    const timer = window.setTimeout(start, delayMs);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [load, toast, keepData, delayMs, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { data, setData, status, error, httpStatus, retry };
}

/** A load status for screens without a not-found state: a 404 is a failure like any other. */
export function withoutNotFound(status: LoadStatus): Exclude<LoadStatus, 'not-found'> {
  return status === 'not-found' ? 'error' : status;
}
