/**
 * Requests for one OpenAPI operation as a fast-check arbitrary: path and query parameters
 * and bodies from their schemas (valid, boundary and invalid values), ids of the other user
 * and unknown ids, malformed JSON, wrong content types, broken multipart bodies, missing or
 * bad credentials. `sendFuzzRequest` sends one over HTTP with a time limit.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { TestServer } from '../test/app';
import { asText, jsonBody, multipartBody, strayBody } from './fuzz-bodies';
import { HUGE, NASTY_STRINGS, invalidValue, validValue } from './fuzz-schema';
import type { BodyContext } from './fuzz-bodies';
import type { IdSource, Schema } from './fuzz-schema';

export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. /api/estates/{id}. */
  path: string;
  /** "PUT /api/estates/{id}" */
  key: string;
  parameters: { name: string; in: string; required: boolean; schema: Schema }[];
  body: { contentType: string; schema: Schema } | null;
}

/** Every operation of the document, in its order. */
export function operationsOf(document: { paths: Record<string, Record<string, unknown>> }) {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item)) {
      const operation = value as {
        parameters?: Operation['parameters'];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      };
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        parameters: (operation.parameters ?? []).map((p) => ({ ...p, schema: p.schema ?? {} })),
        body: contentType ? { contentType, schema: media?.schema ?? {} } : null,
      });
    }
  }
  return operations;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** How the request was made, for the failure report. */
  kind: string;
}

/** What the generators need from the test: credentials, ids, a real image. */
export interface RequestContext extends BodyContext {
  /** B's Authorization header value. */
  bearer: string;
}

/** A request's description for fast-check's report: long values cut short, no token. */
function describe(request: FuzzRequest): string {
  const cut = (text: string) =>
    text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
  const body =
    request.body === undefined
      ? ''
      : ` body=${cut(Buffer.isBuffer(request.body) ? `<${request.body.length} bytes> ${request.body.toString('latin1', 0, 200)}` : request.body)}`;
  const headers = { ...request.headers };
  if (headers.authorization?.length)
    headers.authorization = `${headers.authorization.slice(0, 12)}…`;
  return `[${request.kind}] ${request.method} ${cut(request.url)} headers=${JSON.stringify(headers)}${body}`;
}

function withDescription(request: FuzzRequest): FuzzRequest {
  return Object.assign(request, { [fc.toStringMethod]: () => describe(request) });
}

/** Percent-encodes the UTF-8 bytes (lone surrogates become U+FFFD, as a browser sends them). */
const encodeSegment = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** One path parameter: the other user's ids and own ids, unknown ids, schema values, junk. */
function pathValue(name: string, segment: string, schema: Schema, ctx: RequestContext) {
  const encoded = fc.oneof(
    { weight: 10, arbitrary: ctx.ids(segment) },
    { weight: 2, arbitrary: ctx.ids(name) },
    { weight: 2, arbitrary: validValue(schema, ctx.ids, name).map(asText) },
    { weight: 1, arbitrary: invalidValue(schema, ctx.ids).map(asText) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS.filter((s) => s !== '')) },
    { weight: 1, arbitrary: fc.constant('w'.repeat(HUGE)) },
  );
  return fc.oneof(
    { weight: 9, arbitrary: encoded.map(encodeSegment) },
    // Unencoded: bad escapes, dots and slashes as a client might really send them.
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '..', '.', '%2e%2e%2f', ';') },
  );
}

