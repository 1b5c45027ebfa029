import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import cors from '@fastify/cors';
import type { AppConfig } from '../config';
import { contentSecurityPolicy } from './csp';

export const REMOTES_PREFIX = '/remotes/';

/**
 * Security headers (helmet with an app-compatible CSP) and CORS. The API answers CORS
 * only for the configured origin allowlist, and then with credentials so the refresh
 * cookie works from a dev server on another port. Remote bundles are public files that
 * other origins load as scripts and fetch as manifests: static-apps lets everyone read them.
 */
export const security = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const headers = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      // Other origins may not embed our responses; /remotes/* opts out per file (static-apps).
      crossOriginResourcePolicy: { policy: 'same-origin' },
      // Only meaningful (and only honoured by browsers) over https.
      strictTransportSecurity: config.cookieSecure,
    });
    const entries = Object.entries(headers);
    // On the raw response, as helmet did: later writers (static-apps' per-file headers,
    // reply.header in a route) still override them.
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of entries) reply.raw.setHeader(name, value);
      done();
    });

    // CORS only when other origins are configured (a dev server on another port): the
    // production shape is one origin behind the gateway and needs none, and @fastify/cors
    // costs about a twentieth of a small answer's CPU. Static options, normalised once.
    // Remote bundles (/remotes/*) are public: static-apps answers them with `*` itself.
    if (config.corsOrigins.length > 0) {
      await app.register(cors, {
        origin: config.corsOrigins,
        credentials: true,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        // Request headers are allowed as the preflight asks (If-Match, Idempotency-Key of
        // the trees' offline sync included); these answer headers are readable by scripts
        // (Content-Disposition: the file name of a download, such as an estate export).
        exposedHeaders: [
          'Retry-After',
          'X-Request-Id',
          'ETag',
          'Idempotent-Replayed',
          'Content-Disposition',
        ],
        maxAge: 600,
      });
    }
  },
  { name: 'security' },
);

/**
 * The headers helmet sets for one configuration, computed once: the configuration never
 * changes per request, and running helmet's middleware chain (which parses the CSP
 * directives again) on every request cost about a tenth of a small read's CPU time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let applied = false;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      applied = true;
    },
  );
  if (!applied) throw new Error('helmet did not apply its headers synchronously');
  return headers;
}
