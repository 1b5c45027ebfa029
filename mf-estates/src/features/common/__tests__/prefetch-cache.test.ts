import { clearPrefetches, prefetch, takeOrLoad } from '../utils/prefetch-cache';

afterEach(() => {
  clearPrefetches();
  jest.useRealTimers();
});

it('hands a prefetched answer to the first page that asks, and loads afresh after that', async () => {
  const early = jest.fn(() => Promise.resolve('early'));
  prefetch('estate:1', early);
  const late = jest.fn(() => Promise.resolve('late'));
  await expect(takeOrLoad('estate:1', late)).resolves.toBe('early');
  expect(late).not.toHaveBeenCalled();
  await expect(takeOrLoad('estate:1', late)).resolves.toBe('late');
  expect(early).toHaveBeenCalledTimes(1);
});

it('passes a prefetch failure to the page, which reports it', async () => {
  prefetch('estate:2', () => Promise.reject(new Error('Estate not found')));
  await expect(takeOrLoad('estate:2', () => Promise.resolve('fresh'))).rejects.toThrow(
    'Estate not found',
  );
});

it('does not hand out a prefetch that waited too long', async () => {
  jest.useFakeTimers();
  prefetch('estate:3', () => Promise.resolve('stale'));
  jest.advanceTimersByTime(11_000);
  await expect(takeOrLoad('estate:3', () => Promise.resolve('fresh'))).resolves.toBe('fresh');
});

it('loads normally when nothing was prefetched for the key', async () => {
  prefetch('estate:4', () => Promise.resolve('other'));
  await expect(takeOrLoad('estate:5', () => Promise.resolve('own'))).resolves.toBe('own');
});
