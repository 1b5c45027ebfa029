import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, REMOTE_NAMES } from '@grovekeeper/shared';
import type { RemoteName } from '@grovekeeper/shared';
import { loadRemoteRoutes, reregisterRemote } from '../loader/federation';
import type { RemoteRoutesModule } from '../loader/federation';
import { retryRemote } from '../loader/remote-components';
import { RemoteOutlet } from '../components/RemoteOutlet';

jest.mock('../loader/federation');
const mockedLoad = jest.mocked(loadRemoteRoutes);
const mockedReregister = jest.mocked(reregisterRemote);

/** A stand-in for a remote's `./routes` module that names itself and the path it got. */
function fakeRemote(remote: RemoteName): RemoteRoutesModule {
  return {
    default: function FakeRoutes() {
      const { pathname } = useLocation();
      return <p data-testid="remote-page">{`${remote} renders ${pathname}`}</p>;
    },
  };
}

function Crashing(): never {
  throw new Error('render failed');
}

function renderAt(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <nav>
          <Link to="/">Dashboard</Link>
          <Link to="/rentals">Rentals</Link>
          <Link to="/estates">Estates</Link>
        </nav>
        <Routes>
          <Route path="*" element={<RemoteOutlet />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  mockedLoad.mockReset();
  mockedReregister.mockReset();
  mockedLoad.mockImplementation(async (remote) => fakeRemote(remote));
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  // The loader caches one component per remote for the page's life; start each test afresh.
  REMOTE_NAMES.forEach(retryRemote);
  consoleError.mockRestore();
});

describe('RemoteOutlet', () => {
  it('renders the remote that serves the path, with a spinner meanwhile', async () => {
    renderAt('/estates/e1/trees/t1');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByTestId('remote-page')).toHaveTextContent(
      'mf_trees renders /estates/e1/trees/t1',
    );
    expect(mockedLoad).toHaveBeenCalledWith('mf_trees');
  });

  it('shows NotFound for a path no remote serves, without loading anything', () => {
    renderAt('/no-such-page');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('loads each remote once and reuses it across its pages', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await screen.findByText('mf_estates renders /');
    await user.click(screen.getByRole('link', { name: 'Estates' }));
    expect(await screen.findByText('mf_estates renders /estates')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });

  it('shows the unavailable card when a remote cannot be loaded, and other remotes still work', async () => {
    const user = userEvent.setup();
    mockedLoad.mockImplementation(async (remote) => {
      if (remote === 'mf_rentals') throw new Error('manifest unreachable');
      return fakeRemote(remote);
    });
    renderAt('/rentals');

    const card = await screen.findByTestId('remote-unavailable');
    expect(
      within(card).getByRole('heading', { name: 'This section is unavailable' }),
    ).toBeVisible();
    expect(card).toHaveTextContent('The Rentals section could not be loaded.');

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('mf_estates renders /')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-unavailable')).not.toBeInTheDocument();
  });

  it('re-registers the remote and loads it again on Retry', async () => {
    const user = userEvent.setup();
    mockedLoad.mockRejectedValueOnce(new Error('script unreachable'));
    renderAt('/workforce/workers');
    const card = await screen.findByTestId('remote-unavailable');
    expect(card).toHaveTextContent('The Workforce section could not be loaded.');

    await user.click(within(card).getByRole('button', { name: 'Retry' }));

    expect(mockedReregister).toHaveBeenCalledWith('mf_workforce');
    expect(await screen.findByText('mf_workforce renders /workforce/workers')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('shows the same card when a remote throws while rendering', async () => {
    mockedLoad.mockResolvedValue({ default: Crashing });
    renderAt('/rental-contracts');
    const card = await screen.findByTestId('remote-unavailable');
    expect(card).toHaveTextContent('The Rental Contracts section could not be loaded.');
    expect(consoleError).toHaveBeenCalledWith(
      '[shell] The mf_contracts section failed',
      expect.any(Error),
      expect.any(String),
    );
  });
});
