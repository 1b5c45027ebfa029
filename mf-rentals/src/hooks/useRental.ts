import { useCallback } from 'react';
import { getRental } from '../api/get-rental';
import { useLoad } from './useLoad';
import type { LoadOptions } from './useLoad';

/** One listing by id, with the screen's own failure text. */
export function useRental(rentalId: string, fallback: string, options?: LoadOptions) {
  const load = useCallback(() => getRental(rentalId), [rentalId]);
  const { data, setData, status, error, retry } = useLoad(load, fallback, options);
  return { rental: data, setRental: setData, status, error, retry };
}
