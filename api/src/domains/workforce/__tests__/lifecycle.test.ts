import {
  ACTION_FOR_STATUS,
  ALREADY_WITHDRAWN,
  APPLICANT_WITHDRAWS,
  APPLICATION_ACTIONS,
  APPLICATION_ACTORS,
  APPLICATION_NOT_FOUND,
  APPLICATION_STATES,
  decideApplication,
  EMPLOYER_DECIDES,
  ONLY_PENDING_WITHDRAWN,
  ONLY_WITHDRAW,
  WAS_WITHDRAWN,
} from '../applications/lifecycle';
import type {
  ApplicationAction,
  ApplicationActor,
  ApplicationState,
} from '../applications/lifecycle';
import {
  ALREADY_ACTIVE,
  ALREADY_APPLIED,
  ALREADY_CLOSED,
  ALREADY_DRAFT,
  CLOSED_NEEDS_ACTIVATE,
  DEADLINE_PASSED,
  decideApplying,
  decideListing,
  JOB_NOT_FOUND,
  LISTING_ACTIONS,
  LISTING_ACTORS,
  LISTING_FULL,
  LISTING_STATES,
  NO_BACK_TO_DRAFT,
  NOT_ACCEPTING,
  ONLY_ACTIVE_CLOSES,
  OWN_LISTING,
} from '../jobs/lifecycle';
import type { Decision, ListingAction, ListingActor, ListingState } from '../jobs/lifecycle';

/**
 * The whole truth, written out by hand cell by cell: every state x action x actor.
 * 'to:<state>' is an allowed transition; '<status> <message>' a refusal. Each row lists
 * the actors in the order of their ACTORS constant.
 */
type Expected = string;
const NF = `404 ${JOB_NOT_FOUND}`;
const OWN = `403 ${OWN_LISTING}`;
const c409 = (message: string) => `409 ${message}`;
/** Owner-only actions: the owner's outcome, 404 for everyone else. */
const ownerOnly = (owner: Expected): Expected[] => [owner, NF, NF, NF];

const LISTING: Record<ListingState, Record<ListingAction, Expected[]>> = {
  draft: {
    view: ['to:draft', 'to:draft', NF, NF],
    publish: ownerOnly('to:active'),
    activate: ownerOnly('to:active'),
    unpublish: ownerOnly(c409(ALREADY_DRAFT)),
    close: ownerOnly(c409(ONLY_ACTIVE_CLOSES)),
    edit: ownerOnly('to:draft'),
    delete: ownerOnly('to:deleted'),
    apply: [OWN, c409(NOT_ACCEPTING), NF, NF],
  },
  active: {
    view: ['to:active', 'to:active', 'to:active', NF],
    publish: ownerOnly(c409(ALREADY_ACTIVE)),
    activate: ownerOnly(c409(ALREADY_ACTIVE)),
    unpublish: ownerOnly(c409(NO_BACK_TO_DRAFT)),
    close: ownerOnly('to:closed'),
    edit: ownerOnly('to:active'),
    delete: ownerOnly('to:deleted'),
    apply: [OWN, c409(ALREADY_APPLIED), 'to:active', NF],
  },
  closed: {
    view: ['to:closed', 'to:closed', NF, NF],
    publish: ownerOnly(c409(CLOSED_NEEDS_ACTIVATE)),
    activate: ownerOnly('to:active'),
    unpublish: ownerOnly(c409(NO_BACK_TO_DRAFT)),
    close: ownerOnly(c409(ALREADY_CLOSED)),
    edit: ownerOnly('to:closed'),
    delete: ownerOnly('to:deleted'),
    apply: [OWN, c409(NOT_ACCEPTING), NF, NF],
  },
};

