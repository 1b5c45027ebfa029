import { useEffect, useState } from 'react';
import { errorMessage, errorStatus } from '@grovekeeper/shared';
import type { EstateDetail } from '@grovekeeper/shared';
import { getEstate } from '../api/get-estate';

export type DetailStatus = 'loading' | 'ready' | 'not-found' | 'error';

export function useEstateDetail(estateId: string) {
  const [estate, setEstate] = useState<EstateDetail | null>(null);
  const [status, setStatus] = useState<DetailStatus>('loading');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    setStatus('loading');
    getEstate(estateId)
      .then((detail) => {
        if (!active) return;
        setEstate(detail);
        setStatus('ready');
      })
      .catch((failure: unknown) => {
        if (!active) return;
        setError(errorMessage(failure, 'Failed to load estate details'));
        setStatus(errorStatus(failure) === 404 ? 'not-found' : 'error');
      });
    return () => {
      active = false;
    };
  }, [estateId]);

  return { estate, setEstate, status, error };
}
