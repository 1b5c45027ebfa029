import type { HTTPError } from 'ky';
import { apiUrl, httpClient } from '@grovekeeper/shared';
import type { Tree } from '../types/tree';
import type { ChangeConflict, QueuedChange } from './types';

/**
 * An HTTP error of any copy of ky, recognised by the name ky gives it. The client is the
 * shell's (shared singleton) while this module is bundled in each remote with its own ky:
 * `instanceof` fails across copies, and ky's own guard compares with its class's name, which
 * a production build minifies (a 409 or a refusal was then retried forever, never a
 * conflict). Importing ky's guards here would also pull them into the first-load shared chunk.
 */
export function isHTTPError(error: unknown): error is HTTPError {
  return error instanceof Error && error.name === 'HTTPError' && 'response' in error;
}

function isTimeoutError(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

/** What one attempt to send a change came to. */
export type SendOutcome =
  | { kind: 'sent'; body: unknown; tree?: Tree }
  | { kind: 'conflict'; conflict: ChangeConflict }
  /** Refused for good (403, 404 tree-deleted, 404 not found, 400, 422): the server's reason. */
  | { kind: 'refused'; error: HTTPError; message: string }
  /** Still 401 after the HTTP client's refresh: signed out. */
  | { kind: 'signed-out'; error: HTTPError }
  /** No answer or a server error (5xx, 408, 429): try again later. */
  | { kind: 'retry'; error: unknown; message: string; network: boolean };

/** Did the call get no answer at all (offline, DNS, reset, timeout)? */
export function isNetworkFailure(error: unknown): boolean {
  // By name, not instanceof: ky's errors may come from the copy bundled with the shell.
  if (isHTTPError(error)) return false;
  if (isTimeoutError(error)) return true;
  if (error instanceof TypeError) return true; // fetch's "Failed to fetch" / "Load failed"
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NetworkError' || name === 'TimeoutError';
}

function request(change: QueuedChange): Promise<Response> {
  const client = httpClient();
  const tree = `/api/trees/${encodeURIComponent(change.treeId)}`;
  const headers: Record<string, string> = { 'Idempotency-Key': change.id };
  if (change.kind === 'photo' && change.photo) {
    const form = new FormData();
    if (change.photo.caption) form.append('caption', change.photo.caption);
    form.append('photo', change.photo.file, change.photo.fileName);
    return client.post(apiUrl(`${tree}/photos`), { body: form, headers });
  }
  if (change.kind === 'harvest' && change.harvest) {
    return client.post(apiUrl(`${tree}/harvests`), { json: change.harvest, headers });
  }
  if (change.baseVersion !== null) headers['If-Match'] = String(change.baseVersion);
  return client.put(apiUrl(tree), {
    json: { ...change.fields, recordedAt: change.recordedAt },
    headers,
  });
}

interface ConflictBody {
  error?: string;
  code?: string;
  current?: Tree;
  fields?: string[];
  changedBy?: { id: string; name: string } | null;
  changedAt?: string | null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

/** The conflict a 409 answer describes, with both values of each disputed field. */
export function conflictOf(change: QueuedChange, body: ConflictBody): ChangeConflict | null {
  if (body.code !== 'conflict' || !body.current) return null;
  const fields = body.fields ?? [];
  const sent = (change.fields ?? {}) as Record<string, unknown>;
  const current = body.current as unknown as Record<string, unknown>;
  return {
    fields,
    mine: Object.fromEntries(fields.map((field) => [field, sent[field]])),
    theirs: Object.fromEntries(fields.map((field) => [field, current[field]])),
    current: body.current,
    changedBy: body.changedBy ?? null,
    changedAt: body.changedAt ?? null,
  };
}

/** Sends one change with its id as Idempotency-Key and classifies the answer. */
export async function sendChange(change: QueuedChange): Promise<SendOutcome> {
  try {
    const response = await request(change);
    const body = await readJson(response);
    const tree = change.kind === 'tree' ? (body as { tree?: Tree } | null)?.tree : undefined;
    return { kind: 'sent', body, tree };
  } catch (error) {
    if (!isHTTPError(error)) {
      if (isNetworkFailure(error)) {
        return { kind: 'retry', error, message: String(error), network: true };
      }
      throw error;
    }
    const status = error.response.status;
    if (status === 409) {
      const conflict = conflictOf(change, ((await readJson(error.response)) ?? {}) as ConflictBody);
      if (conflict) return { kind: 'conflict', conflict };
    }
    if (status === 401) return { kind: 'signed-out', error };
    if (status >= 500 || status === 408 || status === 429) {
      return { kind: 'retry', error, message: error.message, network: false };
    }
    return { kind: 'refused', error, message: error.message };
  }
}

/** A photo or thumbnail file of the API as a Blob; null when it cannot be fetched. */
export async function fetchBlob(url: string): Promise<Blob | null> {
  if (!url) return null;
  try {
    const absolute = /^https?:/.test(url) ? url : apiUrl(url);
    return await httpClient().get(absolute).blob();
  } catch {
    return null;
  }
}
