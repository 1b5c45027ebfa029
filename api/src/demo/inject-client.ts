import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DemoClient } from './seed';

/**
 * The seeder's transport inside the API process: Fastify's `inject`, the same routes,
 * hooks and schemas as a network request, without a socket. The demo people register and
 * sign in from addresses of TEST-NET-1 (RFC 5737), one per call, so that building the world
 * spends nothing of the sign-in rate limit that real clients on loopback share.
 */
export function injectClient(app: FastifyInstance): DemoClient {
  let calls = 0;
  return {
    async request(method, path, body, token) {
      calls += 1;
      const options: InjectOptions = {
        method: method as InjectOptions['method'],
        url: path,
        remoteAddress: `192.0.2.${(calls % 254) + 1}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      };
      if (body !== undefined) options.payload = body as InjectOptions['payload'];
      const response = await app.inject(options);
      let parsed: unknown = response.body;
      try {
        parsed = response.body === '' ? null : JSON.parse(response.body);
      } catch {
        // Not JSON: keep the text for the error message.
      }
      return { status: response.statusCode, body: parsed };
    },
  };
}
