/**
 * Runs the tree-crown detector in one long-lived worker thread, so a detection of several
 * seconds never blocks the API's event loop. The worker starts on the first call, is
 * re-created after a crash, and keeps the process alive only while a detection is pending.
 *
 * The image's pixels are not copied: its buffer moves to the worker and back. While a call
 * is pending `image.data` is empty (detached); when the call settles it is an equal view on
 * the returned buffer. If the worker crashes, the pixels are lost with it.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DetectOptions, DetectionReport } from '../detector/detect';
import type { RgbImage } from '../detector/image';
import type { DetectorRequest, DetectorResponse } from './detector-worker';

interface Pending {
  image: RgbImage;
  resolve: (report: DetectionReport) => void;
  reject: (error: Error) => void;
}

interface DetectorThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** Under jest the sources run as TypeScript; the built API runs the compiled .js worker. */
const WORKER_FILE = path.join(__dirname, 'detector-worker' + path.extname(__filename));

let current: DetectorThread | null = null;
let nextId = 1;

/** Detects crowns like `detectCrowns`, in the detector worker thread. */
export function runDetector(image: RgbImage, options: DetectOptions): Promise<DetectionReport> {
  return new Promise<DetectionReport>((resolve, reject) => {
    const thread = current ?? start();
    const id = nextId++;
    const request = (data: ArrayBuffer): DetectorRequest => ({
      id,
      width: image.width,
      height: image.height,
      data,
      metresPerPixel: options.metresPerPixel,
      polygon: options.polygon,
    });
    if (image.data.byteLength === 0 && image.width * image.height > 0) {
      reject(
        new Error(
          'Tree detection could not start: the image has no pixels (another detection holds them, or a crashed one lost them)',
        ),
      );
      return;
    }
    try {
      const own = ownBuffer(image.data);
      let moved = false;
      if (own) {
        try {
          thread.worker.postMessage(request(own), [own]);
          moved = true;
        } catch {
          // An untransferable buffer (e.g. from Node's Buffer pool): send a copy instead.
        }
      }
      if (!moved) {
        const copy = image.data.slice().buffer;
        thread.worker.postMessage(request(copy), [copy]);
      }
    } catch (error) {
      reject(new Error(`Tree detection could not start: ${errorMessage(error)}`));
      return;
    }
    // Only a moved buffer comes back into the image; a copy's return is dropped.
    thread.pending.set(id, { image, resolve, reject });
    thread.worker.ref();
  });
}

/** Stops the detector worker (app shutdown, tests); pending detections are rejected. */
export async function closeDetectorWorker(): Promise<void> {
  const thread = current;
  if (!thread) return;
  current = null;
  fail(thread, new Error('Tree detection was cancelled: the detector worker was closed'));
  await thread.worker.terminate();
}

/** The running detector worker, if any (for tests and diagnostics). */
export function currentDetectorWorker(): Worker | null {
  return current?.worker ?? null;
}

function start(): DetectorThread {
  const typescript = path.extname(WORKER_FILE) === '.ts';
  // Node 20 does not apply `--import tsx` hooks to a worker's entry (nodejs/node#47747);
  // tsx's CommonJS require hook works, which is all the CommonJS API sources need.
  const worker = new Worker(WORKER_FILE, {
    execArgv: typescript ? ['--require', require.resolve('tsx/cjs')] : [],
  });
  worker.unref();
  const thread: DetectorThread = { worker, pending: new Map() };
  current = thread;

  worker.on('message', (response: DetectorResponse) => {
    const pending = thread.pending.get(response.id);
    if (!pending) return;
    thread.pending.delete(response.id);
    if (thread.pending.size === 0) worker.unref();
    const { image } = pending;
    if (response.data && image.data.byteLength === 0) image.data = new Uint8Array(response.data);
    if ('error' in response) pending.reject(new Error(`Tree detection failed: ${response.error}`));
    else pending.resolve(response.report);
  });
  worker.on('error', (error) => {
    retire(thread, new Error(`The detector worker crashed: ${errorMessage(error)}`));
  });
  worker.on('messageerror', (error) => {
    retire(
      thread,
      new Error(`The detector worker sent an unreadable answer: ${errorMessage(error)}`),
    );
    void worker.terminate();
  });
  worker.on('exit', (code) => {
    retire(thread, new Error(`The detector worker stopped unexpectedly (exit code ${code})`));
  });
  return thread;
}

/** A crashed or stopped worker: its pending calls fail, the next call starts a new one. */
function retire(thread: DetectorThread, error: Error): void {
  if (current === thread) current = null;
  fail(thread, error);
}

function fail(thread: DetectorThread, error: Error): void {
  const pending = [...thread.pending.values()];
  thread.pending.clear();
  thread.worker.unref();
  for (const { reject } of pending) reject(error);
}

/** The view's ArrayBuffer when the view covers all of it (so moving it moves nothing else). */
function ownBuffer(data: Uint8Array): ArrayBuffer | null {
  const { buffer } = data;
  // A tag check, not instanceof: the buffer may come from another realm (jest's sandbox).
  const plain = Object.prototype.toString.call(buffer) === '[object ArrayBuffer]';
  return plain &&
    data.byteOffset === 0 &&
    data.byteLength === buffer.byteLength &&
    data.byteLength > 0
    ? (buffer as ArrayBuffer)
    : null;
}

/** The message of an error, also of one from another realm (the worker, jest's sandbox). */
function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}
