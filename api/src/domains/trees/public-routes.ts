import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { Database } from '../../db';
import { notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import { PHOTO_NOT_FOUND } from './photos/service';
import { contentTypeOf, isPhotoKey } from '../../lib/storage';
import type { FileStorage } from '../../lib/storage';
import { FileParams, PublicTreeTag, TreeParams } from './schemas';
import { getPublicTreeTag } from './public-tag';
import type { TreeDetailCache } from './tree-cache';

/**
 * What needs no sign-in: the public tag page a printed QR code opens, and the photo files
 * it shows. Registered inside treesRoutes. File keys are 128-bit random names, so a file URL is a capability that only
 * those who were given the page can use.
 */
export const publicTreeRoutes: AppPlugin<{
  db: Database;
  cache: TreeDetailCache | null;
  photoStorage: FileStorage;
}> = async (app, { db, cache, photoStorage }) => {
  const tags = ['trees'];

  app.get(
    '/public/trees/:id/tag',
    {
      schema: {
        tags,
        summary: "A tree's public tag: what the QR page shows, nothing about its owner",
        params: TreeParams,
        response: { 200: PublicTreeTag, ...errorResponses(404) },
      },
    },
    (request) => getPublicTreeTag(db, cache, request.params.id),
  );

  app.get(
    '/files/photos/:key',
    {
      schema: {
        tags,
        summary: 'A stored photo or thumbnail (JPEG, PNG or WebP), cacheable forever',
        params: FileParams,
        response: {
          // Streamed as is; the schema is for the OpenAPI document.
          200: Type.Unsafe<Readable>({
            type: 'string',
            format: 'binary',
            description: 'The image bytes',
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const file = isPhotoKey(key) ? await photoStorage.read(key) : null;
      if (!file) throw notFound(PHOTO_NOT_FOUND);
      return reply
        .header('content-type', contentTypeOf(key))
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};