const ANF = `404 ${APPLICATION_NOT_FOUND}`;
const DECIDES = `403 ${EMPLOYER_DECIDES}`;
const ONLY_APPLICANT = `403 ${APPLICANT_WITHDRAWS}`;
const WITHDRAW_ONLY = `403 ${ONLY_WITHDRAW}`;
const NOT_PENDING = c409(ONLY_PENDING_WITHDRAWN);
/** Moves nobody may ask for: the employer's 409, the applicant's 403, the stranger's 404. */
const unoffered = (status: string): Expected[] => [
  c409(`An application cannot be moved to ${status}`),
  WITHDRAW_ONLY,
  ANF,
];
const UNOFFERED = {
  reopen: unoffered('pending'),
  review: unoffered('reviewed'),
  shortlist: unoffered('shortlisted'),
};

const APPLICATION: Record<ApplicationState, Record<ApplicationAction, Expected[]>> = {
  pending: {
    view: ['to:pending', 'to:pending', ANF],
    approve: ['to:approved', DECIDES, ANF],
    reject: ['to:rejected', DECIDES, ANF],
    withdraw: [ONLY_APPLICANT, 'to:withdrawn', ANF],
    ...UNOFFERED,
  },
  reviewed: {
    view: ['to:reviewed', 'to:reviewed', ANF],
    approve: [c409('A reviewed application cannot be approved'), DECIDES, ANF],
    reject: [c409('A reviewed application cannot be rejected'), DECIDES, ANF],
    withdraw: [ONLY_APPLICANT, NOT_PENDING, ANF],
    ...UNOFFERED,
  },
  shortlisted: {
    view: ['to:shortlisted', 'to:shortlisted', ANF],
    approve: [c409('A shortlisted application cannot be approved'), DECIDES, ANF],
    reject: [c409('A shortlisted application cannot be rejected'), DECIDES, ANF],
    withdraw: [ONLY_APPLICANT, NOT_PENDING, ANF],
    ...UNOFFERED,
  },
  approved: {
    view: ['to:approved', 'to:approved', ANF],
    approve: [c409('This application has already been approved'), DECIDES, ANF],
    reject: ['to:rejected', DECIDES, ANF],
    withdraw: [ONLY_APPLICANT, NOT_PENDING, ANF],
    ...UNOFFERED,
  },
  rejected: {
    view: ['to:rejected', 'to:rejected', ANF],
    approve: ['to:approved', DECIDES, ANF],
    reject: [c409('This application has already been rejected'), DECIDES, ANF],
    withdraw: [ONLY_APPLICANT, NOT_PENDING, ANF],
    ...UNOFFERED,
  },
  withdrawn: {
    view: ['to:withdrawn', 'to:withdrawn', ANF],
    approve: [c409(WAS_WITHDRAWN), DECIDES, ANF],
    reject: [c409(WAS_WITHDRAWN), DECIDES, ANF],
    withdraw: [ONLY_APPLICANT, c409(ALREADY_WITHDRAWN), ANF],
    ...UNOFFERED,
  },
};

function outcome<T>(decision: Decision<T>): Expected {
  return decision.allowed ? `to:${String(decision.to)}` : `${decision.status} ${decision.error}`;
}

const listingCells = LISTING_STATES.flatMap((state) =>
  LISTING_ACTIONS.flatMap((action) =>
    LISTING_ACTORS.map(
      (actor, column) =>
        [state, action, actor, LISTING[state][action][column] ?? 'missing'] as const,
    ),
  ),
);

const applicationCells = APPLICATION_STATES.flatMap((state) =>
  APPLICATION_ACTIONS.flatMap((action) =>
    APPLICATION_ACTORS.map(
      (actor, column) =>
        [state, action, actor, APPLICATION[state][action][column] ?? 'missing'] as const,
    ),
  ),
);

