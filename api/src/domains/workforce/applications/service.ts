import type { Database, Queryable } from '../../../db';
import { isUniqueViolation } from '../../../db';
import { todayInAthens } from '../../../lib/dates';
import { conflict, notFound } from '../../../lib/http-errors';
import { isId, newId } from '../../../lib/ids';
import { transition } from '../../../lib/lifecycle';
import { recordEvent } from '../../events';
import * as applications from './repository';
import type { NewWorkforceApplication, WorkforceApplication } from './schemas';
import type { WorkforceApplicationStatus } from '../constants';
import { authorise, refuse } from '../jobs/service';
import type { Caller } from '../jobs/service';
import { ALREADY_APPLIED, decideApplying } from '../jobs/lifecycle';
import {
  ACTION_FOR_STATUS,
  APPLICATION_MOVED,
  APPLICATION_NOT_FOUND,
  decideApplication,
} from './lifecycle';
import type { ApplicationActor } from './lifecycle';

async function answer(db: Queryable, viewerId: string, id: string): Promise<WorkforceApplication> {
  const application = await applications.applicationById(db, viewerId, id);
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  return application;
}

/**
 * A worker applies to a listing they can see. The listing row is locked for the
 * transaction, so two applications for its last place are counted one after the other:
 * exactly one gets it. One application per worker and listing (a unique index) -> 409.
 */
export async function applyToJob(
  db: Database,
  caller: Caller,
  listingId: string,
  body: NewWorkforceApplication,
): Promise<WorkforceApplication> {
  const id = newId();
  try {
    await db.transaction(async (tx) => {
      // 404 for listings the caller cannot see, before anything is locked.
      await authorise(tx, caller.actorId, listingId, 'view');
      const { access, actor } = await authorise(tx, caller.actorId, listingId, 'view', true);
      const deadline = access.applicationDeadline;
      const taken = await applications.countPlacesTaken(tx, listingId);
      const decision = decideApplying(access.status, actor, {
        deadlinePassed: deadline !== null && deadline < todayInAthens(),
        full: taken >= access.maxApplications,
      });
      if (!decision.allowed) refuse(decision);
      await applications.insertApplication(tx, {
        id,
        listingId,
        applicantId: caller.actorId,
        message: body.message ?? '',
        coverLetter: body.coverLetter ?? '',
        expectedStartDate: body.expectedStartDate ?? null,
      });
      await recordEvent(tx, {
        ...caller,
        subjectType: 'job_application',
        subjectId: id,
        action: 'applied',
        details: { jobListingId: listingId },
      });
    });
  } catch (error) {
    // Two simultaneous applications of one worker: the index lets one in.
    if (isUniqueViolation(error)) throw conflict(ALREADY_APPLIED);
    throw error;
  }
  return answer(db, caller.actorId, id);
}

/** Applications to the caller's listings, optionally in one status. */
export function listReceived(db: Database, userId: string, status?: WorkforceApplicationStatus) {
  return applications.listReceived(db, userId, status);
}

export const listSent = (db: Database, userId: string) => applications.listSent(db, userId);

/**
 * The employer approves or rejects (and changes their mind), the applicant withdraws a
 * pending application; one guarded statement, with its event.
 */
export async function changeApplicationStatus(
  db: Database,
  caller: Caller,
  id: string,
  status: WorkforceApplicationStatus,
): Promise<WorkforceApplication> {
  await db.transaction(async (tx) => {
    const application = isId(id) ? await applications.applicationAccess(tx, id) : null;
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    const actor: ApplicationActor =
      application.employerId === caller.actorId
        ? 'employer'
        : application.applicantId === caller.actorId
          ? 'applicant'
          : 'stranger';
    const from = application.status;
    const decision = decideApplication(from, ACTION_FOR_STATUS[status], actor);
    if (!decision.allowed) refuse(decision);
    const decider = actor === 'employer' ? caller.actorId : null;
    await transition(tx, applications.applicationMove(id, from, decision.to, decider), {
      moved: APPLICATION_MOVED,
      record: recordEvent,
      event: {
        ...caller,
        subjectType: 'job_application',
        subjectId: id,
        action: decision.to,
        details: { from, jobListingId: application.listingId },
      },
    });
  });
  return answer(db, caller.actorId, id);
}
