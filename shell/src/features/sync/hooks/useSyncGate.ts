import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from '@grovekeeper/shared';
import { needsSyncEngine } from '../utils/sync-gate';

/**
 * Whether the frame shows the sync parts (offline banner, header count, the engine) for the
 * signed-in user: once the browser is offline, the sync page is open, or this phone or user
 * has offline work (see needsSyncEngine; checked again on each navigation, since a field page
 * may have stored an estate meanwhile). Once open it stays open until the user changes, so a
 * desk user's first load never fetches the offline module.
 */
export function useSyncGate(): boolean {
  const userId = useAuthStore((state) => state.userId);
  const { pathname } = useLocation();
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = userId !== null && openFor === userId;

  useEffect(() => {
    if (!userId || open) return;
    let active = true;
    const openNow = () => {
      if (active) setOpenFor(userId);
    };
    window.addEventListener('offline', openNow);
    if (!navigator.onLine || pathname === '/sync') {
      openNow();
    } else {
      void needsSyncEngine(userId).then((needed) => {
        if (needed) openNow();
      });
    }
    return () => {
      active = false;
      window.removeEventListener('offline', openNow);
    };
  }, [userId, open, pathname]);

  return open;
}
