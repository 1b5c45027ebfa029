import { create } from 'zustand';
import type { AppNotification } from '@grovekeeper/shared';

/** How many of the newest the bell's menu lists. */
export const LATEST_COUNT = 8;

interface NotificationsState {
  /** null until the first answer: the bell shows no badge rather than a guess. */
  unread: number | null;
  latest: AppNotification[];
  /** Bumped by each live notification, so an open page reloads its list. */
  revision: number;
  /**
   * Where the first load left off (its `lastEventId`): the live stream, opened a little later,
   * starts after it, so a notification made in between still arrives.
   */
  resumeFrom: string | null;
  setPage: (latest: AppNotification[], unread: number, resumeFrom?: string) => void;
  setUnread: (unread: number) => void;
  /** A notification from the live stream: newest first, counted unread, no duplicates. */
  receive: (notification: AppNotification) => void;
  markRead: (ids: string[], unread: number) => void;
  markAllRead: () => void;
  reset: () => void;
}

const initial = { unread: null, latest: [], revision: 0, resumeFrom: null };

export const useNotificationsStore = create<NotificationsState>()((set) => ({
  ...initial,
  setPage: (latest, unread, resumeFrom) =>
    set((state) => ({
      latest: latest.slice(0, LATEST_COUNT),
      unread,
      resumeFrom: resumeFrom ?? state.resumeFrom,
    })),
  setUnread: (unread) => set({ unread }),
  receive: (notification) =>
    set((state) => {
      if (state.latest.some((known) => known.id === notification.id)) return state;
      return {
        latest: [notification, ...state.latest].slice(0, LATEST_COUNT),
        unread: (state.unread ?? 0) + (notification.readAt ? 0 : 1),
        revision: state.revision + 1,
      };
    }),
  markRead: (ids, unread) =>
    set((state) => {
      const now = new Date().toISOString();
      return {
        unread,
        latest: state.latest.map((item) =>
          ids.includes(item.id) && !item.readAt ? { ...item, readAt: now } : item,
        ),
      };
    }),
  markAllRead: () =>
    set((state) => {
      const now = new Date().toISOString();
      return {
        unread: 0,
        latest: state.latest.map((item) => (item.readAt ? item : { ...item, readAt: now })),
      };
    }),
  reset: () => set(initial),
}));
