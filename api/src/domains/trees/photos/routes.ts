import type { FastifySchemaCompiler } from 'fastify';
import multipart from '@fastify/multipart';
import type { TSchema } from '@sinclair/typebox';
import type { Database } from '../../../db';
import { errorResponses } from '../../../lib/schemas';
import { typeBoxValidatorCompiler } from '../../../lib/type-provider';
import type { AppPlugin } from '../../../lib/type-provider';
import {
  PhotoAnswer,
  PhotoList,
  PhotoParams,
  PhotoUpload,
  TreeParams,
  WriteHeaders,
} from '../schemas';
import { sendIdempotent } from '../idempotency/service';
import { requireTreeAccess } from '../service';
import { addTreePhoto, deleteTreePhoto, listTreePhotos } from './service';
import type { FileStorage } from '../../../lib/storage';
import { readPhotoUpload } from './upload';

/** The body schema documents the form; readPhotoUpload reads and checks the multipart body. */
const documentedBodyOnly: FastifySchemaCompiler<TSchema> = (route) =>
  route.httpPart === 'body' ? () => true : typeBoxValidatorCompiler(route);

export interface PhotoRoutesOptions {
  db: Database;
  storage: FileStorage;
  maxBytes: number;
}

/** A tree's photos. Registered inside treesRoutes, which authenticates every request. */
export const photoRoutes: AppPlugin<PhotoRoutesOptions> = async (
  app,
  { db, storage, maxBytes },
) => {
  const tags = ['trees'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/trees/:id/photos',
    {
      schema: {
        tags,
        security,
        summary: "The tree's photos, newest first",
        params: TreeParams,
        response: { 200: PhotoList, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      photos: await listTreePhotos(db, request.userId, request.params.id),
    }),
  );

  app.delete(
    '/trees/:id/photos/:photoId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a photo and its files',
        description:
          'Issue 26: `Idempotency-Key` names the change; the same key again deletes nothing and answers 204 again.',
        params: PhotoParams,
        headers: WriteHeaders,
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    (request, reply) => {
      const { id, photoId } = request.params;
      return sendIdempotent(db, request, reply, {
        treeId: id,
        status: 204,
        run: (writeDb) =>
          deleteTreePhoto({ db: writeDb, storage, log: request.log }, request.userId, id, photoId),
        body: () => null,
      });
    },
  );

  // Multipart parsing exists only in this scope, for the one route that takes files.
  const uploadRoute: AppPlugin = async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });
    uploads.setValidatorCompiler(documentedBodyOnly);
    uploads.post(
      '/trees/:id/photos',
      {
        schema: {
          tags,
          security,
          summary: 'Upload a photo (multipart: file field photo, optional text field caption)',
          description:
            'JPEG, PNG or WebP recognised from the bytes, at most PHOTO_MAX_MB (10 MB by ' +
            'default) and 40 megapixels. Stored re-encoded: upright, at most 2048 px on the ' +
            'longest side, without metadata; a WebP thumbnail of at most 320 px comes with it.',
          consumes: ['multipart/form-data'],
          params: TreeParams,
          headers: WriteHeaders,
          body: PhotoUpload,
          response: { 201: PhotoAnswer, ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
        },
      },
      (request, reply) =>
        // A key already used answers before the upload is read.
        sendIdempotent(db, request, reply, {
          treeId: request.params.id,
          status: 201,
          run: async (writeDb) => {
            // Refused before the upload is read; checked again when the photo is recorded.
            const tree = await requireTreeAccess(
              db,
              request.userId,
              request.params.id,
              'fieldUpdate',
            );
            const upload = await readPhotoUpload(request, maxBytes);
            return addTreePhoto(
              { db: writeDb, storage, log: request.log },
              request.userId,
              tree.id,
              upload,
            );
          },
          body: (photo) => ({ photo }),
        }),
    );
  };
  await app.register(uploadRoute);
};
