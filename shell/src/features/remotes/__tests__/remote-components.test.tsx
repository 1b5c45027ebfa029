import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadRemoteRoutes } from '../loader/federation';
import { preloadRemote, remoteRoutesComponent, retryRemote } from '../loader/remote-components';

jest.mock('../loader/federation');

beforeEach(() => {
  jest.mocked(loadRemoteRoutes).mockReset();
});

it('hands a preloaded remote to its section without loading it a second time', async () => {
  jest.mocked(loadRemoteRoutes).mockResolvedValue({ default: () => <p>Estates routes</p> });
  preloadRemote('mf_estates');
  preloadRemote('mf_estates');
  const Routes = remoteRoutesComponent('mf_estates');
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Routes />
    </Suspense>,
  );
  expect(await screen.findByText('Estates routes')).toBeInTheDocument();
  expect(loadRemoteRoutes).toHaveBeenCalledTimes(1);
  expect(loadRemoteRoutes).toHaveBeenCalledWith('mf_estates');
});

it('shows a failed preload as a failed section, and Retry loads afresh', async () => {
  jest.mocked(loadRemoteRoutes).mockRejectedValueOnce(new Error('manifest unreachable'));
  preloadRemote('mf_rentals');
  await Promise.resolve();
  expect(loadRemoteRoutes).toHaveBeenCalledTimes(1);
  retryRemote('mf_rentals');
  jest.mocked(loadRemoteRoutes).mockResolvedValue({ default: () => <p>Rentals routes</p> });
  const Routes = remoteRoutesComponent('mf_rentals');
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Routes />
    </Suspense>,
  );
  expect(await screen.findByText('Rentals routes')).toBeInTheDocument();
  expect(loadRemoteRoutes).toHaveBeenCalledTimes(2);
});
