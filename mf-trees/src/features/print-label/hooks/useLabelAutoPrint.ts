import { useEffect, useRef } from 'react';
import { LABEL_PRINT_DELAY_MS } from '../utils/label-print';

/**
 * Opens the print dialog once, LABEL_PRINT_DELAY_MS after the label is on the page (the
 * effect runs after the render is committed). Later renders never print again.
 */
export function useLabelAutoPrint(ready: boolean) {
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return;
    const timer = window.setTimeout(() => {
      printed.current = true;
      window.print();
    }, LABEL_PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready]);
}
