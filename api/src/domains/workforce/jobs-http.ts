import type { FastifyRequest } from 'fastify';
import { actorOf } from '../events/repository';
import type { Caller } from './jobs-service';

/** What every job and application route shares: its OpenAPI tags and the caller. */

export const tags = ['workforce'];
export const security = [{ bearerAuth: [] }];

/** The signed-in caller and where the request came from, for the event rows. */
export function callerOf(request: FastifyRequest): Caller {
  return { ...actorOf(request), actorId: request.userId };
}
