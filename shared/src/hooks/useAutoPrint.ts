import { useEffect, useRef } from 'react';

/**
 * Opens the print dialog once, `delayMs` after the printout is ready on the page (the
 * effect runs after the render is committed; the delay lets codes and images paint).
 * Later renders never print again, so a printout opens one dialog however it rerenders.
 * `onPrinted` is told once the dialog was opened (a printout that records its printing).
 */
export function useAutoPrint(ready: boolean, delayMs: number, onPrinted?: () => void) {
  const printed = useRef(false);
  const notify = useRef(onPrinted);
  notify.current = onPrinted;
  useEffect(() => {
    if (!ready || printed.current) return;
    const timer = window.setTimeout(() => {
      printed.current = true;
      window.print();
      notify.current?.();
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [ready, delayMs]);
}
