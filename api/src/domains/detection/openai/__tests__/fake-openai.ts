/**
 * A stand-in for the OpenAI Chat Completions API on loopback: it records each request
 * (headers and parsed JSON body) and answers what the test's `respond` says, or never
 * answers when `respond` gives null.
 */
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: ChatRequest;
}

/** The parts of a chat completion request the tests look at. */
export interface ChatRequest {
  model?: unknown;
  response_format?: unknown;
  messages?: {
    role: string;
    content: string | ({ type: 'text'; text: string } | ImageUrlPart)[];
  }[];
}

interface ImageUrlPart {
  type: 'image_url';
  image_url: { url: string; detail?: string };
}

export interface FakeAnswer {
  status: number;
  /** Sent as is when a string, else as JSON. */
  body: unknown;
}

export interface FakeOpenAi {
  /** Base URL to configure as OPENAI_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** What to answer to the next requests; null never answers. */
  respond: (request: RecordedRequest) => Promise<FakeAnswer | null> | FakeAnswer | null;
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = {
    baseUrl: '',
    requests: [],
    respond: () => ({ status: 500, body: { error: { message: 'no answer set' } } }),
    close: () => Promise.resolve(),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        let body: ChatRequest = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
        } catch {
          // Recorded as an empty body: the test's checks then fail.
        }
        const recorded: RecordedRequest = {
          method: request.method ?? '',
          path: new URL(request.url ?? '/', 'http://x').pathname,
          headers: request.headers,
          body,
        };
        fake.requests.push(recorded);
        const answer = await fake.respond(recorded);
        if (!answer) return; // never answers
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(text);
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** A chat completion whose message content is `content`. */
export function completion(content: string, extra: Record<string, unknown> = {}): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'gpt-4o-mini',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null, ...extra },
        finish_reason: 'stop',
      },
    ],
  };
}

/** The user message's text and image parts. */
export function userParts(request: RecordedRequest): { text: string; imageUrl: string } {
  const user = request.body.messages?.find((message) => message.role === 'user');
  const parts = Array.isArray(user?.content) ? user.content : [];
  let text = '';
  let imageUrl = '';
  for (const part of parts) {
    if (part.type === 'text') text += part.text;
    else if (part.type === 'image_url') imageUrl = part.image_url.url;
  }
  return { text, imageUrl };
}
