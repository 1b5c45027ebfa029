import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's time-out for success confirmations ('Profile updated successfully!' and others). */
export const SUCCESS_MESSAGE_TIMEOUT_MS = 3000;

/**
 * A message that clears itself after `timeoutMs`. Showing a new message restarts the
 * clock, and the timer is dropped on unmount so nothing updates a gone component.
 */
export function useTimedMessage(
  timeoutMs = SUCCESS_MESSAGE_TIMEOUT_MS,
): [message: string | null, show: (message: string) => void, clear: () => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setMessage(null);
  }, []);

  const show = useCallback(
    (next: string) => {
      if (timer.current !== null) clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => {
        timer.current = null;
        setMessage(null);
      }, timeoutMs);
    },
    [timeoutMs],
  );

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return [message, show, clear];
}
