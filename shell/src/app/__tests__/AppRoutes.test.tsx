import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, useAuthStore } from '@grovekeeper/shared';
import { getProfile } from '../../features/profile/api/get-profile';
import { loadRemoteRoutes } from '../../features/remotes/loader/federation';
import { fakeToken } from '../../test/fake-token';
import { mockMatchMedia } from '../../test/match-media';
import { profileFixture } from '../../test/profile-fixture';
import { resetStores } from '../../test/reset-stores';
import { AppRoutes } from '../AppRoutes';

jest.mock('../../features/profile/api/get-profile');
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
});
