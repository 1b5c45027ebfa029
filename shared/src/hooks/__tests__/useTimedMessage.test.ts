import { act, renderHook } from '@testing-library/react';
import { SUCCESS_MESSAGE_TIMEOUT_MS, useTimedMessage } from '../useTimedMessage';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useTimedMessage', () => {
  it('uses the spec time-out of 3000 ms', () => {
    expect(SUCCESS_MESSAGE_TIMEOUT_MS).toBe(3000);
  });

  it('shows a message and clears it after the time-out', () => {
    const { result } = renderHook(() => useTimedMessage());
    act(() => result.current[1]('Saved!'));
    expect(result.current[0]).toBe('Saved!');

    act(() => jest.advanceTimersByTime(2999));
    expect(result.current[0]).toBe('Saved!');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });

  it('restarts the clock when a new message is shown', () => {
    const { result } = renderHook(() => useTimedMessage(1000));
    act(() => result.current[1]('First'));
    act(() => jest.advanceTimersByTime(800));
    act(() => result.current[1]('Second'));
    act(() => jest.advanceTimersByTime(800));
    expect(result.current[0]).toBe('Second');
    act(() => jest.advanceTimersByTime(200));
    expect(result.current[0]).toBeNull();
  });

  it('clears at once on request', () => {
    const { result } = renderHook(() => useTimedMessage());
    act(() => result.current[1]('Saved!'));
    act(() => result.current[2]());
    expect(result.current[0]).toBeNull();
  });

  it('leaves no timer behind after unmounting', () => {
    const { result, unmount } = renderHook(() => useTimedMessage());
    act(() => result.current[1]('Saved!'));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
