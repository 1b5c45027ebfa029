import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { useAutoPrint } from '../useAutoPrint';

beforeEach(() => {
  jest.useFakeTimers();
  window.print = jest.fn();
});
afterEach(() => jest.useRealTimers());

describe('useAutoPrint', () => {
  it('prints once, delayMs after the printout is ready, and never again', () => {
    const { rerender } = renderHook(({ ready }) => useAutoPrint(ready, 500), {
      initialProps: { ready: false },
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(window.print).not.toHaveBeenCalled();

    rerender({ ready: true });
    act(() => jest.advanceTimersByTime(499));
    expect(window.print).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(window.print).toHaveBeenCalledTimes(1);

    rerender({ ready: false });
    rerender({ ready: true });
    act(() => jest.advanceTimersByTime(1000));
    expect(window.print).toHaveBeenCalledTimes(1);
  });

  it('does not print when the page leaves before the delay', () => {
    const { unmount } = renderHook(() => useAutoPrint(true, 500));
    unmount();
    act(() => jest.advanceTimersByTime(1000));
    expect(window.print).not.toHaveBeenCalled();
  });

  it('tells onPrinted once the dialog was opened, with the latest callback', () => {
    const first = jest.fn();
    const latest = jest.fn();
    const { rerender } = renderHook(({ onPrinted }) => useAutoPrint(true, 500, onPrinted), {
      initialProps: { onPrinted: first },
    });
    rerender({ onPrinted: latest });
    act(() => jest.advanceTimersByTime(500));
    expect(window.print).toHaveBeenCalledTimes(1);
    expect([first.mock.calls.length, latest.mock.calls.length]).toEqual([0, 1]);
    act(() => jest.advanceTimersByTime(5000));
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
