import type { FastifyInstance } from 'fastify';

export interface RequestLogOptions {
  /** One info line per answered request (LOG_ACCESS=true), for operators who want it. */
  accessLog: boolean;
  /** A warn line for every request slower than this many milliseconds; 0: never. */
  slowRequestMs: number;
}

/**
 * What the log records per request. Fastify's own two info lines per request (incoming,
 * completed) are off: on the hot path they cost a serialisation and a synchronous write
 * each, whatever the answer. Instead: nothing for an ordinary request, a warn line for a
 * slow one, one access line when asked for, and (from the error handler) every 5xx with
 * its error.
 */
export function registerRequestLog(app: FastifyInstance, options: RequestLogOptions): void {
  const { accessLog, slowRequestMs } = options;
  if (!accessLog && slowRequestMs <= 0) return;
  app.addHook('onResponse', (request, reply, done) => {
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    if (accessLog) {
      request.log.info({ req: request, res: reply, responseTime }, 'request completed');
    } else if (responseTime >= slowRequestMs) {
      request.log.warn({ req: request, res: reply, responseTime }, 'Slow request');
    }
    done();
  });
}
