/**
 * Tree detection by an OpenAI vision model (DETECTION_PROVIDER=openai, only with
 * OPENAI_API_KEY): the same aerial imagery as the local detector (an ImagerySource; never
 * Google imagery, whose terms forbid analysing it), downscaled to at most 1024 px a side,
 * sent to the Chat Completions API with the boundary in the image's pixels; the crowns it
 * answers are checked, mapped back to WGS84 and drawn on a snapshot like the local
 * detector's.
 */
import sharp from 'sharp';
import { HttpError } from '../../../lib/http-errors';
import { DETECTION_UNAVAILABLE } from '../service';
import type {
  DetectedTree,
  DetectionRequest,
  DetectionResult,
  TreeDetectionProvider,
} from '../service';
import { isPointInPolygon } from '@grovekeeper/geo';
import type { PixelPoint } from '../detector/image';
import type { GeoImage, ImagerySource } from '../imagery/imagery';
import { roundConfidence } from '../local-provider';
import { storeReview } from '../review';
import { renderSnapshot } from '../snapshots';
import type { SnapshotStore } from '../snapshots';
import { readCompletion, UnreadableAnswerError } from './answer';
import type { ModelTree } from './answer';

/** The longest side of the image sent to the model. */
export const OPENAI_MAX_IMAGE_SIDE = 1024;
/** A larger answer is refused without being read to the end. */
export const OPENAI_MAX_ANSWER_BYTES = 8 * 1024 * 1024;
/** Crown radius drawn on the snapshot: the model answers centres only. */
const SNAPSHOT_CROWN_RADIUS_M = 2;

export const OPENAI_KEY_REFUSED = 'The OpenAI API key was refused';

export interface OpenAiVisionOptions {
  /** The configured aerial imagery; without it detection answers 503 like the local one. */
  imagery: ImagerySource | null;
  snapshots: SnapshotStore;
  /** Prefix of snapshot URLs: `${PUBLIC_API_BASE_URL}/api/openai-vision/snapshots/`. */
  snapshotUrlPrefix: string;
  /** Never shown to users nor logged. */
  apiKey: string;
  /** e.g. https://api.openai.com/v1 (no trailing slash). */
  baseUrl: string;
  model: string;
  /** Time-out of the whole chat completion request, answer included. */
  timeoutMs: number;
  maxImageSide?: number;
}

/** The OpenAI service failed: a readable 502 that never holds the key or the answer. */
export class OpenAiUnavailableError extends HttpError {
  override name = 'OpenAiUnavailableError';

  constructor(message: string) {
    super(502, message);
  }
}

/** The image as sent to the model and how its pixels relate to the analysed image. */
interface ModelImage {
  dataUrl: string;
  width: number;
  height: number;
  /** Request pixels per analysed-image pixel, along x and y. */
  scaleX: number;
  scaleY: number;
}

export class OpenAiVisionProvider implements TreeDetectionProvider {
  constructor(private readonly options: OpenAiVisionOptions) {}

  async detect(request: DetectionRequest): Promise<DetectionResult> {
    const { imagery } = this.options;
    if (!imagery) throw new HttpError(503, DETECTION_UNAVAILABLE);
    const boundary = request.boundaries;
    const geo = await imagery.fetch(boundary);
    const polygon = boundary.map((point) => geo.toPixel(point));
    const sent = await encodeForModel(geo, this.options.maxImageSide ?? OPENAI_MAX_IMAGE_SIDE);
    // Analysed-image pixels have their centres at integers; request pixels are measured
    // from the top-left corner (as a model reads an image).
    const toRequest = (p: PixelPoint) => ({
      x: (p.x + 0.5) * sent.scaleX,
      y: (p.y + 0.5) * sent.scaleY,
    });
    const answered = await this.ask(prompt(geo, sent, polygon.map(toRequest)), sent.dataUrl);

    const detections: (PixelPoint & { confidence: number })[] = [];
    const trees: DetectedTree[] = [];
    for (const tree of answered) {
      if (tree.x < 0 || tree.y < 0 || tree.x > sent.width || tree.y > sent.height) continue;
      const pixel = { x: tree.x / sent.scaleX - 0.5, y: tree.y / sent.scaleY - 0.5 };
      const position = geo.toLatLng(pixel);
      if (!isPointInPolygon(position, boundary)) continue;
      const confidence = roundConfidence(tree.confidence);
      detections.push({ ...pixel, confidence });
      trees.push({ lat: round(position.lat, 7), lng: round(position.lng, 7), confidence });
    }

    const png = await renderSnapshot({
      image: geo.image,
      boundary: polygon,
      detections,
      crownRadiusPx: SNAPSHOT_CROWN_RADIUS_M / geo.metresPerPixel,
    });
    const name = await this.options.snapshots.put(png);
    const review = await storeReview(geo, this.options.snapshots, this.options.snapshotUrlPrefix);
    return {
      treesInBoundary: trees.length,
      snapshotUrl: `${this.options.snapshotUrlPrefix}${name}`,
      message: this.message(trees.length, geo, sent),
      trees,
      review,
    };
  }

