import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

export interface TestRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON (objects, arrays) or as-is (strings). */
  payload?: unknown;
}

export interface TestCookie {
  name: string;
  value: string;
  maxAge?: number;
  path?: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite?: string;
}

export interface TestResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** The raw body as received (not decompressed). */
  body: string;
  rawBody: Buffer;
  json<T = Record<string, unknown>>(): T;
  cookies: TestCookie[];
}

/**
 * A minimal HTTP client for API tests. It talks to a listening server over real HTTP
 * (Fastify's inject pulls in ESM-only packages that jest's CommonJS runtime cannot
 * load) and, unlike fetch, neither decompresses bodies nor hides any header.
 */
export function httpRequest(baseUrl: string, request: TestRequest): Promise<TestResponse> {
  const { method = 'GET', url, headers = {}, payload } = request;
  const body =
    payload === undefined
      ? undefined
      : typeof payload === 'string'
        ? payload
        : JSON.stringify(payload);
  const finalHeaders = { ...headers };
  if (
    body !== undefined &&
    typeof payload !== 'string' &&
    !hasHeader(finalHeaders, 'content-type')
  ) {
    finalHeaders['content-type'] = 'application/json';
  }
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      new URL(url, baseUrl),
      { method, headers: finalHeaders },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const rawBody = Buffer.concat(chunks);
          const text = rawBody.toString('utf8');
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            rawBody,
            json: <T>() => JSON.parse(text) as T,
            cookies: (res.headers['set-cookie'] ?? []).map(parseSetCookie),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

export function parseSetCookie(header: string): TestCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const cookie: TestCookie = {
    name: pair.slice(0, separator),
    value: pair.slice(separator + 1),
    httpOnly: false,
    secure: false,
  };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    switch (key.toLowerCase()) {
      case 'max-age':
        cookie.maxAge = Number(value);
        break;
      case 'path':
        cookie.path = value;
        break;
      case 'samesite':
        cookie.sameSite = value;
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'secure':
        cookie.secure = true;
        break;
    }
  }
  return cookie;
}
