import { badRequest } from '../../lib/http-errors';

/**
 * A tree's version on the wire (issue 26). Answers carry it as the field `version` and as
 * the weak ETag `W/"<version>"` (weak: the answer also carries the caller's role, and a
 * gateway that compresses the answer may weaken a strong one anyway). A change names the
 * version it started from in `If-Match`, as that ETag, the quoted or the bare number.
 */

export const IF_MATCH_INVALID =
  'If-Match must be the version the change started from: a whole number or its ETag W/"<version>"';

export function etagOf(version: number): string {
  return `W/"${version}"`;
}

const IF_MATCH = /^\s*(?:W\/)?"?([1-9]\d{0,9})"?\s*$/;

/**
 * The base version of `If-Match`: null when absent or `*` (the change applies whatever the
 * version, the last writer wins); 400 when it is not one version.
 */
export function parseIfMatch(header: string | string[] | undefined): number | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return null;
  const found = IF_MATCH.exec(value);
  const version = found ? Number(found[1]) : Number.NaN;
  if (!Number.isSafeInteger(version) || version > 2_147_483_647) {
    throw badRequest(IF_MATCH_INVALID);
  }
  return version;
}
