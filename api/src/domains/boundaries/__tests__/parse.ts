import { geodesicArea } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';
import type { ApiHarness } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { multipartBody, sendRaw } from '../../trees/__tests__/fixtures';
import type { RawResponse } from '../../trees/__tests__/fixtures';

export interface ParsedJson {
  polygons: { coordinates: LatLng[]; areaHa: number; name: string }[];
  warnings: string[];
}

/** POST /api/boundaries/parse with `data` as the form's `file` part. */
export function parseFile(
  api: ApiHarness,
  user: SignedInUser | null,
  filename: string,
  data: Buffer | string,
  language = 'en',
): Promise<RawResponse> {
  const form = multipartBody([
    {
      name: 'file',
      filename,
      contentType: 'application/octet-stream',
      data: Buffer.from(data),
    },
  ]);
  return sendRaw(api.server, {
    method: 'POST',
    url: '/api/boundaries/parse',
    headers: {
      ...(user ? user.auth : {}),
      'content-type': form.contentType,
      'accept-language': language,
    },
    body: form.body,
  });
}

/** The same ring (any start, either direction), every point within `tolerance` degrees. */
export function expectSameRing(found: LatLng[], drawn: LatLng[], tolerance = 1e-6): void {
  expect(found).toHaveLength(drawn.length);
  for (const point of drawn) {
    const nearest = Math.min(
      ...found.map((p) => Math.max(Math.abs(p.lat - point.lat), Math.abs(p.lng - point.lng))),
    );
    expect(nearest).toBeLessThan(tolerance);
  }
}

/** The area in hectares matches the drawn ring's within 0.5%. */
export function expectAreaOf(areaHa: number, drawn: LatLng[]): void {
  const drawnHa = geodesicArea(drawn) / 10000;
  expect(Math.abs(areaHa - drawnHa) / drawnHa).toBeLessThan(0.005);
}
