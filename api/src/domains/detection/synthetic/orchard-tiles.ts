/**
 * A stand-in for an aerial imagery tile service on loopback (API tests, and the e2e run's
 * product server, which analyses it as its configured imagery): one synthetic orchard,
 * georeferenced over a boundary's bounding box (plus a margin) at the zoom the detector
 * will ask for, cut into 256-pixel XYZ tiles. The crown centres are kept in WGS84, so a
 * test can check where detected trees stand.
 *
 * Paths: `/{z}/{x}/{y}.png` the orchard (PNG, or the format asked for); `/broken/...`
 * answers 500; `/slow/...` never answers; `/garbage/...` answers 200 with text. Unknown
 * tiles answer 404.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { LatLng } from '@grovekeeper/geo';
import { chooseZoom, metresPerPixel, project, TILE_SIZE, unproject } from '../imagery/mercator';
import { generateOrchard } from './orchard';
import type { OrchardOptions } from './orchard';

export interface OrchardTiles {
  /** XYZ template of the orchard tiles. */
  url: string;
  origin: string;
  zoom: number;
  metresPerPixel: number;
  spacingM: number;
  /** Every crown centre of the rendered orchard, in WGS84. */
  truth: LatLng[];
  /** Tile paths requested so far. */
  hits: string[];
  /** Most tile requests that were in flight at once. */
  maxInFlight: number;
  /** The rendered orchard and its top-left world pixel (for stitching checks). */
  scene: { width: number; height: number; rgb: Uint8Array; left: number; top: number };
  close(): Promise<void>;
}

export interface OrchardTilesOptions {
  boundary: readonly LatLng[];
  seed: number;
  maxZoom?: number;
  /** Ground rendered around the boundary's bounding box. */
  marginM?: number;
  format?: 'png' | 'jpeg' | 'webp';
  /** Delay before each tile answer (lets requests overlap). */
  delayMs?: number;
  orchard?: Partial<OrchardOptions>;
  /** Loopback port to listen on; a free one when left out. */
  port?: number;
}

export async function startOrchardTiles(options: OrchardTilesOptions): Promise<OrchardTiles> {
  const { boundary, seed, maxZoom = 19, marginM = 40, format = 'png', delayMs = 0 } = options;
  const lats = boundary.map((p) => p.lat);
  const lngs = boundary.map((p) => p.lng);
  const latitude = (Math.min(...lats) + Math.max(...lats)) / 2;
  const { zoom } = chooseZoom(latitude, { maxZoom });
  const mpp = metresPerPixel(latitude, zoom);
  const marginPx = marginM / mpp;
  const nw = project({ lat: Math.max(...lats), lng: Math.min(...lngs) }, zoom);
  const se = project({ lat: Math.min(...lats), lng: Math.max(...lngs) }, zoom);
  const tx0 = Math.floor((nw.x - marginPx) / TILE_SIZE);
  const ty0 = Math.floor((nw.y - marginPx) / TILE_SIZE);
  const tx1 = Math.floor((se.x + marginPx) / TILE_SIZE);
  const ty1 = Math.floor((se.y + marginPx) / TILE_SIZE);
  const width = (tx1 - tx0 + 1) * TILE_SIZE;
  const height = (ty1 - ty0 + 1) * TILE_SIZE;
  const spacingM = options.orchard?.spacingM ?? 7;
  const scene = generateOrchard(seed, {
    widthPx: width,
    heightPx: height,
    metresPerPixel: mpp,
    spacingM,
    angleDeg: 12,
    missingRate: 0.05,
    extraRate: 0,
    crownRadiusM: { min: 1.6, max: 2.4 },
    tone: 'dark-on-grass',
    shadow: false,
    noiseSigma: 3,
    blurRadius: 0,
    touching: false,
    ...options.orchard,
  });
  const left = tx0 * TILE_SIZE;
  const top = ty0 * TILE_SIZE;
  // Synthetic pixel (i, j) is centred on (i, j); world pixel i spans [i, i + 1).
  const truth = scene.truth.map((p) =>
    unproject({ x: left + p.x + 0.5, y: top + p.y + 0.5 }, zoom),
  );

  const whole = sharp(Buffer.from(scene.rgb), { raw: { width, height, channels: 3 } });
  const tiles = new Map<string, Buffer>();
  for (let ty = ty0; ty <= ty1; ty++) {
    for (let tx = tx0; tx <= tx1; tx++) {
      const tile = whole
        .clone()
        .extract({
          left: (tx - tx0) * TILE_SIZE,
          top: (ty - ty0) * TILE_SIZE,
          width: TILE_SIZE,
          height: TILE_SIZE,
        })
        .toFormat(format, format === 'png' ? {} : { quality: 95 });
      tiles.set(`${zoom}/${tx}/${ty}`, await tile.toBuffer());
    }
  }

  const hits: string[] = [];
  let inFlight = 0;
  const state = { maxInFlight: 0 };
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    hits.push(path);
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    response.on('close', () => inFlight--);
    if (path.startsWith('/slow/')) return; // never answers
    const answer = () => {
      if (path.startsWith('/broken/')) {
        response.writeHead(500, { 'content-type': 'text/plain' });
        return response.end('tile renderer crashed');
      }
      if (path.startsWith('/garbage/')) {
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end('this is not an image');
      }
      const match = /^\/(\d+)\/(\d+)\/(\d+)\.\w+$/.exec(path);
      const tile = match ? tiles.get(`${match[1]}/${match[2]}/${match[3]}`) : undefined;
      if (!tile) {
        response.writeHead(404, { 'content-type': 'text/plain' });
        return response.end('no such tile');
      }
      response.writeHead(200, { 'content-type': `image/${format}` });
      response.end(tile);
    };
    if (delayMs > 0) setTimeout(answer, delayMs);
    else answer();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/{z}/{x}/{y}.${format === 'jpeg' ? 'jpg' : format}`,
    origin,
    zoom,
    metresPerPixel: mpp,
    spacingM,
    truth,
    hits,
    get maxInFlight() {
      return state.maxInFlight;
    },
    scene: { width, height, rgb: scene.rgb, left, top },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback URL where nothing listens (a port that was just free). */
export async function closedPortUrl(): Promise<string> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/{z}/{x}/{y}.png`;
}

/** Distance in metres between two nearby points (equirectangular). */
export function metresBetween(a: LatLng, b: LatLng): number {
  const y = (a.lat - b.lat) * 111_320;
  const x = (a.lng - b.lng) * 111_320 * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return Math.hypot(x, y);
}

export function nearest(point: LatLng, candidates: readonly LatLng[]): number {
  let best = Infinity;
  for (const candidate of candidates) best = Math.min(best, metresBetween(point, candidate));
  return best;
}

/** A quadrilateral of about 1.2 ha (115 m × 110 m, a little skewed) near Kalamata. */
export const ORCHARD_BOUNDARY: LatLng[] = [
  { lat: 37.01, lng: 22.11 },
  { lat: 37.0102, lng: 22.1112 },
  { lat: 37.011, lng: 22.111 },
  { lat: 37.0109, lng: 22.1099 },
];
