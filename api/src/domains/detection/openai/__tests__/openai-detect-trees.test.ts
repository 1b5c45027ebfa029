import sharp from 'sharp';
import type { AppConfig } from '../../../../config';
import { testConfig } from '../../../../test/app';
import type { TestServer } from '../../../../test/app';
import { DATABASE_START_TIMEOUT_MS } from '../../../../test/databases';
import { describeApi } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import { newEstateBody } from '../../../estates/__tests__/fixtures';
import type { EstateJson, TreeJson } from '../../../estates/__tests__/fixtures';
import { DETECTION_UNAVAILABLE } from '../../service';
import type { DetectionResult } from '../../service';
import { isPointInPolygon } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';
import { project } from '../../imagery/mercator';
import { XyzImagerySource } from '../../imagery/xyz';
import type { PixelArea } from '../../imagery/xyz';
import { closedPortUrl, nearest, startOrchardTiles } from '../../synthetic/orchard-tiles';
import type { OrchardTiles } from '../../synthetic/orchard-tiles';
import { OPENAI_KEY_REFUSED } from '../provider';
import { completion, startFakeOpenAi, userParts } from './fake-openai';
import type { FakeAnswer, FakeOpenAi, RecordedRequest } from './fake-openai';

const API_KEY = 'sk-test-0123456789abcdef';

/** About 300 m × 310 m: more than 1024 pixels of 0.24 m either way, so it is downscaled. */
const BIG: LatLng[] = [
  { lat: 37.02, lng: 22.12 },
  { lat: 37.0201, lng: 22.1232 },
  { lat: 37.0228, lng: 22.1233 },
  { lat: 37.0227, lng: 22.1199 },
];

/** A triangle inside BIG that no detection has looked at yet. */
const SMALL: LatLng[] = [
  { lat: 37.0205, lng: 22.1205 },
  { lat: 37.0206, lng: 22.1215 },
  { lat: 37.0212, lng: 22.1209 },
];

const request = (boundaries: LatLng[]) => ({
  mapCenter: { lat: 37.021, lng: 22.121 },
  mapZoom: 18,
  boundaries,
});

const byPosition = (a: LatLng, b: LatLng) => a.lat - b.lat || a.lng - b.lng;

