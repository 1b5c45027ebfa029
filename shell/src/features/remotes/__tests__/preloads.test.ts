import { loadRemoteRoutes } from '../loader/federation';
import type { RemoteRoutesModule } from '../loader/federation';
import { preloadRemoteRoutes, preloadSettled, takePreloadedRoutes } from '../loader/preloads';

jest.mock('../loader/federation');

const routes: RemoteRoutesModule = { default: () => null };

beforeEach(() => {
  jest.mocked(loadRemoteRoutes).mockReset();
});

afterEach(() => {
  jest.useRealTimers();
});

it('hands over a preload that has arrived synchronously, so React renders it without suspending', async () => {
  jest.mocked(loadRemoteRoutes).mockResolvedValue(routes);
  preloadRemoteRoutes('mf_estates');
  await preloadSettled('mf_estates', 10_000);

  let received: RemoteRoutesModule | undefined;
  const handed = takePreloadedRoutes('mf_estates');
  void handed?.then((module) => {
    received = module;
  });
  expect(received).toBe(routes);
  // Handed over once: the next load starts afresh.
  expect(takePreloadedRoutes('mf_estates')).toBeUndefined();
  expect(loadRemoteRoutes).toHaveBeenCalledTimes(1);
});

it('hands over a preload still on its way as the pending load itself', async () => {
  let arrive!: (module: RemoteRoutesModule) => void;
  jest.mocked(loadRemoteRoutes).mockReturnValue(
    new Promise((resolve) => {
      arrive = resolve;
    }),
  );
  preloadRemoteRoutes('mf_trees');
  preloadRemoteRoutes('mf_trees');
  const handed = takePreloadedRoutes('mf_trees');
  await Promise.resolve();
  arrive(routes);
  await expect(handed).resolves.toBe(routes);
  expect(loadRemoteRoutes).toHaveBeenCalledTimes(1);
});

it('waits for a pending preload no longer than the bound', async () => {
  jest.useFakeTimers();
  jest.mocked(loadRemoteRoutes).mockReturnValue(new Promise(() => undefined));
  preloadRemoteRoutes('mf_rentals');
  let settled = false;
  void preloadSettled('mf_rentals', 1500).then(() => {
    settled = true;
  });
  await jest.advanceTimersByTimeAsync(1499);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);
  takePreloadedRoutes('mf_rentals');
});

it('stops waiting as soon as a preload fails, and hands the failure over', async () => {
  jest.mocked(loadRemoteRoutes).mockRejectedValue(new Error('manifest unreachable'));
  preloadRemoteRoutes('mf_contracts');
  await preloadSettled('mf_contracts', 60_000);
  await expect(takePreloadedRoutes('mf_contracts')).rejects.toThrow('manifest unreachable');
});

it('does not wait at all when nothing is being preloaded', async () => {
  await expect(preloadSettled('mf_workforce', 60_000)).resolves.toBeUndefined();
  expect(loadRemoteRoutes).not.toHaveBeenCalled();
});

it("with a pathname, counts the page's own code as part of the preload", async () => {
  let pageArrives!: () => void;
  const preload = jest.fn(
    () =>
      new Promise<void>((resolve) => {
        pageArrives = resolve;
      }),
  );
  jest.mocked(loadRemoteRoutes).mockResolvedValue({ ...routes, preload });
  preloadRemoteRoutes('mf_estates', '/estates/e1');
  let settled = false;
  void preloadSettled('mf_estates', 60_000).then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preload).toHaveBeenCalledWith('/estates/e1');
  expect(settled).toBe(false);
  pageArrives();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(settled).toBe(true);
  takePreloadedRoutes('mf_estates');
});

it('still hands over the routes when only the page failed to preload', async () => {
  const preload = jest.fn(async () => {
    throw new Error('page chunk unreachable');
  });
  const module = { ...routes, preload };
  jest.mocked(loadRemoteRoutes).mockResolvedValue(module);
  preloadRemoteRoutes('mf_trees', '/trees/t1');
  await preloadSettled('mf_trees', 60_000);
  await expect(takePreloadedRoutes('mf_trees')).resolves.toBe(module);
});
