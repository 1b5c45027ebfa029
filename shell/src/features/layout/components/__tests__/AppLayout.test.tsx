import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, useAuthStore } from '@grovekeeper/shared';
import { getProfile } from '../../../profile/api/get-profile';
import { listNotifications } from '../../../notifications/api/notifications-api';
import { fakeToken } from '../../../../test/fake-token';
import { mockMatchMedia } from '../../../../test/match-media';
import { profileFixture } from '../../../../test/profile-fixture';
import { resetStores } from '../../../../test/reset-stores';
import { SIDEBAR_COLLAPSED_KEY } from '../../hooks/useSidebarCollapsed';
import { AppLayout } from '../AppLayout';

jest.mock('../../../profile/api/get-profile');
const mockedGetProfile = jest.mocked(getProfile);
jest.mock('../../../notifications/api/notifications-api');
const mockedList = jest.mocked(listNotifications);

function renderLayout(path = '/') {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="*" element={<h1>Page content</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  resetStores();
  useAuthStore.getState().setToken(fakeToken());
  mockedGetProfile.mockReset();
  mockedGetProfile.mockResolvedValue(profileFixture());
  mockedList.mockReset();
  mockedList.mockResolvedValue({
    notifications: [],
    unread: 4,
    lastEventId: '0',
    pagination: { current: 1, total: 1, count: 0, totalCount: 4 },
  });
});

describe('the desktop sidebar', () => {
  beforeEach(() => mockMatchMedia(true));

  it('lists the spec groups and entries with their paths', async () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const expected: Array<[string, string]> = [
      ['Map View', '/map'],
      ['Add Estate', '/wizard'],
      ['Estates Overview', '/estates'],
      ['Tree Tagging', '/tree-tagging'],
      ['Rental Listings', '/rentals'],
      ['Rental Applications', '/rentals/applications'],
      ['Rental Contracts', '/rental-contracts'],
      ['For Workers', '/workforce/workers'],
      ['Browse Jobs', '/workforce/job-listings'],
      ['My Applications', '/workforce/applications'],
      ['Find Workers', '/workforce/find-workers'],
      ['For Estate Owners', '/workforce/owners'],
      ['Post Job Listing', '/workforce/post-job'],
      ['My Job Listings', '/workforce/my-job-listings'],
      ['Manage Workers', '/workforce/my-workers'],
      ['Review Applications', '/workforce/applications'],
      ['Profile', '/profile'],
      ['Reports', '/reports'],
      ['Settings', '/settings'],
    ];
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
    for (const group of [
      'Map',
      'Estate Management',
      'Rental Management',
      'Workforce Management',
      'System',
    ]) {
      expect(within(nav).getByRole('list', { name: group })).toBeInTheDocument();
    }
    await screen.findByText('Eleni Papadopoulou');
  });

  it('marks the current page with aria-current and only that entry', async () => {
    renderLayout('/rentals/applications');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Rental Applications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Rental Listings' })).not.toHaveAttribute(
      'aria-current',
    );
    await screen.findByText('Eleni Papadopoulou');
  });

  it('is 256 px wide until collapsed to 64 px, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = renderLayout();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-width', '256');

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));

    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-width', '64');
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    unmount();

    renderLayout();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-width', '64');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    await screen.findByText('Eleni Papadopoulou');
  });

  it('keeps an accessible name on every icon when collapsed', async () => {
    window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Map View' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Review Applications' })).toBeInTheDocument();
    expect(within(nav).queryByText('Map View')).not.toBeInTheDocument();
    await screen.findByText('Eleni Papadopoulou');
  });

  it('toggles with Ctrl+B and with Cmd+B, and stops the browser shortcut', async () => {
    renderLayout();
    const sidebar = () => screen.getByTestId('sidebar');

    const ctrlB = new KeyboardEvent('keydown', { key: 'b', ctrlKey: true, cancelable: true });
    act(() => {
      window.dispatchEvent(ctrlB);
    });
    expect(ctrlB.defaultPrevented).toBe(true);
    expect(sidebar()).toHaveAttribute('data-width', '64');
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');

    act(() => {
      fireEvent.keyDown(window, { key: 'B', metaKey: true });
    });
    expect(sidebar()).toHaveAttribute('data-width', '256');
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('false');

    // Plain B, or Ctrl+Shift+B, are left alone.
    fireEvent.keyDown(window, { key: 'b' });
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true, shiftKey: true });
    expect(sidebar()).toHaveAttribute('data-width', '256');
    await screen.findByText('Eleni Papadopoulou');
  });

  it('shows no menu button on wide screens', async () => {
    renderLayout();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    await screen.findByText('Eleni Papadopoulou');
  });
});

describe('the phone layout', () => {
  beforeEach(() => mockMatchMedia(false));

  it('opens the navigation drawer from the menu button and closes it on navigation', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Estates Overview' }));

    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('header-title')).toHaveTextContent('Estates Overview');
  });

  it('closes the drawer with Escape, as a click on the overlay does', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Main' });

    await user.keyboard('{Escape}');

    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument(),
    );
  });
});

describe('the header', () => {
  beforeEach(() => mockMatchMedia(true));

  it('shows the title and subtitle for the path', async () => {
    renderLayout('/estates');
    expect(screen.getByTestId('header-title')).toHaveTextContent('Estates Overview');
    expect(screen.getByTestId('header-subtitle')).toHaveTextContent(
      'Manage and monitor all your agricultural estates',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
    await screen.findByText('Eleni Papadopoulou');
  });

  it('shows a notification bell with the unread count', async () => {
    renderLayout('/');
    const bell = await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    expect(bell).toHaveTextContent('4');
    await screen.findByText('Eleni Papadopoulou');
  });

  it('switches between light and dark theme', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    await screen.findByText('Eleni Papadopoulou');
  });
});
