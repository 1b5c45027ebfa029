import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, useAuthStore } from '@grovekeeper/shared';
import type { AppNotification, NotificationPage } from '@grovekeeper/shared';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
} from '../../../notifications/api/notifications-api';
import { fakeToken } from '../../../../test/fake-token';
import { resetStores } from '../../../../test/reset-stores';
import { badgeText, NotificationsButton } from '../NotificationsButton';
import { useNotificationsStore } from '../../../notifications/stores/notifications-store';

jest.mock('../../../notifications/api/notifications-api');
const mockedList = jest.mocked(listNotifications);
const mockedMarkAll = jest.mocked(markAllNotificationsRead);
const mockedMarkRead = jest.mocked(markNotificationsRead);

function item(id: string, read = false): AppNotification {
  return {
    id,
    kind: 'rental_application_received',
    title: `Application ${id}`,
    body: '',
    link: `/rentals/applications/${id}`,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: read ? '2026-11-28T10:00:00Z' : null,
  };
}

function page(notifications: AppNotification[], unread: number): NotificationPage {
  return {
    notifications,
    unread,
    lastEventId: '12',
    pagination: { current: 1, total: 1, count: notifications.length, totalCount: unread },
  };
}

function renderBell() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/']}>
        <NotificationsButton />
        <Routes>
          <Route path="/" element={<p>Dashboard page</p>} />
          <Route path="/rentals/applications/:id" element={<p>Application page</p>} />
          <Route path="/notifications" element={<p>All notifications page</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  resetStores();
  useAuthStore.getState().setToken(fakeToken());
  mockedList.mockReset();
  mockedMarkAll.mockReset();
  mockedMarkRead.mockReset();
});

describe('the bell', () => {
  it('shows the unread count in its badge and its name', async () => {
    mockedList.mockResolvedValue(page([item('a')], 4));
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    expect(bell).toHaveTextContent('4');
  });

  it('keeps where its first load left off, for the live stream to resume from', async () => {
    mockedList.mockResolvedValue(page([item('a')], 1));
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(useNotificationsStore.getState().resumeFrom).toBe('12');
  });

  it('shows no badge at 0', async () => {
    mockedList.mockResolvedValue(page([item('a', true)], 0));
    renderBell();
    await waitFor(() => expect(mockedList).toHaveBeenCalled());
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell).not.toHaveTextContent(/\d/);
  });

  it('shows 99+ above 99', async () => {
    mockedList.mockResolvedValue(page([item('a')], 250));
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(bell).toHaveTextContent('99+');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(0)).toBeNull();
  });

  it('lists the latest in its menu and marks them all read', async () => {
    const user = userEvent.setup();
    mockedList.mockResolvedValue(page([item('a'), item('b', true)], 1));
    mockedMarkAll.mockResolvedValue({ unread: 0 });
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));

    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Unread: Application a');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).not.toHaveTextContent('Unread:');

    await user.click(within(menu).getByRole('button', { name: 'Mark all read' }));
    expect(mockedMarkAll).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(menu).getAllByTestId('notification-item')[0]).not.toHaveTextContent('Unread:'),
    );
    const bell = screen.getByTestId('notifications-button');
    expect(bell).toHaveAttribute('aria-label', 'Notifications');
    expect(bell).not.toHaveTextContent(/\d/);
  });

  it('marks a notification read and opens its link', async () => {
    const user = userEvent.setup();
    mockedList.mockResolvedValue(page([item('a')], 1));
    mockedMarkRead.mockResolvedValue({ unread: 0 });
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /Application a/ }));

    expect(await screen.findByText('Application page')).toBeInTheDocument();
    expect(mockedMarkRead).toHaveBeenCalledWith(['a']);
    expect(await screen.findByRole('button', { name: 'Notifications' })).not.toHaveTextContent(
      /\d/,
    );
  });

  it('opens the full page from "See all"', async () => {
    const user = userEvent.setup();
    mockedList.mockResolvedValue(page([], 0));
    renderBell();
    await waitFor(() => expect(mockedList).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('menuitem', { name: 'See all' }));
    expect(await screen.findByText('All notifications page')).toBeInTheDocument();
  });
});
