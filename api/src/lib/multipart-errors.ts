import { badRequest, HttpError } from './http-errors';

export const MALFORMED_UPLOAD = 'The upload was incomplete or malformed. Please try again.';

/** What each upload route tells a person, in its own words. */
export interface UploadMessages {
  /** The file passed the route's size limit (413). */
  tooLarge: HttpError;
  /** Fields or parts the route does not take. */
  unexpectedFields: string;
  /** More than one file; `unexpectedFields` unless told. */
  tooManyFiles?: string;
  /** A field sent as a file or as JSON where text was expected; `unexpectedFields` unless told. */
  invalidField?: string;
}

/**
 * @fastify/multipart and busboy failures, reworded for people: a 413 over the size limit,
 * a 400 naming the fields the route takes, a 400 for a cut-off or malformed body (busboy's
 * own errors carry no code). Anything else (a route's own HttpError, a real failure) is
 * answered as it is.
 */
export function multipartError(error: unknown, messages: UploadMessages): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return messages.tooLarge;
    case 'FST_FILES_LIMIT':
      return badRequest(messages.tooManyFiles ?? messages.unexpectedFields);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return badRequest(messages.unexpectedFields);
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest(messages.invalidField ?? messages.unexpectedFields);
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest(MALFORMED_UPLOAD);
  }
  if (
    error instanceof Error &&
    /multipart|boundary|unexpected end|malformed|part terminated/i.test(error.message)
  ) {
    return badRequest(MALFORMED_UPLOAD);
  }
  return error;
}
