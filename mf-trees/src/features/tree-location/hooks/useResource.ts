import { useCallback, useEffect, useState } from 'react';
import { errorMessage, errorStatus, notifyError } from '@grovekeeper/shared';

export type ResourceStatus = 'loading' | 'ready' | 'not-found' | 'error';

interface ResourceState<T> {
  data: T | null;
  status: ResourceStatus;
  error: string | null;
}

/**
 * One record loaded by key with the spec's error handling: a failure toasts the server's
 * text (or `fallback`) and leaves an error state with `reload`; a 404 is 'not-found'.
 * No key means there is nothing to load ('not-found'). `load` must be stable (a module
 * function such as `getTree`).
 */
export function useResource<T>(
  key: string | undefined,
  load: (key: string) => Promise<T>,
  fallback: string,
) {
  const [state, setState] = useState<ResourceState<T>>({
    data: null,
    status: key ? 'loading' : 'not-found',
    error: null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!key) {
      setState({ data: null, status: 'not-found', error: null });
      return;
    }
    let active = true;
    setState({ data: null, status: 'loading', error: null });
    load(key)
      .then((data) => {
        if (active) setState({ data, status: 'ready', error: null });
      })
      .catch((failure: unknown) => {
        if (!active) return;
        const message = errorMessage(failure, fallback);
        notifyError(message);
        setState({
          data: null,
          status: errorStatus(failure) === 404 ? 'not-found' : 'error',
          error: message,
        });
      });
    return () => {
      active = false;
    };
  }, [key, load, fallback, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
