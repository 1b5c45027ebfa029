import { useCallback, useState } from 'react';

/** Namespaced per the guide: the shell's own localStorage keys carry the `shell:` prefix. */
export const SIDEBAR_COLLAPSED_KEY = 'shell:sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The sidebar's collapsed state, remembered across visits (the spec). */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);

  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
      } catch {
        // Storage blocked: the toggle still works for this visit.
      }
      return next;
    });
  }, []);

  return [collapsed, toggle];
}
