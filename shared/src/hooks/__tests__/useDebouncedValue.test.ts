import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../useDebouncedValue';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDebouncedValue', () => {
  it('starts with the first value at once', () => {
    const { result } = renderHook(() => useDebouncedValue('olive', 300));
    expect(result.current).toBe('olive');
  });

  it('settles on the latest value once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'o' },
    });
    rerender({ value: 'ol' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'olive' });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toBe('o');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('olive');
  });

  it('leaves no timer behind after unmounting', () => {
    const { rerender, unmount } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
