import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { TestServer } from '../../../test/app';
import type { ApiHarness, HarnessOptions } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { estatesClient } from '../../estates/__tests__/fixtures';
import type { TreeJson as EstateTreeJson } from '../../estates/__tests__/fixtures';
import type { LatLng } from '@grovekeeper/geo';

export { L_SHAPE, SQUARE } from '../../estates/__tests__/fixtures';
export { storedFiles, temporaryPhotosDir } from '../../../lib/storage/__tests__/folders';

/** A point well inside SQUARE and L_SHAPE. */
export const INSIDE: LatLng = { lat: 37.001, lng: 22.101 };

/** A tree as GET /api/trees/:id answers it: the estate list's fields and more. */
export interface TreeJson extends EstateTreeJson {
  /** Grows by one with every change to the tree (issue 26). */
  version: number;
  notes: string;
  photo: string;
  estateId: string;
  estateName: string;
  estateBoundaries: LatLng[];
  createdAt: string;
  updatedAt: string;
}

export interface PhotoJson {
  id: string;
  url: string;
  thumbnailUrl: string;
  caption: string;
  createdAt: string;
  /** Who added it; not on the public tag page. */
  uploadedBy?: string | null;
}

/** A photo as the public tag page shows it: without who added it. */
export function publicPhoto({ uploadedBy: _uploadedBy, ...photo }: PhotoJson): PhotoJson {
  return photo;
}

export interface HarvestJson {
  id: string;
  date: string;
  weight: number;
  notes: string;
  status: string;
  statusChangedBy: string | null;
  statusChangedAt: string | null;
  createdAt: string;
  recordedBy?: string | null;
}

/** One part of a multipart body: a text field, or a file with a name and type. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; data: Buffer };

/** The photo file part of an upload (a PNG unless told otherwise). */
export function photoPart(
  data: Buffer,
  filename = 'photo.png',
  contentType = 'image/png',
): FormPart {
  return { name: 'photo', filename, contentType, data };
}

export function multipartBody(parts: readonly FormPart[]): { body: Buffer; contentType: string } {
  const boundary = `----gk${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push('value' in part ? Buffer.from(part.value) : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface RawResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/** A request with a binary body (the shared test client sends text and JSON only). */
export function sendRaw(
  server: TestServer,
  request: { method: string; url: string; headers?: Record<string, string>; body?: Buffer },
): Promise<RawResponse> {
  const { port } = server.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: <T>() => JSON.parse(body.toString('utf8')) as T,
          });
        });
      },
    );
    // The server may answer (413) and stop reading before the whole body is sent.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    outgoing.end(request.body);
  });
}

export async function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();
}

/** A JPEG that carries EXIF (camera, copyright) and says it must be turned 90° (orientation 6). */
export async function jpegWithMetadata(width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: 'Grovekeeper Test Camera', Copyright: 'Olive Grower' } },
    })
    .toBuffer();
}

/** Tree helpers on top of the harness and the estates ones (requests: `api.as(user)`). */
export function treesClient(api: ApiHarness) {
  const estates = estatesClient(api);

  async function createTree(
    user: SignedInUser,
    options: { estate?: Record<string, unknown>; estateId?: string; title?: string } = {},
  ): Promise<TreeJson> {
    const estateId = options.estateId ?? (await estates.createEstate(user, options.estate)).id;
    const created = await api.as(user).post(`/api/estates/${estateId}/trees`, {
      title: options.title ?? 'Olive Tree 1',
      category: 'Olive Tree',
      coordinates: INSIDE,
    });
    if (created.statusCode !== 201) {
      throw new Error(`create tree: ${created.statusCode} ${created.body}`);
    }
    return getTree(user, created.json<{ tree: { id: string } }>().tree.id);
  }

  async function getTree(user: SignedInUser, id: string): Promise<TreeJson> {
    const response = await api.as(user).get(`/api/trees/${id}`);
    if (response.statusCode !== 200)
      throw new Error(`tree: ${response.statusCode} ${response.body}`);
    return response.json<{ tree: TreeJson }>().tree;
  }

  function upload(
    user: SignedInUser | null,
    treeId: string,
    parts: readonly FormPart[],
    headers: Record<string, string> = {},
  ): Promise<RawResponse> {
    const { body, contentType } = multipartBody(parts);
    return sendRaw(api.server, {
      method: 'POST',
      url: `/api/trees/${treeId}/photos`,
      headers: { 'content-type': contentType, ...(user ? user.auth : {}), ...headers },
      body,
    });
  }

  async function uploadPhoto(
    user: SignedInUser,
    treeId: string,
    data: Buffer,
    caption?: string,
  ): Promise<PhotoJson> {
    const parts: FormPart[] = caption === undefined ? [] : [{ name: 'caption', value: caption }];
    parts.push(photoPart(data));
    const response = await upload(user, treeId, parts);
    if (response.statusCode !== 201) {
      throw new Error(`upload: ${response.statusCode} ${response.body.toString()}`);
    }
    return response.json<{ photo: PhotoJson }>().photo;
  }

  /** A freshly signed-in owner and one tree of theirs. */
  async function ownerWithTree(): Promise<{ owner: SignedInUser; tree: TreeJson }> {
    const owner = await api.user();
    return { owner, tree: await createTree(owner) };
  }

  /** A stored photo or thumbnail, as bytes. */
  const fetchFile = (url: string) => sendRaw(api.server, { method: 'GET', url });

  return { ...estates, createTree, getTree, upload, uploadPhoto, ownerWithTree, fetchFile };
}

/** Invites `user` with `role` by the owner and accepts as them (the teams routes). */
export { join } from '../../teams/__tests__/fixtures';

/** Harness options for suites that store photos: a private photo folder, removed after. */
export const withPhotosDir: HarnessOptions = {
  config: async (api) => ({ photosDir: await api.tempDir('gk-photos-') }),
};

/** The storage key at the end of a photo URL. */
export const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
