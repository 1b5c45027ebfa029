import { useEffect } from 'react';
import { ESTATE_PRINT_DELAY_MS } from '../utils/tag-url';

/** Opens the print dialog once, ESTATE_PRINT_DELAY_MS after the codes are on the page. */
export function useAutoPrint(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => window.print(), ESTATE_PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready]);
}
