import { useEffect, useRef } from 'react';

/**
 * Opens the print dialog once, `delayMs` after the printout is ready on the page (the
 * effect runs after the render is committed; the delay lets codes and images paint).
 * Later renders never print again, so a printout opens one dialog however it rerenders.
 */
export function useAutoPrint(ready: boolean, delayMs: number) {
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return;
    const timer = window.setTimeout(() => {
      printed.current = true;
      window.print();
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [ready, delayMs]);
}
