import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@grovekeeper/shared';
import type { Estate } from '@grovekeeper/shared';
import { getEstates } from '../api/get-estates';

export type EstatesStatus = 'loading' | 'ready' | 'error';

/** The owner's estates for the dashboard and overview, with local removal after a delete. */
export function useEstates() {
  const [estates, setEstates] = useState<Estate[]>([]);
  const [status, setStatus] = useState<EstatesStatus>('loading');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    getEstates()
      .then((list) => {
        if (!active) return;
        setEstates(list);
        setStatus('ready');
      })
      .catch((failure: unknown) => {
        if (!active) return;
        setError(errorMessage(failure, 'An unknown error occurred'));
        setStatus('error');
      });
    return () => {
      active = false;
    };
  }, []);

  const remove = useCallback((estateId: string) => {
    setEstates((list) => list.filter((estate) => estate.id !== estateId));
  }, []);

  return { estates, status, error, remove };
}
