import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-errors';
import { multipartError } from '../../lib/multipart-errors';
import { CORNER_FIELDS, NOT_AN_ORTHOPHOTO, orthophotoTooLarge } from './image';
import type { CornerField } from './image';

export interface OrthophotoUpload {
  data: Buffer;
  fields: Partial<Record<CornerField, string>>;
}

const ONLY_KNOWN_FIELDS = 'Send only the fields file, north, south, east and west';

/**
 * Reads a multipart upload with one file field `file` and the optional text fields north,
 * south, east and west (in any order), keeping the file in memory: the TIFF directory is
 * read at random offsets and sharp decodes from the buffer. The size limit is enforced
 * while streaming, so an oversized file is refused as soon as it passes the limit.
 */
export async function readOrthophotoUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<OrthophotoUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the orthophoto as multipart/form-data');
  }
  if (Number(request.headers['content-length']) > maxBytes + 64 * 1024) {
    throw orthophotoTooLarge(maxBytes);
  }
  let data: Buffer | null = null;
  const fields: Partial<Record<CornerField, string>> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    for await (const part of parts) {
      const name = part.fieldname;
      if (name === 'file' && part.type === 'file') data = await part.toBuffer();
      else if (isCornerField(name) && part.type === 'field') {
        if (typeof part.value !== 'string') throw badRequest(`${name} must be a number of degrees`);
        fields[name] = part.value;
      } else if (name === 'file') throw badRequest(NOT_AN_ORTHOPHOTO);
      else throw badRequest(ONLY_KNOWN_FIELDS);
    }
  } catch (error) {
    throw multipartError(error, {
      tooLarge: orthophotoTooLarge(maxBytes),
      unexpectedFields: ONLY_KNOWN_FIELDS,
      tooManyFiles: 'Upload one orthophoto at a time',
    });
  }
  if (!data || data.length === 0) {
    throw badRequest('file is required: the orthophoto (GeoTIFF, PNG or JPEG)');
  }
  return { data, fields };
}

function isCornerField(name: string): name is CornerField {
  return (CORNER_FIELDS as readonly string[]).includes(name);
}
