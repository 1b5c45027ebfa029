import { useCallback } from 'react';
import { getRental } from '../api/get-rental';
import { useLoad } from '@grovekeeper/shared';
import type { LoadOptions } from '@grovekeeper/shared';

/** One listing by id, with the screen's own failure text. */
export function useRental(rentalId: string, fallback: string, options?: LoadOptions) {
  const load = useCallback(() => getRental(rentalId), [rentalId]);
  const { data, setData, status, error, retry } = useLoad(load, fallback, options);
  return { rental: data, setRental: setData, status, error, retry };
}
