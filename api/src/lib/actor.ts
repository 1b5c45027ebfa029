import type { FastifyRequest } from 'fastify';

/** Who made a change and from where (IP address and browser), as event rows keep it. */
export interface Actor {
  actorId: string | null;
  ip: string;
  userAgent: string;
}

/** The actor of a route behind the access token: always a signed-in user. */
export type Caller = Actor & { actorId: string };

/** The longest user agent kept: browsers send a few hundred characters at most. */
export const MAX_USER_AGENT = 512;

/** The actor of a request: the signed-in user (if any), the client's address and browser. */
export function actorOf(request: FastifyRequest): Actor {
  const agent = request.headers['user-agent'];
  return {
    actorId: request.userId || null,
    ip: request.ip ?? '',
    userAgent: typeof agent === 'string' ? agent.slice(0, MAX_USER_AGENT) : '',
  };
}

/** The signed-in caller of a route behind `app.authenticate`, for the event rows. */
export function callerOf(request: FastifyRequest): Caller {
  return { ...actorOf(request), actorId: request.userId };
}
