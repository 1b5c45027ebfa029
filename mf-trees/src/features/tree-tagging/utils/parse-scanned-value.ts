/** What a scanned or typed QR value points at: a tree id, or a tree's QR / text code. */
export type ScannedTreeRef = { kind: 'id'; id: string } | { kind: 'code'; code: string };

const TREE_ID = /^[0-9a-f]{24}$/i;
const TREE_CODE = /^[A-Za-z0-9_-]{2,64}$/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// `localhost:3000/trees/...` parses as scheme `localhost:`; a host with a port is a URL without scheme.
const HOST_WITH_PORT = /^[^\s/:?#]+:\d+(?:[/?#]|$)/;
// Relative and scheme-less values are resolved against this placeholder; only path and query are read.
const PLACEHOLDER_BASE = 'http://scan.invalid';

/**
 * Reads a scanned or typed QR value, with the rules of spec §5 in their order:
 *
 * 1. The value is trimmed; nothing left gives null.
 * 2. A URL: a path segment after `trees` that is 24 hexadecimal characters gives a tree id;
 *    else a segment after `qr` of 2-64 letters, digits, `_` or `-` gives a code; else the last
 *    path segment is tried the same way (24 hex gives an id, else a code); else the query
 *    parameter `code` (a code), then `id` (24 hex).
 * 3. Anything else is tried as a 24-hex id, then as a code.
 *
 * What counts as a URL (our decision; the spec leaves it open): an absolute `http:` or
 * `https:` URL; a host with a port and no scheme (`localhost:3000/trees/...`); and any value
 * without a scheme or white space that holds a `/` or starts with `?` (`/qr/GK-1`,
 * `grove.example.com/trees/...`, `?code=GK-1`), read as a path relative to the site. Other schemes (`ftp:`, `mailto:`,
 * `javascript:`) give null: their text is never a bare id or code either.
 *
 * Ids come back in lower case (the API's ids are lower-case hex; printers and scanners in QR
 * alphanumeric mode upper-case them); codes keep their case. The `trees` and `qr` segment
 * names match in any case for the same reason.
 *
 * Following the rule order, the last path segment wins over the query: in
 * `https://host/scan?code=GK-1` the segment `scan` is read as the code.
 */
export function parseScannedValue(raw: string): ScannedTreeRef | null {
  const value = raw.trim();
  if (!value) return null;
  const url = toUrl(value);
  if (url === 'unsupported') return null;
  return url ? fromUrl(url) : fromText(value);
}

function toUrl(value: string): URL | null | 'unsupported' {
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme && !HOST_WITH_PORT.test(value)) {
    if (scheme !== 'http' && scheme !== 'https') return 'unsupported';
    return tryUrl(value);
  }
  if (HOST_WITH_PORT.test(value)) return tryUrl(`http://${value}`);
  if ((value.includes('/') || value.startsWith('?')) && !/\s/.test(value)) {
    const path = value.startsWith('/') || value.startsWith('?') ? value : `/${value}`;
    return tryUrl(path, PLACEHOLDER_BASE);
  }
  return null;
}

function tryUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function fromUrl(url: URL): ScannedTreeRef | null {
  const segments = url.pathname.split('/').filter(Boolean).map(decodeSegment);

  for (let index = 0; index < segments.length - 1; index += 1) {
    const next = segments[index + 1] ?? '';
    if (segments[index]?.toLowerCase() === 'trees' && TREE_ID.test(next)) return asId(next);
  }
  for (let index = 0; index < segments.length - 1; index += 1) {
    const next = segments[index + 1] ?? '';
    if (segments[index]?.toLowerCase() === 'qr' && TREE_CODE.test(next)) return asCode(next);
  }

  const last = segments.at(-1);
  if (last) {
    const fromLast = fromText(last);
    if (fromLast) return fromLast;
  }

  const code = url.searchParams.get('code')?.trim() ?? '';
  if (TREE_CODE.test(code)) return asCode(code);
  const id = url.searchParams.get('id')?.trim() ?? '';
  if (TREE_ID.test(id)) return asId(id);
  return null;
}

function fromText(value: string): ScannedTreeRef | null {
  if (TREE_ID.test(value)) return asId(value);
  if (TREE_CODE.test(value)) return asCode(value);
  return null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const asId = (id: string): ScannedTreeRef => ({ kind: 'id', id: id.toLowerCase() });
const asCode = (code: string): ScannedTreeRef => ({ kind: 'code', code });
