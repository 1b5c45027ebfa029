import { useEffect, useRef } from 'react';

/** Ctrl+B, or Cmd+B on a Mac, without other modifiers. */
export function isSidebarShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'b'
  );
}

/**
 * Calls `onToggle` on Ctrl/Cmd+B anywhere on the page. The browser's own meaning of the
 * keys (bookmarks bar, bold) is suppressed, as in editors with the same shortcut.
 */
export function useSidebarShortcut(onToggle: () => void): void {
  // A ref keeps one listener for the page's life even when the handler changes identity.
  const handler = useRef(onToggle);
  useEffect(() => {
    handler.current = onToggle;
  }, [onToggle]);

  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event) || event.repeat) return;
      event.preventDefault();
      handler.current();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
