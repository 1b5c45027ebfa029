import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { FastifyCorsOptions } from '@fastify/cors';
import type { AppConfig } from '../config';
import { contentSecurityPolicy } from './csp';

export const REMOTES_PREFIX = '/remotes/';

/**
 * Security headers (helmet with an app-compatible CSP) and CORS. The API answers CORS
 * only for the configured origin allowlist, and then with credentials so the refresh
 * cookie works from a dev server on another port. Remote bundles are public files that
 * other origins load as scripts and fetch as manifests, so /remotes/* allows everyone.
 */
export const security = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      // Other origins may not embed our responses; /remotes/* opts out per file (static-apps).
      crossOriginResourcePolicy: { policy: 'same-origin' },
      // Only meaningful (and only honoured by browsers) over https.
      strictTransportSecurity: config.cookieSecure,
    });

    const apiCors: FastifyCorsOptions =
      config.corsOrigins.length > 0
        ? {
            origin: config.corsOrigins,
            credentials: true,
            methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
            exposedHeaders: ['Retry-After', 'X-Request-Id'],
            maxAge: 600,
          }
        : { origin: false };
    const remotesCors: FastifyCorsOptions = { origin: '*', methods: ['GET', 'HEAD'] };

    await app.register(cors, {
      delegator: (request, callback) =>
        callback(null, request.url.startsWith(REMOTES_PREFIX) ? remotesCors : apiCors),
    });
  },
  { name: 'security' },
);
