/**
 * Worker-thread entry of the tree-crown detector: runs `detectCrowns` off the API's event
 * loop. Started by run-detector.ts; answers each request with its id, either the report or a
 * readable error, and the image's pixels (transferred back, so the caller keeps its image
 * without either side copying it). A message without a numeric id cannot be answered and
 * crashes the worker on purpose: the parent rejects whatever was pending and starts afresh.
 */
import { parentPort } from 'node:worker_threads';
import { detectCrowns } from '../detector/detect';
import type { DetectionReport } from '../detector/detect';
import type { PixelPoint } from '../detector/image';

export interface DetectorRequest {
  id: number;
  width: number;
  height: number;
  /** RGB bytes, row-major, 3 per pixel; transferred, not copied. */
  data: ArrayBuffer;
  metresPerPixel: number;
  polygon?: readonly PixelPoint[];
}

export type DetectorResponse = { id: number; data?: ArrayBuffer } & (
  { report: DetectionReport } | { error: string }
);

function detect(request: DetectorRequest): DetectionReport {
  const { width, height, data, metresPerPixel, polygon } = request;
  if (!(data instanceof ArrayBuffer)) throw new Error('The image data is not an ArrayBuffer');
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new Error(`Invalid image size ${String(width)}x${String(height)}`);
  }
  if (data.byteLength !== width * height * 3) {
    throw new Error(
      `The image data has ${data.byteLength} bytes; ${width}x${height} RGB needs ${width * height * 3}`,
    );
  }
  if (typeof metresPerPixel !== 'number' || !(metresPerPixel > 0)) {
    throw new Error(`Invalid metres per pixel: ${String(metresPerPixel)}`);
  }
  return detectCrowns({ width, height, data: new Uint8Array(data) }, { metresPerPixel, polygon });
}

function answer(request: DetectorRequest): DetectorResponse {
  const { id, data } = request;
  const pixels = data instanceof ArrayBuffer && data.byteLength > 0 ? { data } : {};
  try {
    return { id, report: detect(request), ...pixels };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error), ...pixels };
  }
}

const port = parentPort;
if (!port) throw new Error('detector-worker runs only as a worker thread');

port.on('message', (message: unknown) => {
  const id = (message as Partial<DetectorRequest> | null)?.id;
  if (typeof id !== 'number') throw new Error('Detector worker got an invalid message');
  const response = answer(message as DetectorRequest);
  port.postMessage(response, response.data ? [response.data] : []);
});
