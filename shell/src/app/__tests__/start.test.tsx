import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { getRuntimeConfig } from '@grovekeeper/shared';
import { initFederation, loadRemoteRoutes } from '../../features/remotes/loader/federation';
import { resetStores } from '../../test/reset-stores';
import { startEarly } from '../early-start';
import { start } from '../start';

jest.mock('../../features/remotes/loader/federation');

const config = {
  apiBaseUrl: '',
  googleMapsApiKey: '',
  mapTileUrl: '',
  mapTileAttribution: '',
  remotes: { mf_estates: '/remotes/mf-estates/mf-manifest.json' },
};

const fetchMock = jest.fn();
let root: Root;
let container: HTMLDivElement;

beforeEach(() => {
  resetStores();
  fetchMock.mockReset();
  jest.mocked(loadRemoteRoutes).mockClear();
  Object.assign(window, { fetch: fetchMock });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  jest.mocked(console.error).mockRestore();
});

describe('start', () => {
  it('loads /config/app.json, registers the remotes and renders the app', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => config });

    await act(() => start(root));

    expect(fetchMock).toHaveBeenCalledWith('/config/app.json');
    expect(initFederation).toHaveBeenCalledWith(config);
    expect(getRuntimeConfig()).toEqual(config);
    // Signed out, so the guard shows the sign-in page.
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('takes the configuration the entry already read: one request, remotes registered once', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => config });
    jest.mocked(initFederation).mockClear();

    startEarly();
    await act(() => start(root));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(initFederation).toHaveBeenCalledTimes(1);
    expect(getRuntimeConfig()).toEqual(config);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('does not load any remote before sign-in', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => config });
    window.history.pushState({}, '', '/estates/0123456789abcdef01234567');

    try {
      await act(() => start(root));
      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expect(loadRemoteRoutes).not.toHaveBeenCalled();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('shows a full-page error with Retry when the configuration cannot be loaded', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce({ ok: false, status: 503, json: async () => ({}) });

    await act(() => start(root));

    expect(screen.getByRole('heading', { name: 'Grovekeeper could not start' })).toBeVisible();
    expect(screen.getByText('Could not load /config/app.json (HTTP 503)')).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: async () => config });
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument(),
    );
  });

  it('shows the error again when Retry fails too, and lets the user try once more', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await act(() => start(root));
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
