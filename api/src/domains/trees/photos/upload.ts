import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { badRequest, HttpError } from '../../../lib/http-errors';
import { multipartError } from '../../../lib/multipart-errors';
import { NOT_AN_IMAGE } from './image';

export const MAX_CAPTION_LENGTH = 500;

export interface PhotoUpload {
  data: Buffer;
  caption: string;
}

export function photoTooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `Photo must be at most ${maxBytes / (1024 * 1024)} MB`);
}

const ONLY_PHOTO_AND_CAPTION = 'Send only the fields photo and caption';

/**
 * Reads a multipart upload with one file field `photo` and an optional text field
 * `caption` (in any order), keeping the file in memory: it is at most `maxBytes` and
 * goes straight to the image decoder. Limits are enforced while streaming, so an
 * oversized file is refused as soon as it passes the limit.
 */
export async function readPhotoUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<PhotoUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the photo as multipart/form-data');
  }
  // Refuse at once what cannot fit, before reading it (multipart framing adds a little).
  if (Number(request.headers['content-length']) > maxBytes + 64 * 1024) {
    throw photoTooLarge(maxBytes);
  }
  let data: Buffer | null = null;
  let caption = '';
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 4 * 1024 },
    });
    for await (const part of parts) {
      if (part.fieldname === 'photo' && part.type === 'file') data = await part.toBuffer();
      else if (part.fieldname === 'caption' && part.type === 'field') caption = readCaption(part);
      else if (part.fieldname === 'photo') throw badRequest(NOT_AN_IMAGE);
      else throw badRequest(ONLY_PHOTO_AND_CAPTION);
    }
  } catch (error) {
    throw multipartError(error, {
      tooLarge: photoTooLarge(maxBytes),
      unexpectedFields: ONLY_PHOTO_AND_CAPTION,
      tooManyFiles: 'Upload one photo at a time',
      invalidField: 'caption must be text',
    });
  }
  if (!data || data.length === 0) throw badRequest(NOT_AN_IMAGE);
  return { data, caption };
}

function readCaption(part: Multipart & { type: 'field' }): string {
  if (typeof part.value !== 'string') throw badRequest('caption must be text');
  const caption = part.value.trim();
  if (part.valueTruncated || caption.length > MAX_CAPTION_LENGTH) {
    throw badRequest(`caption must be at most ${MAX_CAPTION_LENGTH} characters`);
  }
  // PostgreSQL cannot store U+0000 in text (JSON bodies get the same check in validation).
  if (caption.includes('\u0000')) throw badRequest('caption must not contain NUL characters');
  return caption;
}
