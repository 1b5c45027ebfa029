import type { Database } from '../../../db';
import { conflict, HttpError, notFound } from '../../../lib/http-errors';
import { isId } from '../../../lib/ids';
import { recordEvent } from '../../events';
import { ratingOf } from '../directory/repository';
import type { Caller } from '../profile/service';
import * as ratings from './repository';
import type { RatingAnswer } from '../workers/schemas';

export const APPLICATION_NOT_FOUND = 'Application not found';
export const ONLY_EMPLOYER_RATES = 'Only the employer can rate the worker of this application';
export const RATE_APPROVED_ONLY = 'You can rate a worker only for an approved application';
export const ALREADY_RATED = 'You have already rated this worker for this job';

/**
 * The employer (owner of the application's job listing) rates the applicant 1 to 5, once
 * per approved application. The applicant is refused (403); anyone else does not see the
 * application (404).
 */
export async function rateWorker(
  db: Database,
  caller: Caller,
  applicationId: string,
  score: number,
): Promise<RatingAnswer> {
  if (!isId(applicationId)) throw notFound(APPLICATION_NOT_FOUND);
  return db.transaction(async (tx) => {
    const application = await ratings.applicationForRating(tx, applicationId);
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    if (application.applicantId === caller.actorId) {
      throw new HttpError(403, ONLY_EMPLOYER_RATES);
    }
    if (application.employerId !== caller.actorId) throw notFound(APPLICATION_NOT_FOUND);
    if (application.status !== 'approved') throw conflict(RATE_APPROVED_ONLY);
    const workerId = application.applicantId;
    const inserted = await ratings.insertRating(tx, {
      applicationId,
      workerId,
      raterId: caller.actorId,
      score,
    });
    if (!inserted) throw conflict(ALREADY_RATED);
    await recordEvent(tx, {
      ...caller,
      subjectType: 'job_application',
      subjectId: applicationId,
      action: 'rated',
      details: { score, workerId },
    });
    const totals = await ratings.ratingTotals(tx, workerId);
    return { rating: { score, ...ratingOf(totals.sum, totals.count) } };
  });
}
