import { apiUrl, httpClient } from '@grovekeeper/shared';
import { orthophotoPath } from './types';
import type { Orthophoto, OrthophotoBounds } from './types';

/** A 100 MB upload on a slow line takes far longer than the client's usual 30 s. */
export const UPLOAD_TIMEOUT_MS = 20 * 60_000;

/**
 * PUT /api/estates/:id/orthophoto, multipart `file` and, for a PNG or JPEG, the text
 * fields north, south, east and west. Replaces the estate's previous orthophoto.
 */
export async function uploadOrthophoto(
  estateId: string,
  file: File,
  bounds: OrthophotoBounds | null = null,
): Promise<Orthophoto> {
  const form = new FormData();
  // The edges go first so the server has them before the file streams in.
  if (bounds) {
    form.append('north', String(bounds.north));
    form.append('south', String(bounds.south));
    form.append('east', String(bounds.east));
    form.append('west', String(bounds.west));
  }
  form.append('file', file);
  // The browser sets the multipart boundary header; api.upload only POSTs, so PUT here.
  const answer = await httpClient()
    .put(apiUrl(orthophotoPath(estateId)), { body: form, timeout: UPLOAD_TIMEOUT_MS })
    .json<{ orthophoto: Orthophoto }>();
  return answer.orthophoto;
}