  /** One chat completion; every failure becomes a readable 502. */
  private async ask(text: string, dataUrl: string): Promise<ModelTree[]> {
    const { apiKey, baseUrl, model, timeoutMs } = this.options;
    let body: string;
    try {
      const response = await fetch(`${baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          model,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            {
              role: 'user',
              content: [
                { type: 'text', text },
                { type: 'image_url', image_url: { url: dataUrl, detail: 'high' } },
              ],
            },
          ],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw statusError(response.status);
      }
      body = await readLimited(response);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new OpenAiUnavailableError(fetchFailure(error, timeoutMs));
    }
    try {
      return readCompletion(JSON.parse(body));
    } catch (error) {
      const reason = error instanceof UnreadableAnswerError ? error.message : 'it is not JSON';
      throw new OpenAiUnavailableError(
        `The OpenAI vision service gave an answer that could not be read (${reason}). Please try again later.`,
      );
    }
  }

  private message(count: number, geo: GeoImage, sent: ModelImage): string {
    const where = `inside the boundary by the OpenAI vision model ${this.options.model}`;
    const found =
      count === 0
        ? `No trees were detected ${where}.`
        : `${count} ${count === 1 ? 'tree' : 'trees'} detected ${where}.`;
    const sentMpp = geo.metresPerPixel / Math.min(sent.scaleX, sent.scaleY);
    const resolution =
      sent.width === geo.image.width && sent.height === geo.image.height
        ? ''
        : `, sent to the model at ${sentMpp.toFixed(2)} m per pixel`;
    const credit = geo.attribution ? ` (${geo.attribution})` : '';
    return `${found} Aerial imagery at ${geo.metresPerPixel.toFixed(2)} m per pixel${credit}${resolution}.`;
  }
}

const SYSTEM_PROMPT =
  'You locate individual tree crowns in top-down aerial images for an orchard management ' +
  'application. You answer with one JSON object and nothing else.';

function prompt(geo: GeoImage, sent: ModelImage, boundary: PixelPoint[]): string {
  const mpp = geo.metresPerPixel / Math.min(sent.scaleX, sent.scaleY);
  const vertices = JSON.stringify(boundary.map((p) => [round(p.x, 1), round(p.y, 1)]));
  return [
    `This aerial image is ${sent.width} × ${sent.height} pixels, north up, about ` +
      `${mpp.toFixed(2)} m of ground per pixel (an orchard tree crown is typically ` +
      `${Math.round(3 / mpp)} to ${Math.round(6 / mpp)} pixels across).`,
    'Pixel coordinates start at the top-left corner of the image (0, 0); x grows to the ' +
      'right and y downwards.',
    `The owner drew a boundary: the closed polygon with these vertices, as [x, y] pixels: ${vertices}.`,
    'Find every tree crown whose centre lies inside that boundary. Answer with the JSON ' +
      'object {"trees": [{"x": <pixel x of the crown centre>, "y": <pixel y of the crown ' +
      'centre>, "confidence": <0 to 1, how sure you are that it is a tree>}]}, one entry ' +
      'per tree, or {"trees": []} when there is none. Do not count bushes, buildings, ' +
      'shadows or bare ground.',
  ].join('\n');
}

/** The analysed image as a JPEG data: URL, downscaled to at most `maxSide` a side. */
async function encodeForModel(geo: GeoImage, maxSide: number): Promise<ModelImage> {
  const { image } = geo;
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const jpeg = await sharp(
    Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
    { raw: { width: image.width, height: image.height, channels: 3 } },
  )
    .resize(width, height, { fit: 'fill' })
    .jpeg({ quality: 88 })
    .toBuffer();
  return {
    dataUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    width,
    height,
    scaleX: width / image.width,
    scaleY: height / image.height,
  };
}

function statusError(status: number): OpenAiUnavailableError {
  if (status === 401) return new OpenAiUnavailableError(OPENAI_KEY_REFUSED);
  if (status === 429) {
    return new OpenAiUnavailableError(
      'The OpenAI vision service refused the request (HTTP 429: rate limit or quota reached). Please try again later.',
    );
  }
  return new OpenAiUnavailableError(
    `The OpenAI vision service failed (HTTP ${status}). Please try again later.`,
  );
}

/** Why fetch failed, without the URL (the error texts of undici may hold it). */
function fetchFailure(error: unknown, timeoutMs: number): string {
  const { name, cause } = (error ?? {}) as { name?: string; cause?: { code?: string } };
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `The OpenAI vision service did not answer within ${timeoutMs} ms. Please try again later.`;
  }
  if (error instanceof OpenAiAnswerTooLarge) {
    return `The OpenAI vision service answered more than ${OPENAI_MAX_ANSWER_BYTES / (1024 * 1024)} MB. Please try again later.`;
  }
  const code = cause?.code;
  const reason =
    code === 'ECONNREFUSED'
      ? 'connection refused'
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? 'unknown host'
        : code === 'ECONNRESET' || code === 'UND_ERR_SOCKET'
          ? 'connection reset'
          : 'network error';
  return `The OpenAI vision service could not be reached (${reason}). Please try again later.`;
}

class OpenAiAnswerTooLarge extends Error {}

/** The body as text, refusing one larger than OPENAI_MAX_ANSWER_BYTES. */
async function readLimited(response: Response): Promise<string> {
  if (Number(response.headers.get('content-length')) > OPENAI_MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw new OpenAiAnswerTooLarge();
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > OPENAI_MAX_ANSWER_BYTES) throw new OpenAiAnswerTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
