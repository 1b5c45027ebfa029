import { TreesCache } from '../trees-cache';
import type { CategoryCounts } from '../trees-cache';

const rows = (trees: number): CategoryCounts[] => [
  {
    category: 'Olive Tree',
    trees,
    recent: 0,
    healthy: trees,
    diseased: 0,
    ready: 0,
    auto: 0,
    ai: 0,
  },
];

describe('TreesCache', () => {
  it('answers counts only under the key they were read with', () => {
    const cache = new TreesCache();
    cache.set('owner', 'week/a:1', rows(5));
    expect(cache.get('owner', 'week/a:1')?.[0]?.trees).toBe(5);
    expect(cache.get('owner', 'week/a:2')).toBeUndefined();
    expect(cache.get('someone else', 'week/a:1')).toBeUndefined();
  });

  it('keeps at most its limit of owners, dropping the least recently used', () => {
    const cache = new TreesCache(2);
    cache.set('a', 'k', rows(1));
    cache.set('b', 'k', rows(2));
    expect(cache.get('a', 'k')).toBeDefined();
    cache.set('c', 'k', rows(3));
    expect(cache.get('b', 'k')).toBeUndefined();
    expect(cache.get('a', 'k')).toBeDefined();
    expect(cache.get('c', 'k')).toBeDefined();
  });
});