describeApi('OpenAI vision tree detection', (api) => {
  let tiles: OrchardTiles;
  let fake: FakeOpenAi;
  let snapshotsDir: string;
  /** DETECTION_PROVIDER=openai on the orchard tiles and the fake. */
  let server: TestServer;
  /** The same with a short OpenAI time-out. */
  let impatient: TestServer;
  /** OpenAI where nothing listens. */
  let unreachable: TestServer;
  /** A key but no DETECTION_PROVIDER: the local detector. */
  let local: TestServer;
  /** DETECTION_PROVIDER=openai without imagery. */
  let noImagery: TestServer;
  let owner: SignedInUser;

  const configFor = (
    imageryUrl: string | null,
    openai: Partial<AppConfig['openai']> = {},
    provider: AppConfig['detectionProvider'] = 'openai',
  ): Partial<AppConfig> => ({
    detection: { ...testConfig().detection, imageryUrl, snapshotsDir },
    detectionProvider: provider,
    openai: { ...testConfig().openai, apiKey: API_KEY, baseUrl: fake.baseUrl, ...openai },
  });

  /** The analysed image's area, as the app's XYZ source computes it. */
  const areaOf = (boundary: LatLng[]): PixelArea =>
    new XyzImagerySource({
      urlTemplate: tiles.url,
      maxZoom: testConfig().detection.imageryMaxZoom,
      timeoutMs: 1000,
      concurrency: 1,
      maxImagePx: testConfig().detection.maxImagePx,
    }).pixelArea(boundary);

  /** A WGS84 point in the pixels of the image the model was sent (origin at its corner). */
  const toRequestPixel = (point: LatLng, area: PixelArea, width: number, height: number) => {
    const world = project(point, area.zoom);
    return {
      x: ((world.x - area.left) * width) / area.width,
      y: ((world.y - area.top) * height) / area.height,
    };
  };

  const sentImage = async (recorded: RecordedRequest) => {
    const { imageUrl } = userParts(recorded);
    const match = /^data:image\/(jpeg|png);base64,(.+)$/.exec(imageUrl);
    if (!match) throw new Error('no data: image URL in the request');
    const {
      width = 0,
      height = 0,
      format,
    } = await sharp(Buffer.from(match[2] as string, 'base64')).metadata();
    return { width, height, format };
  };

  /** Answers every orchard crown in the image (inside the boundary or not), as the truth. */
  const answerTruth =
    (boundary: LatLng[], confidence = (index: number) => 0.912345678 - index * 1e-6) =>
    async (recorded: RecordedRequest): Promise<FakeAnswer> => {
      const { width, height } = await sentImage(recorded);
      const area = areaOf(boundary);
      const trees = tiles.truth
        .map((point) => toRequestPixel(point, area, width, height))
        .filter((p) => p.x >= 0 && p.y >= 0 && p.x <= width && p.y <= height)
        .map((p, index) => ({ ...p, confidence: confidence(index) }));
      // Off the image: dropped.
      trees.push({ x: -3, y: 10, confidence: 0.9 }, { x: width + 50, y: 10, confidence: 0.9 });
      return { status: 200, body: completion(JSON.stringify({ trees })) };
    };

  beforeAll(async () => {
    snapshotsDir = await api.tempDir('gk-openai-snapshots-');
    tiles = await startOrchardTiles({ boundary: BIG, seed: 4242 });
    fake = await startFakeOpenAi();
    server = await api.startServer(configFor(tiles.url));
    impatient = await api.startServer(configFor(tiles.url, { timeoutMs: 300 }));
    const closed = new URL((await closedPortUrl()).replace(/\{[xyz]\}/g, '0')).origin;
    unreachable = await api.startServer(configFor(tiles.url, { baseUrl: `${closed}/v1` }));
    local = await api.startServer(configFor(tiles.url, {}, 'local'));
    noImagery = await api.startServer(configFor(null));
    owner = await api.user();
  }, DATABASE_START_TIMEOUT_MS);

  afterAll(async () => {
    await fake?.close();
    await tiles?.close();
  });

  const detect = (target: TestServer, boundaries: LatLng[]) =>
    target.request({
      method: 'POST',
      url: '/api/openai-vision/detect-trees',
      headers: owner.auth,
      payload: request(boundaries),
    });

  const expect502 = async (target: TestServer, boundaries: LatLng[] = BIG) => {
    const response = await detect(target, boundaries);
    expect(response.statusCode).toBe(502);
    expect(response.body).not.toContain(API_KEY);
    expect(response.body).not.toContain('sk-');
    return response.json<{ error: string }>().error;
  };

  it('sends the aerial image to the model and answers the trees it places inside the boundary', async () => {
    fake.respond = answerTruth(BIG, (index) => (index === 0 ? 1.7 : 0.912345678));
    const before = fake.requests.length;
    const tileHits = tiles.hits.length;
    const response = await detect(server, BIG);
    expect(response.statusCode).toBe(200);
    expect(tiles.hits.length).toBeGreaterThan(tileHits); // the configured imagery, nothing else
    expect(fake.requests).toHaveLength(before + 1);

    // The request: authenticated, the configured model, JSON answers, a downscaled image.
    const sent = fake.requests[before] as RecordedRequest;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.body.model).toBe('gpt-4o-mini');
    expect(sent.body.response_format).toEqual({ type: 'json_object' });
    const image = await sentImage(sent);
    expect(image.format).toBe('jpeg');
    expect(Math.max(image.width, image.height)).toBe(1024);
    const area = areaOf(BIG);
    expect(Math.max(area.width, area.height)).toBeGreaterThan(1024);
    expect(image.width / image.height).toBeCloseTo(area.width / area.height, 2);
    const { text } = userParts(sent);
    expect(text).toContain(`${image.width} × ${image.height} pixels`);
    const polygon = JSON.parse(/(\[\[.*?\]\])/.exec(text)?.[1] ?? '[]') as [number, number][];
    expect(polygon).toHaveLength(BIG.length);
    BIG.forEach((vertex, index) => {
      const expected = toRequestPixel(vertex, area, image.width, image.height);
      expect(polygon[index]?.[0]).toBeCloseTo(expected.x, 0);
      expect(polygon[index]?.[1]).toBeCloseTo(expected.y, 0);
    });

    // The answer: the crowns inside the boundary, at their positions.
    const result = response.json<DetectionResult>();
    const inside = tiles.truth.filter((point) => isPointInPolygon(point, BIG));
    expect(inside.length).toBeGreaterThan(1000);
    expect(result.treesInBoundary).toBe(inside.length);
    expect(result.trees).toHaveLength(inside.length);
    for (const tree of result.trees) {
      expect(nearest(tree, tiles.truth)).toBeLessThan(0.05);
      expect(isPointInPolygon(tree, BIG)).toBe(true);
      expect([1, 0.9123]).toContain(tree.confidence);
    }
    expect(result.message).toMatch(
      new RegExp(
        `^${inside.length} trees detected inside the boundary by the OpenAI vision model ` +
          'gpt-4o-mini\\. Aerial imagery at 0\\.24 m per pixel, sent to the model at 0\\.3\\d m per pixel\\.$',
      ),
    );

    // The snapshot, drawn like the local detector's.
    expect(result.snapshotUrl).toMatch(/^\/api\/openai-vision\/snapshots\/[0-9a-f]{32}\.png$/);
    const snapshot = await server.request({ url: result.snapshotUrl });
    expect(snapshot.statusCode).toBe(200);
    expect(snapshot.headers['content-type']).toBe('image/png');
    const meta = await sharp(snapshot.rawBody).metadata();
    expect(meta.format).toBe('png');
    expect(Math.max(meta.width, meta.height)).toBe(1024);
    // Over 1,000 crowns checked one by one against the truth: seconds on a busy CI machine.
  }, 60_000);

  it('creates an estate with aiDetectionEnabled from the selected provider', async () => {
    fake.respond = answerTruth(SMALL);
    const before = fake.requests.length;
    const response = await server.request({
      method: 'POST',
      url: '/api/estates',
      headers: owner.auth,
      payload: newEstateBody({
        boundaries: SMALL,
        treeTypes: ['olive'],
        treeCount: 5,
        aiDetectionEnabled: true,
      }),
    });
    expect(response.statusCode).toBe(201);
    expect(fake.requests).toHaveLength(before + 1);
    const estate = response.json<EstateJson>();
    const inside = tiles.truth.filter((point) => isPointInPolygon(point, SMALL));
    expect(inside.length).toBeGreaterThan(10);
    expect(estate.treeCount).toBe(inside.length);
    const { trees } = (
      await server.request({
        url: `/api/estates/${estate.id}/trees?limit=10000`,
        headers: owner.auth,
      })
    ).json<{ trees: TreeJson[] }>();
    expect(trees).toHaveLength(inside.length);
    const positions = trees.map((tree) => tree.coordinates).sort(byPosition);
    positions.forEach((position) => expect(nearest(position, inside)).toBeLessThan(0.05));
    for (const tree of trees) {
      expect(tree).toMatchObject({ isAutoGenerated: true });
      expect(tree.detectionConfidence).toBeGreaterThan(0.9);
    }
  });

  it.each<[string, unknown]>([
    ['a body that is not JSON', 'upstream proxy error <html>'],
    ['no choices', { id: 'x', choices: [] }],
    ['prose instead of JSON', completion('I can see about forty olive trees.')],
    ['JSON without a trees list', completion('{"count": 40}')],
    [
      'a tree without numbers',
      completion('{"trees": [{"x": 10, "y": 12, "confidence": 0.8}, {"x": "12", "y": 3}]}'),
    ],
    [
      'a tree with a non-finite value',
      completion('{"trees": [{"x": 1e999, "y": 2, "confidence": 1}]}'),
    ],
    ['a refusal', completion('', { content: null, refusal: 'I cannot help with that.' })],
  ])('answers 502 when the model gives %s', async (_case, body) => {
    fake.respond = () => ({ status: 200, body });
    const error = await expect502(server);
    expect(error).toMatch(
      /^The OpenAI vision service gave an answer that could not be read \(.+\)\. Please try again later\.$/,
    );
  });

  it('answers 502 "key refused" when OpenAI refuses the key, never showing it', async () => {
    fake.respond = () => ({
      status: 401,
      body: {
        error: {
          message: `Incorrect API key provided: ${API_KEY}. You can find your API key at https://platform.openai.com/account/api-keys.`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
    });
    expect(await expect502(server)).toBe(OPENAI_KEY_REFUSED);
  });

  it('answers 502 naming the status when OpenAI fails', async () => {
    fake.respond = () => ({ status: 500, body: { error: { message: 'The server had an error' } } });
    expect(await expect502(server)).toBe(
      'The OpenAI vision service failed (HTTP 500). Please try again later.',
    );
    fake.respond = () => ({ status: 429, body: { error: { message: 'Rate limit reached' } } });
    expect(await expect502(server)).toContain('HTTP 429: rate limit or quota reached');
  });

  it('answers 502 when OpenAI does not answer in time or cannot be reached', async () => {
    fake.respond = () => null;
    expect(await expect502(impatient)).toBe(
      'The OpenAI vision service did not answer within 300 ms. Please try again later.',
    );
    expect(await expect502(unreachable)).toBe(
      'The OpenAI vision service could not be reached (connection refused). Please try again later.',
    );
  });

  it('keeps the local detector when only the key is set, and answers 503 without imagery', async () => {
    const before = fake.requests.length;
    const response = await detect(local, SMALL);
    expect(response.statusCode).toBe(200);
    const result = response.json<DetectionResult>();
    expect(result.message).not.toContain('OpenAI');
    expect(result.treesInBoundary).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(before);

    const none = await detect(noImagery, BIG);
    expect([none.statusCode, none.json()]).toEqual([
      503,
      { error: DETECTION_UNAVAILABLE, code: expect.any(String) },
    ]);
    expect(fake.requests).toHaveLength(before);
  });
});
