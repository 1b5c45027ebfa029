import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Id } from '../../lib/schemas';

export const JobParams = Type.Object({ id: Id }, { additionalProperties: false });

export const JobAnswer = Type.Object({
  id: Type.String(),
  kind: Type.String({
    description:
      'estate-detection (AI detection on an estate’s orthophoto), picker-detection (on the location picker’s imagery) or estates-export (every estate of the caller as a file)',
  }),
  state: Type.Union([
    Type.Literal('queued'),
    Type.Literal('running'),
    Type.Literal('done'),
    Type.Literal('failed'),
    Type.Literal('cancelled'),
  ]),
  progress: Type.Integer({ minimum: 0, maximum: 100, description: 'Percent done' }),
  result: Type.Union([Type.Unknown(), Type.Null()], {
    description:
      'When done, what the kind answers: the detection answer of the synchronous route (with runId), or `{ url, fileName }` of an export (download it from `url`); null before',
  }),
  error: Type.Optional(
    Type.String({ description: 'Why a failed job failed, readable, in the caller’s language' }),
  ),
});
export type JobAnswer = Static<typeof JobAnswer>;

export const JobEnvelope = Type.Object({ job: JobAnswer });

/** Routes that start a job say so in their description, once. */
export const ASYNC_NOTE =
  'With the header `Prefer: respond-async` (RFC 7240) the work runs as a job instead: the ' +
  'answer is 202 `{ job }` at once (with `Location: /api/jobs/:id` and ' +
  '`Preference-Applied: respond-async`); follow it with GET /api/jobs/:id, cancel it with ' +
  'DELETE. Without the header the route answers when the work is done, as before.';
