import { useSearchParams } from 'react-router-dom';
import { safeReturnTo } from '../utils/safe-return-to';

/** The page's `?returnTo=` when it is a safe same-app path, else `fallback`. */
export function useReturnTo(fallback: string): string {
  const [params] = useSearchParams();
  return safeReturnTo(params.get('returnTo')) ?? fallback;
}
