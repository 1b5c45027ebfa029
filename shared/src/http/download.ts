// `@grovekeeper/shared/download`: not part of the shared barrel, so the dashboard's first load
// does not carry it; the pages that download files import it. The client and its token come
// from the shared singleton.
import { apiUrl, httpClient } from '@grovekeeper/shared';

/** The client's 30 s suit a JSON read; a file gets two minutes. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export interface DownloadOptions {
  /** The Accept header: the file's media type (the API answers errors as JSON whatever it is). */
  accept?: string;
  /** The name to save under when the server names none (or names a path). */
  fallbackName: string;
}

/**
 * GET `path` (an absolute API path, query included) as a file, named as the server names it.
 * Through the shared client (bearer token, silent refresh), since a plain link cannot carry
 * the token. A failure throws the client's error, whose message is the server's `error` text.
 */
export async function downloadFile(
  path: string,
  { accept, fallbackName }: DownloadOptions,
): Promise<DownloadedFile> {
  const response = await httpClient().get(apiUrl(path), {
    ...(accept ? { headers: { Accept: accept } } : {}),
    // A whole estate (or all of them) on a phone's slow link.
    timeout: DOWNLOAD_TIMEOUT_MS,
  });
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName),
  };
}

/** `filename*=UTF-8''%CE%91.csv` (RFC 6266 / 5987): charset, language, percent-encoded bytes. */
const EXTENDED = /(?:^|;)\s*filename\*\s*=\s*"?([\w!#$%&+^`{}~-]*)'[^']*'([^";\s]+)"?/i;
/** `filename="a \"b\".csv"` (a quoted string) or `filename=a.csv` (a token). */
const QUOTED = /(?:^|;)\s*filename\s*=\s*"((?:\\.|[^"\\])*)"/i;
const TOKEN = /(?:^|;)\s*filename\s*=\s*([^";\s]+)/i;

function decodeExtended(charset: string, encoded: string): string | null {
  try {
    if (/^utf-8$/i.test(charset)) return decodeURIComponent(encoded);
    if (/^iso-8859-1$/i.test(charset)) {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
    }
  } catch {
    // Malformed percent-encoding: the plain filename (or the fallback) names the file.
  }
  return null;
}

/** Only a plain name: never a path the browser could be asked to write elsewhere. */
function plainName(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  if (!trimmed || trimmed === '.' || trimmed === '..') return null;
  // eslint-disable-next-line no-control-regex
  return /[\\/\u0000-\u001f\u007f]/.test(trimmed) ? null : trimmed;
}

/**
 * The file name a Content-Disposition header gives: `filename*` first (it carries names in
 * any script, such as an estate's Greek name), then `filename`, else `fallback`.
 */
export function fileNameFromDisposition(disposition: string | null, fallback: string): string {
  const header = disposition ?? '';
  const extended = EXTENDED.exec(header);
  const fromExtended = extended
    ? plainName(decodeExtended(extended[1] ?? '', extended[2] ?? ''))
    : null;
  if (fromExtended) return fromExtended;
  const quoted = QUOTED.exec(header)?.[1]?.replace(/\\(.)/g, '$1');
  return plainName(quoted ?? TOKEN.exec(header)?.[1]) ?? fallback;
}
