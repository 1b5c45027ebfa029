import { useCallback, useState } from 'react';
import type { ViewMode } from '@grovekeeper/shared';

// Namespaced per remote (GUIDE §2).
const STORAGE_KEY = 'contracts:view-mode';

function readStored(): ViewMode {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Cards or table, remembered across visits; cards by default. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(readStored);
  const change = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage blocked: the choice lasts for this visit only.
    }
  }, []);
  return [mode, change];
}
