import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useEstateDrawingStore } from '@grovekeeper/shared';

/** `?returnTo=/path` overrides where Done goes (only same-app absolute paths). */
export function useReturnToParam() {
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  useEffect(() => {
    if (returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//')) {
      useEstateDrawingStore.getState().setReturnTo(returnTo);
    }
  }, [returnTo]);
}
