import { useCallback, useState } from 'react';
import type { ViewMode } from '../types/view-mode';

function read(key: string): ViewMode {
  try {
    return window.localStorage.getItem(key) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/**
 * A grid/list choice remembered across visits under `key` (with the remote's prefix, GUIDE
 * §2: 'rentals:view-mode:rentals'); cards by default.
 */
export function useStoredViewMode(key: string): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(() => read(key));
  const change = useCallback(
    (next: ViewMode) => {
      setMode(next);
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // Storage blocked: the choice lasts for this visit only.
      }
    },
    [key],
  );
  return [mode, change];
}
