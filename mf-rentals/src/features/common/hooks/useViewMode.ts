import { useCallback, useState } from 'react';
import type { ViewMode } from '@grovekeeper/shared';

function read(key: string): ViewMode {
  try {
    return window.localStorage.getItem(key) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** A grid/list choice remembered per screen under the domain's `rentals:` prefix. */
export function useViewMode(screen: string): [ViewMode, (mode: ViewMode) => void] {
  const key = `rentals:view-mode:${screen}`;
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
