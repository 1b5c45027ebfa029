import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useAuthStore } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { listNotifications } from '../../notifications/api/notifications-api';
import { useNotificationsStore } from '../../notifications/stores/notifications-store';

const NotificationsMenu = lazy(() =>
  import('../../notifications/components/NotificationsMenu').then((m) => ({
    default: m.NotificationsMenu,
  })),
);

/** The live stream waits until the page has loaded what it came for. */
export const LIVE_STREAM_DELAY_MS = 3_000;

/** The badge's text: none at 0, "99+" above 99. */
export function badgeText(unread: number | null): string | null {
  if (!unread) return null;
  return unread > 99 ? '99+' : String(unread);
}

export function NotificationsButton() {
  const { t } = useT();
  const signedIn = useAuthStore((state) => Boolean(state.accessToken));
  const unread = useNotificationsStore((state) => state.unread);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!signedIn) {
      useNotificationsStore.getState().reset();
      return;
    }
    let cancelled = false;
    // Through a promise: a client that throws at once (no fetch) only costs the count.
    const loaded = Promise.resolve()
      .then(() => listNotifications())
      .then((page) => {
        if (!cancelled) {
          const store = useNotificationsStore.getState();
          store.setPage(page.notifications, page.unread, page.lastEventId);
        }
      })
      .catch(() => console.warn('Could not load notifications'));
    let stop: (() => void) | null = null;
    // The stream opens once the first load has answered (it resumes from there) and the page
    // has had its few seconds.
    const timer = setTimeout(() => {
      void loaded
        .then(() => import('../../notifications/live/live-stream'))
        .then((live) => {
          if (!cancelled) stop = live.startLiveStream();
        });
    }, LIVE_STREAM_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop?.();
    };
  }, [signedIn]);

  const text = badgeText(unread);
  const label = text
    ? t('header.notificationsUnread', { count: unread ?? 0, number: text })
    : t('header.notifications');
  return (
    <>
      <Tooltip title={t('header.notifications')}>
        {/* The bell's name says what its badge shows (WCAG 2.5.3, label in name). */}
        <IconButton
          ref={buttonRef}
          aria-label={label}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          data-testid="notifications-button"
          onClick={() => setAnchor(buttonRef.current)}
        >
          {/* No badge at all at 0 (an invisible one keeps its last number in the page). */}
          {text ? (
            <Badge badgeContent={text} color="error">
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsIcon />
          )}
        </IconButton>
      </Tooltip>
      {anchor && (
        <Suspense fallback={null}>
          <NotificationsMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
