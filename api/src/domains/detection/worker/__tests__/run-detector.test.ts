import { threadId } from 'node:worker_threads';
import { detectCrowns } from '../../detector/detect';
import type { RgbImage } from '../../detector/image';
import { generateOrchard } from '../../synthetic/orchard';
import type { OrchardOptions } from '../../synthetic/orchard';
import { closeDetectorWorker, currentDetectorWorker, runDetector } from '../run-detector';

const MPP = 0.2;

function scene(seed: number, sizePx: number, overrides: Partial<OrchardOptions> = {}): RgbImage {
  const orchard = generateOrchard(seed, {
    widthPx: sizePx,
    heightPx: sizePx,
    metresPerPixel: MPP,
    spacingM: 7,
    angleDeg: 20,
    missingRate: 0.1,
    extraRate: 0.02,
    crownRadiusM: { min: 1.6, max: 2.4 },
    tone: 'dark-on-grass',
    shadow: false,
    noiseSigma: 3,
    blurRadius: 0,
    touching: false,
    ...overrides,
  });
  return { width: orchard.width, height: orchard.height, data: orchard.rgb };
}

afterAll(() => closeDetectorWorker());

describe('runDetector', () => {
  it('answers exactly what detectCrowns answers in-process', async () => {
    const image = scene(21, 400);
    const polygon = [
      { x: 20, y: 30 },
      { x: 380, y: 10 },
      { x: 390, y: 370 },
      { x: 40, y: 390 },
    ];
    const inProcess = detectCrowns(image, { metresPerPixel: MPP, polygon });

    const fromWorker = await runDetector(image, { metresPerPixel: MPP, polygon });

    expect(inProcess.detections.length).toBeGreaterThan(50);
    expect(fromWorker).toEqual(inProcess);
  });

  it('moves the pixels to the worker and back without copying them', async () => {
    const image = scene(22, 300);
    const before = Buffer.from(image.data);
    const call = runDetector(image, { metresPerPixel: MPP });
    expect(image.data.byteLength).toBe(0); // moved, not copied
    await expect(runDetector(image, { metresPerPixel: MPP })).rejects.toThrow(
      'Tree detection could not start: the image has no pixels',
    );
    await call;
    expect(Buffer.from(image.data).equals(before)).toBe(true);
  });

  it('gives the pixels back when the detection fails', async () => {
    const image: RgbImage = { width: 10, height: 10, data: new Uint8Array(301).fill(9) };
    await expect(runDetector(image, { metresPerPixel: MPP })).rejects.toThrow(
      'Tree detection failed: The image data has 301 bytes; 10x10 RGB needs 300',
    );
    expect(image.data.byteLength).toBe(301);
    expect(image.data[300]).toBe(9);
  });

  it('copies a view into a larger buffer and leaves the buffer alone', async () => {
    const image = scene(25, 200);
    const larger = new Uint8Array(image.data.length + 16);
    larger.set(image.data, 8);
    const view: RgbImage = { ...image, data: larger.subarray(8, 8 + image.data.length) };
    const report = await runDetector(view, { metresPerPixel: MPP });
    expect(report).toEqual(detectCrowns(image, { metresPerPixel: MPP }));
    expect(view.data.buffer).toBe(larger.buffer);
    expect(larger.byteLength).toBe(image.data.length + 16);
  });

  it('detects in another thread and keeps the event loop turning during a large detection', async () => {
    const image = scene(23, 2000);
    await runDetector(scene(24, 64), { metresPerPixel: MPP }); // the worker is up
    expect(currentDetectorWorker()!.threadId).not.toBe(threadId);

    const gaps: number[] = [];
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }, 5);
    const started = performance.now();
    try {
      const report = await runDetector(image, { metresPerPixel: MPP });
      expect(report.detections.length).toBeGreaterThan(1000);
    } finally {
      clearInterval(timer);
    }
    const elapsed = performance.now() - started;
    gaps.push(performance.now() - last);
    // On the event loop the detection would be one gap as long as the whole detection. Here
    // the timer keeps firing while it runs: no gap comes near its duration, however busy the
    // machine (an OS pause of this thread slows the detector's thread too). How often the
    // timer fires, and its late ticks, are timing figures: `npm run bench -- detection`.
    expect(gaps.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...gaps)).toBeLessThan(elapsed / 2);
  });

  it('resolves concurrent calls, each with its own answer', async () => {
    const images = [31, 32, 33, 34, 35].map((seed) => scene(seed, 200 + seed));
    const expected = images.map((image) => detectCrowns(image, { metresPerPixel: MPP }));
    const reports = await Promise.all(
      images.map((image) => runDetector(image, { metresPerPixel: MPP })),
    );
    expect(reports).toEqual(expected);
  });

  it('rejects a failing detection readably and keeps the worker', async () => {
    await runDetector(scene(41, 64), { metresPerPixel: MPP });
    const worker = currentDetectorWorker();
    const broken: RgbImage = { width: 100, height: 100, data: new Uint8Array(10) };
    await expect(runDetector(broken, { metresPerPixel: MPP })).rejects.toThrow(
      'Tree detection failed: The image data has 10 bytes; 100x100 RGB needs 30000',
    );
    expect(currentDetectorWorker()).toBe(worker);
  });

  it('rejects a call that cannot be sent to the worker', async () => {
    const image = scene(42, 64);
    const polygon = [{ x: 0, y: 0, bad: () => 1 }];
    await expect(runDetector(image, { metresPerPixel: MPP, polygon })).rejects.toThrow(
      /Tree detection could not start: .*could not be cloned/,
    );
  });

  it('rejects pending calls when the worker crashes, then starts a new worker', async () => {
    await runDetector(scene(43, 64), { metresPerPixel: MPP });
    const crashed = currentDetectorWorker()!;
    crashed.postMessage({ nonsense: true }); // handled before the next request: the worker throws
    await expect(runDetector(scene(43, 300), { metresPerPixel: MPP })).rejects.toThrow(
      'The detector worker crashed: Detector worker got an invalid message',
    );

    const image = scene(43, 300);
    const expected = detectCrowns(image, { metresPerPixel: MPP });
    expect(await runDetector(image, { metresPerPixel: MPP })).toEqual(expected);
    expect(currentDetectorWorker()).not.toBe(crashed);
  });

  it('rejects pending calls when the worker is terminated, then starts a new worker', async () => {
    await runDetector(scene(44, 64), { metresPerPixel: MPP });
    const worker = currentDetectorWorker()!;
    const pending = [
      runDetector(scene(45, 1000), { metresPerPixel: MPP }),
      runDetector(scene(44, 200), { metresPerPixel: MPP }),
    ];
    const rejected = pending.map((call) =>
      expect(call).rejects.toThrow(/^The detector worker stopped unexpectedly \(exit code 1\)$/),
    );
    await worker.terminate();
    await Promise.all(rejected);

    const image = scene(44, 200);
    const expected = detectCrowns(image, { metresPerPixel: MPP });
    expect(await runDetector(image, { metresPerPixel: MPP })).toEqual(expected);
  });

  it('rejects pending calls when the worker is closed', async () => {
    const call = runDetector(scene(46, 600), { metresPerPixel: MPP });
    const rejected = expect(call).rejects.toThrow('the detector worker was closed');
    await closeDetectorWorker();
    await rejected;
    expect(currentDetectorWorker()).toBeNull();
  });
});
