import { act, renderHook } from '@testing-library/react';
import { useStoredViewMode } from '../useStoredViewMode';

afterEach(() => window.localStorage.clear());

describe('useStoredViewMode', () => {
  it('starts with cards when nothing is stored', () => {
    const { result } = renderHook(() => useStoredViewMode('test:view-mode'));
    expect(result.current[0]).toBe('grid');
  });

  it('remembers a change under its key and reads it back on the next visit', () => {
    const { result, unmount } = renderHook(() => useStoredViewMode('test:view-mode'));
    act(() => result.current[1]('list'));
    expect(result.current[0]).toBe('list');
    expect(window.localStorage.getItem('test:view-mode')).toBe('list');
    unmount();
    const again = renderHook(() => useStoredViewMode('test:view-mode'));
    expect(again.result.current[0]).toBe('list');
    const other = renderHook(() => useStoredViewMode('test:other'));
    expect(other.result.current[0]).toBe('grid');
  });
});
