import { act, renderHook, waitFor } from '@testing-library/react';
import { httpError } from '../../../test/render';
import { useNotifierStore } from '../../notify/notifier-store';
import { useLoad, withoutNotFound } from '../useLoad';
import type { LoadOptions } from '../useLoad';

function toast(): string | null {
  return useNotifierStore.getState().toast?.description ?? null;
}

afterEach(() => {
  useNotifierStore.setState({ toast: null });
  jest.useRealTimers();
});

function renderLoad<T>(load: (() => Promise<T>) | null, options?: LoadOptions) {
  return renderHook(
    ({ current }: { current: (() => Promise<T>) | null }) => useLoad(current, 'Fallback', options),
    { initialProps: { current: load } },
  );
}

describe('useLoad', () => {
  it('is loading, then ready with the answer', async () => {
    const { result } = renderLoad(() => Promise.resolve('answer'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe('answer');
  });

  it("fails with the server's text and its HTTP status, toasting it", async () => {
    const { result } = renderLoad(() => Promise.reject(httpError(401, 'Not signed in')));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Not signed in');
    expect(result.current.httpStatus).toBe(401);
    expect(toast()).toBe('Not signed in');
  });

  it('is not-found on a 404 without a toast unless asked for one', async () => {
    const quiet = renderLoad(() => Promise.reject(httpError(404, 'Gone')));
    await waitFor(() => expect(quiet.result.current.status).toBe('not-found'));
    expect(toast()).toBeNull();

    const loud = renderLoad(() => Promise.reject(httpError(404, 'Gone')), { toast: 'always' });
    await waitFor(() => expect(loud.result.current.status).toBe('not-found'));
    expect(toast()).toBe('Gone');
  });

  it('is not-found at once, without loading, when there is nothing to load', () => {
    const { result } = renderLoad(null);
    expect(result.current.status).toBe('not-found');
    expect(result.current.data).toBeNull();
  });

  it('keeps the last answer while loading again, or empties it with keepData: false', async () => {
    const first = () => Promise.resolve('first');
    const never = () => new Promise<string>(() => undefined);
    const kept = renderLoad<string>(first);
    await waitFor(() => expect(kept.result.current.data).toBe('first'));
    kept.rerender({ current: never });
    expect(kept.result.current.status).toBe('loading');
    expect(kept.result.current.data).toBe('first');

    const emptied = renderLoad<string>(first, { keepData: false });
    await waitFor(() => expect(emptied.result.current.data).toBe('first'));
    emptied.rerender({ current: never });
    expect(emptied.result.current.data).toBeNull();
  });

  it('drops a late answer from an older load', async () => {
    let answerOld!: (value: string) => void;
    const old = () => new Promise<string>((resolve) => (answerOld = resolve));
    const { result, rerender } = renderLoad<string>(old);
    rerender({ current: () => Promise.resolve('new') });
    await waitFor(() => expect(result.current.data).toBe('new'));
    await act(async () => answerOld('old'));
    expect(result.current.data).toBe('new');
  });

  it('waits delayMs before loading, starting the wait again when load changes', async () => {
    jest.useFakeTimers();
    const load = jest.fn(() => Promise.resolve('a'));
    const other = jest.fn(() => Promise.resolve('b'));
    const { result, rerender } = renderLoad<string>(load, { delayMs: 800 });
    act(() => jest.advanceTimersByTime(500));
    rerender({ current: other });
    act(() => jest.advanceTimersByTime(799));
    expect(load).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(other).toHaveBeenCalledTimes(1);
    expect(result.current.data).toBe('b');
  });

  it("shows an initial answer (what the first paint drew) at once, then takes the load's, with no loading state between", async () => {
    let answer: (value: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const statuses: string[] = [];
    const { result } = renderHook(() => {
      const loaded = useLoad(load, 'Fallback', { initial: () => 'drawn early' });
      statuses.push(`${loaded.status}:${loaded.data}`);
      return loaded;
    });

    expect(result.current).toMatchObject({ status: 'ready', data: 'drawn early' });
    expect(load).toHaveBeenCalledTimes(1);
    act(() => answer('fresh'));
    await waitFor(() => expect(result.current.data).toBe('fresh'));
    expect(statuses.every((status) => status.startsWith('ready:'))).toBe(true);
    // A retry is a load like any other.
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
  });

  it('loads again on retry', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Offline')).mockResolvedValue('back');
    const { result } = renderLoad<string>(load);
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toBe('back'));
  });
});

describe('withoutNotFound', () => {
  it('answers error for not-found and keeps every other status', () => {
    expect(withoutNotFound('not-found')).toBe('error');
    expect(withoutNotFound('loading')).toBe('loading');
    expect(withoutNotFound('ready')).toBe('ready');
    expect(withoutNotFound('error')).toBe('error');
  });
});
