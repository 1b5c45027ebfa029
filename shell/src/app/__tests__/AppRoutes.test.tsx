import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, useAuthStore } from '@grovekeeper/shared';
import { getProfile } from '../../features/profile/api/get-profile';
import { getReportSummary } from '../../features/reports/api/get-report-summary';
import { listNotifications } from '../../features/notifications/api/notifications-api';
import { loadRemoteRoutes } from '../../features/remotes/loader/federation';
import { fakeToken } from '../../test/fake-token';
import { mockMatchMedia } from '../../test/match-media';
import { profileFixture } from '../../test/profile-fixture';
import { resetStores } from '../../test/reset-stores';
import { AppRoutes } from '../AppRoutes';

jest.mock('../../features/profile/api/get-profile');
jest.mock('../../features/reports/api/get-report-summary');
jest.mock('../../features/notifications/api/notifications-api');
jest.mock('../../features/remotes/loader/federation');

function renderAt(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  resetStores();
  mockMatchMedia(true);
  useAuthStore.getState().setToken(fakeToken());
  jest.mocked(getProfile).mockResolvedValue(profileFixture());
  // The reports page stays loading here: this suite is about the layout around it.
  jest.mocked(getReportSummary).mockReturnValue(new Promise(() => undefined));
  jest.mocked(listNotifications).mockResolvedValue({
    notifications: [],
    unread: 0,
    lastEventId: '0',
    pagination: { current: 1, total: 1, count: 0, totalCount: 0 },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.mocked(console.error).mockRestore());

describe('AppRoutes', () => {
  it('renders the shell pages inside the layout', async () => {
    renderAt('/reports');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Reports' }),
    ).toBeInTheDocument();
    expect(main).toHaveTextContent('Comprehensive insights into your agricultural operations');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('renders the notifications page inside the layout', async () => {
    renderAt('/notifications');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeInTheDocument();
    expect(await within(main).findByText('No notifications yet')).toBeInTheDocument();
  });

  it('keeps the sidebar and header around a remote that failed to load', async () => {
    jest.mocked(loadRemoteRoutes).mockRejectedValue(new Error('down'));
    renderAt('/map');
    const main = screen.getByRole('main');
    expect(await within(main).findByTestId('remote-unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('header-title')).toHaveTextContent('Map View');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows NotFound inside the layout for an unknown path', async () => {
    renderAt('/definitely/not/here');
    expect(within(screen.getByRole('main')).getByText('Page not found')).toBeInTheDocument();
    expect(screen.getByTestId('header-title')).toHaveTextContent('Grovekeeper');
    await screen.findByText('Eleni Papadopoulou');
  });

  it("opens a tree's tag page without signing in, in the public frame, and keeps other tree pages guarded", async () => {
    useAuthStore.getState().clear();
    // Like every remote: its own <Routes> with absolute paths.
    const TagPage = () => (
      <Routes>
        <Route path="/trees/:treeId/tag" element={<p>Olive Tree 7 tag</p>} />
      </Routes>
    );
    jest.mocked(loadRemoteRoutes).mockResolvedValue({ default: TagPage });
    renderAt('/trees/64b7f0c2a1b2c3d4e5f60718/tag');
    expect(await screen.findByText('Olive Tree 7 tag')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('asks to sign in for the tree page the tag page links to', async () => {
    useAuthStore.getState().clear();
    renderAt('/trees/64b7f0c2a1b2c3d4e5f60718');
    expect(await screen.findByRole('button', { name: /sign in/i })).toBeInTheDocument();
  });
});
