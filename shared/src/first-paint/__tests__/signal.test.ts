import { announceFirstPaint, firstPaintSettled } from '../signal';

const settledBy = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return settled;
};

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as Record<string, unknown>).__grovekeeperFirstPaintSettled__;
});

it("waits for the first paint's word, then lets the app's code run", async () => {
  const script = document.createElement('script');
  const waiting = firstPaintSettled(script, 60_000);
  expect(await settledBy(waiting)).toBe(false);

  announceFirstPaint();

  expect(await settledBy(waiting)).toBe(true);
  // A later wait (a Retry) does not wait again.
  expect(await settledBy(firstPaintSettled(script, 60_000))).toBe(true);
});

it('stops waiting when the script fails to load, or after the longest wait', async () => {
  const script = document.createElement('script');
  const failed = firstPaintSettled(script, 60_000);
  script.dispatchEvent(new Event('error'));
  expect(await settledBy(failed)).toBe(true);

  jest.useFakeTimers();
  const slow = firstPaintSettled(document.createElement('script'), 1000);
  jest.advanceTimersByTime(999);
  expect(await settledBy(slow)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settledBy(slow)).toBe(true);
});