describe('the job listing lifecycle', () => {
  it('covers every state, action and actor (96 cells)', () => {
    expect(listingCells).toHaveLength(3 * 8 * 4);
    expect(listingCells.filter(([, , , expected]) => expected === 'missing')).toEqual([]);
  });

  it.each(listingCells)(
    'a %s listing, action %s by the %s, gives "%s"',
    (state, action, actor, expected) => {
      expect(outcome(decideListing(state, action, actor))).toBe(expected);
    },
  );

  it('never moves a listing back to draft, whoever asks', () => {
    for (const state of LISTING_STATES) {
      for (const action of LISTING_ACTIONS.filter((candidate) => candidate !== 'edit')) {
        for (const actor of LISTING_ACTORS) {
          const decision = decideListing(state, action, actor);
          if (decision.allowed && action !== 'view') expect(decision.to).not.toBe('draft');
        }
      }
    }
  });
});

describe('applying to a job listing', () => {
  const open = { deadlinePassed: false, full: false };

  it('lets a visitor apply to an active listing with places left before its deadline', () => {
    expect(outcome(decideApplying('active', 'visitor', open))).toBe('to:active');
  });

  it('refuses after the deadline, then when every place is taken, in that order', () => {
    expect(outcome(decideApplying('active', 'visitor', { ...open, deadlinePassed: true }))).toBe(
      c409(DEADLINE_PASSED),
    );
    expect(outcome(decideApplying('active', 'visitor', { ...open, full: true }))).toBe(
      c409(LISTING_FULL),
    );
    expect(outcome(decideApplying('active', 'visitor', { deadlinePassed: true, full: true }))).toBe(
      c409(DEADLINE_PASSED),
    );
  });

  const refusedApplying = listingCells.filter(
    ([, action, , expected]) => action === 'apply' && !expected.startsWith('to:'),
  );

  it.each(refusedApplying)(
    'refuses a %s listing to the %s as the table does, whatever the deadline and places',
    (state, _action, actor, expected) => {
      for (const deadlinePassed of [false, true]) {
        for (const full of [false, true]) {
          expect(outcome(decideApplying(state, actor, { deadlinePassed, full }))).toBe(expected);
        }
      }
    },
  );
});

describe('the job application lifecycle', () => {
  it('covers every state, action and actor (126 cells)', () => {
    expect(applicationCells).toHaveLength(6 * 7 * 3);
    expect(applicationCells.filter(([, , , expected]) => expected === 'missing')).toEqual([]);
  });

  it.each(applicationCells)(
    'a %s application, action %s by the %s, gives "%s"',
    (state, action, actor, expected) => {
      expect(outcome(decideApplication(state, action, actor))).toBe(expected);
    },
  );

  it('allows exactly the moves of spec section 4 and the withdrawal of a pending one', () => {
    const allowed = applicationCells
      .filter(([, action]) => action !== 'view')
      .filter(([state, action, actor]) => decideApplication(state, action, actor).allowed)
      .map(([state, action, actor]) => `${actor}: ${state} -${action}-> `);
    expect(allowed.sort()).toEqual(
      [
        'employer: pending -approve-> ',
        'employer: pending -reject-> ',
        'employer: approved -reject-> ',
        'employer: rejected -approve-> ',
        'applicant: pending -withdraw-> ',
      ].sort(),
    );
  });

  it('maps every status a client may ask for to the action that asks for it', () => {
    for (const status of APPLICATION_STATES) {
      const decisions = APPLICATION_STATES.map((from) =>
        decideApplication(from, ACTION_FOR_STATUS[status], 'employer'),
      ).concat(
        APPLICATION_STATES.map((from) =>
          decideApplication(from, ACTION_FOR_STATUS[status], 'applicant'),
        ),
      );
      for (const decision of decisions) if (decision.allowed) expect(decision.to).toBe(status);
    }
  });
});

// Keep the actor lists honest: a new actor must be added to the tables above.
it('knows the actors the tables are written for', () => {
  expect<readonly ListingActor[]>(LISTING_ACTORS).toEqual([
    'owner',
    'applicant',
    'visitor',
    'stranger',
  ]);
  expect<readonly ApplicationActor[]>(APPLICATION_ACTORS).toEqual([
    'employer',
    'applicant',
    'stranger',
  ]);
});
