import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

/**
 * pino options: JSON lines in production and under pipes, pino-pretty on an interactive
 * terminal. Credentials never reach the log: Fastify's request serializer logs no
 * headers or bodies, and the redaction below covers anything logged by hand.
 */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  const pretty = !stream && process.stdout.isTTY && config.nodeEnv !== 'production';
  return {
    level: config.logLevel,
    ...(stream && { stream }),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.accessToken',
        '*.refreshToken',
      ],
      censor: '[redacted]',
    },
    ...(pretty && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
      },
    }),
  };
}
