import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, useAuthStore } from '@grovekeeper/shared';
import type { AppNotification, NotificationPage } from '@grovekeeper/shared';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
} from '../api/notifications-api';
import { fakeToken } from '../../../test/fake-token';
import { resetStores } from '../../../test/reset-stores';
import { NotificationsPage } from '../components/NotificationsPage';

jest.mock('../api/notifications-api');
const mockedList = jest.mocked(listNotifications);
const mockedMarkAll = jest.mocked(markAllNotificationsRead);
const mockedMarkRead = jest.mocked(markNotificationsRead);

function item(id: string, read = false): AppNotification {
  return {
    id,
    kind: 'contract_submitted',
    title: `Contract ${id}`,
    body: `Body ${id}`,
    link: `/rental-contracts/${id}`,
    createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    readAt: read ? '2026-11-28T10:00:00Z' : null,
  };
}

function page(notifications: AppNotification[], unread: number, current = 1, total = 1) {
  return {
    notifications,
    unread,
    lastEventId: String(notifications.length),
    pagination: { current, total, count: notifications.length, totalCount: total * 20 },
  } satisfies NotificationPage;
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(url = '/notifications') {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/notifications" element={<NotificationsPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Location />
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

describe('NotificationsPage', () => {
  it('lists notifications and pages through them', async () => {
    const user = userEvent.setup();
    mockedList.mockImplementation(({ page: number = 1 } = {}) =>
      Promise.resolve(page([item(`p${number}`)], 1, number, 2)),
    );
    renderPage();
    const first = await screen.findAllByTestId('notification-row');
    expect(first).toHaveLength(1);
    expect(first[0]).toHaveTextContent('Unread: Contract p1');
    expect(first[0]).toHaveTextContent('Body p1');
    expect(first[0]).toHaveTextContent('2 hours ago');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Contract p2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(mockedList).toHaveBeenLastCalledWith({ page: 2, unreadOnly: false, kind: undefined });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('filters by kind group and unread only', async () => {
    const user = userEvent.setup();
    mockedList.mockResolvedValue(page([item('a')], 1));
    renderPage();
    await screen.findByText('Contract a');

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Contracts' }));
    await waitFor(() =>
      expect(mockedList).toHaveBeenLastCalledWith({
        page: 1,
        unreadOnly: false,
        kind: expect.stringContaining('contract_submitted') as string,
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/notifications?group=contracts');
    const kinds = mockedList.mock.lastCall?.[0]?.kind?.split(',') ?? [];
    expect(kinds).toContain('contract_fully_signed');
    expect(kinds).not.toContain('rental_application_received');

    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() =>
      expect(mockedList).toHaveBeenLastCalledWith(expect.objectContaining({ unreadOnly: true })),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('unread=1');
  });

  it('opens filtered by the group in the URL', async () => {
    mockedList.mockResolvedValue(page([], 0));
    renderPage('/notifications?group=harvests&unread=1');
    expect(await screen.findByText('No notifications match')).toBeInTheDocument();
    const query = mockedList.mock.lastCall?.[0];
    expect(query?.unreadOnly).toBe(true);
    expect(query?.kind).toContain('harvest');
  });

  it('marks one read and all read', async () => {
    const user = userEvent.setup();
    mockedList
      .mockResolvedValueOnce(page([item('a'), item('b')], 2))
      .mockResolvedValueOnce(page([item('a', true), item('b')], 1))
      .mockResolvedValue(page([item('a', true), item('b', true)], 0));
    mockedMarkRead.mockResolvedValue({ unread: 1 });
    mockedMarkAll.mockResolvedValue({ unread: 0 });
    renderPage();

    const rows = await screen.findAllByTestId('notification-row');
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Mark read' }));
    expect(mockedMarkRead).toHaveBeenCalledWith(['a']);
    await waitFor(() =>
      expect(screen.getAllByTestId('notification-row')[0]).not.toHaveTextContent('Unread:'),
    );

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(mockedMarkAll).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: 'Mark read' })).toHaveLength(0),
    );
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});