function queryString(operation: Operation, ctx: RequestContext): fc.Arbitrary<string> {
  const pairs = operation.parameters
    .filter((p) => p.in === 'query')
    .map((p) =>
      fc.option(
        fc
          .oneof(
            { weight: 10, arbitrary: validValue(p.schema, ctx.ids, p.name) },
            { weight: 1, arbitrary: invalidValue(p.schema, ctx.ids) },
            { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
          )
          .map((value) => [[p.name, asText(value)]]),
        { freq: 2, nil: [] as string[][] },
      ),
    );
  const extras = fc.oneof(
    { weight: 6, arbitrary: fc.constant([] as string[][]) },
    // Unknown parameters, repeated ones (arrive as lists) and prototype names.
    { weight: 1, arbitrary: fc.constant([['unknown', '1']]) },
    {
      weight: 1,
      arbitrary: fc.constant([
        ['__proto__', 'x'],
        ['constructor', 'y'],
      ]),
    },
    {
      weight: 1,
      arbitrary: fc.constant(
        operation.parameters
          .filter((p) => p.in === 'query')
          .flatMap((p) => [
            [p.name, '1'],
            [p.name, 'b'],
          ]),
      ),
    },
  );
  return fc.tuple(fc.tuple(...pairs), extras).map(([chosen, extra]) => {
    const all = [...chosen.flat(), ...extra];
    return all.length === 0 ? '' : `?${new URLSearchParams(all as [string, string][]).toString()}`;
  });
}

function url(operation: Operation, ctx: RequestContext): fc.Arbitrary<string> {
  const segments = operation.path.split('/');
  const parts = segments.map((segment, index) => {
    const match = /^\{(.+)\}$/.exec(segment);
    if (!match) return fc.constant(segment);
    const name = match[1] as string;
    const param = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return pathValue(name, segments[index - 1] ?? '', param?.schema ?? {}, ctx);
  });
  return fc
    .tuple(fc.tuple(...parts), queryString(operation, ctx))
    .map(([path, query]) => `${path.join('/')}${query}`);
}

export function requestArbitrary(
  operation: Operation,
  ctx: RequestContext,
): fc.Arbitrary<FuzzRequest> {
  const body =
    operation.body === null
      ? strayBody
      : operation.body.contentType === 'multipart/form-data'
        ? multipartBody(operation.body.schema, ctx)
        : jsonBody(operation.body.schema, ctx);
  const authorization = fc.oneof(
    { weight: 14, arbitrary: fc.constant(ctx.bearer) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', 'Bearer', 'Bearer x.y.z', 'Basic YTpi', `${ctx.bearer}x`),
    },
  );
  return fc.tuple(url(operation, ctx), body, authorization).map(([target, made, auth]) => {
    const headers: Record<string, string> = {};
    if (auth !== '') headers.authorization = auth;
    if (made.contentType) headers['content-type'] = made.contentType;
    return withDescription({
      method: operation.method,
      url: target,
      headers,
      body: made.body,
      kind: made.kind,
    });
  });
}

/** Ids for `key` (a path segment or a field name): the other user's, own ones, unknown. */
export function idSource(
  idsOfA: Map<string, string[]>,
  idsOfB: Map<string, string[]>,
  aliases: Record<string, string>,
): IdSource {
  const pick = (pools: Map<string, string[]>, key: string | null) =>
    fc.nat().map((n) => {
      const list = key && pools.get(key)?.length ? pools.get(key) : [...pools.values()].flat();
      return list && list.length > 0 ? (list[n % list.length] as string) : randomHex(n);
    });
  return (name) => {
    const key = aliases[name] ?? name;
    return fc.oneof(
      { weight: 4, arbitrary: pick(idsOfA, key) },
      { weight: 1, arbitrary: pick(idsOfA, null) },
      { weight: 4, arbitrary: pick(idsOfB, key) },
      { weight: 1, arbitrary: fc.nat().map(randomHex) },
      { weight: 1, arbitrary: fc.uuid() },
    );
  };
}

const randomHex = (n: number) => n.toString(16).padStart(24, 'f').slice(-24);

export interface FuzzResponse {
  statusCode: number;
  contentType: string;
  body: string;
  requestId: string;
}

/** Sends the request, failing if no answer comes within `timeoutMs`. */
export function sendFuzzRequest(server: TestServer, request: FuzzRequest, timeoutMs = 15_000) {
  const { port } = server.app.server.address() as AddressInfo;
  return new Promise<FuzzResponse>((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        // A GET with a body needs its length, or the server reads the body as a new request.
        headers:
          request.body === undefined
            ? request.headers
            : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        // One connection per request: a refused one must not break the next.
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            statusCode: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
            requestId: String(res.headers['x-request-id'] ?? ''),
          }),
        );
      },
    );
    outgoing.setTimeout(timeoutMs, () =>
      outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)),
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer (413) and close before the whole body is sent: wait for it.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      else
        setTimeout(
          () => reject(new Error(`connection closed without an answer (${error.code})`)),
          2000,
        );
    });
    outgoing.end(request.body);
  });
}
