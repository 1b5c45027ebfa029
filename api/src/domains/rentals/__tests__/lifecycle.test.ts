import {
  ALREADY_DRAFT,
  ALREADY_PUBLISHED,
  ALREADY_RENTED,
  APPLICATION_ACTIONS,
  APPLICATION_ACTORS,
  APPLICATION_NOT_FOUND,
  APPLICATION_STATES,
  decideApplication,
  decideListing,
  LISTING_ACTIONS,
  LISTING_ACTORS,
  LISTING_STATES,
  NOT_ALLOWED,
  NOT_OPEN,
  OWN_PROPERTY,
  OWNER_DECIDES,
  RENTAL_NOT_FOUND,
  RENTED_BY_CONTRACT_ONLY,
  RENTED_NOT_EDITABLE,
} from '../lifecycle';
import type {
  ApplicationAction,
  ApplicationActor,
  ApplicationState,
  Decision,
  ListingAction,
  ListingActor,
  ListingState,
} from '../lifecycle';

/**
 * The whole truth, written out by hand cell by cell: every state x action x actor.
 * 'to:<state>' is an allowed transition; '<status> <message>' a refusal.
 */
type Expected = string;
const NF = `404 ${RENTAL_NOT_FOUND}`;

const LISTING: Record<ListingState, Record<ListingAction, Record<ListingActor, Expected>>> = {
  draft: {
    view: { owner: 'to:draft', tenant: 'to:draft', other: NF, system: 'to:draft' },
    publish: { owner: 'to:available', tenant: NF, other: NF, system: `409 ${NOT_ALLOWED}` },
    unpublish: {
      owner: `409 ${ALREADY_DRAFT}`,
      tenant: NF,
      other: NF,
      system: `409 ${NOT_ALLOWED}`,
    },
    edit: { owner: 'to:draft', tenant: NF, other: NF, system: `409 ${NOT_ALLOWED}` },
    delete: { owner: 'to:deleted', tenant: NF, other: NF, system: `409 ${NOT_ALLOWED}` },
    apply: {
      owner: `403 ${OWN_PROPERTY}`,
      tenant: `409 ${NOT_OPEN}`,
      other: NF,
      system: `409 ${NOT_ALLOWED}`,
    },
    rent: {
      owner: `409 ${RENTED_BY_CONTRACT_ONLY}`,
      tenant: NF,
      other: NF,
      system: 'to:rented',
    },
    relist: {
      owner: `409 ${NOT_ALLOWED}`,
      tenant: `409 ${NOT_ALLOWED}`,
      other: NF,
      system: `409 ${NOT_ALLOWED}`,
    },
  },
  available: {
    view: {
      owner: 'to:available',
      tenant: 'to:available',
      other: 'to:available',
      system: 'to:available',
    },
    publish: {
      owner: `409 ${ALREADY_PUBLISHED}`,
      tenant: NF,
      other: NF,
      system: `409 ${NOT_ALLOWED}`,
    },
    unpublish: { owner: 'to:draft', tenant: NF, other: NF, system: `409 ${NOT_ALLOWED}` },
    edit: { owner: 'to:available', tenant: NF, other: NF, system: `409 ${NOT_ALLOWED}` },
    delete: { owner: 'to:deleted', tenant: NF, other: NF, system: `409 ${NOT_ALLOWED}` },
    apply: {
      owner: `403 ${OWN_PROPERTY}`,
      tenant: 'to:available',
      other: 'to:available',
      system: `409 ${NOT_ALLOWED}`,
    },
    rent: {
      owner: `409 ${RENTED_BY_CONTRACT_ONLY}`,
      tenant: NF,
      other: NF,
      system: 'to:rented',
    },
    relist: {
      owner: `409 ${NOT_ALLOWED}`,
      tenant: `409 ${NOT_ALLOWED}`,
      other: `409 ${NOT_ALLOWED}`,
      system: `409 ${NOT_ALLOWED}`,
    },
  },
  rented: {
    view: { owner: 'to:rented', tenant: 'to:rented', other: NF, system: 'to:rented' },
    publish: {
      owner: `409 ${RENTED_NOT_EDITABLE}`,
      tenant: NF,
      other: NF,
      system: `409 ${NOT_ALLOWED}`,
    },
    unpublish: {
      owner: `409 ${RENTED_NOT_EDITABLE}`,
      tenant: NF,
      other: NF,
      system: `409 ${NOT_ALLOWED}`,
    },
    edit: {
      owner: `409 ${RENTED_NOT_EDITABLE}`,
      tenant: NF,
      other: NF,
      system: `409 ${NOT_ALLOWED}`,
    },
    delete: { owner: 'to:deleted', tenant: NF, other: NF, system: `409 ${NOT_ALLOWED}` },
    apply: {
      owner: `403 ${OWN_PROPERTY}`,
      tenant: `409 ${ALREADY_RENTED}`,
      other: NF,
      system: `409 ${NOT_ALLOWED}`,
    },
    rent: {
      owner: `409 ${RENTED_BY_CONTRACT_ONLY}`,
      tenant: NF,
      other: NF,
      system: `409 ${ALREADY_RENTED}`,
    },
    relist: {
      owner: `409 ${NOT_ALLOWED}`,
      tenant: `409 ${NOT_ALLOWED}`,
      other: NF,
      system: 'to:available',
    },
  },
};

const ANF = `404 ${APPLICATION_NOT_FOUND}`;
const DECIDES = `403 ${OWNER_DECIDES}`;

const APPLICATION: Record<
  ApplicationState,
  Record<ApplicationAction, Record<ApplicationActor, Expected>>
> = {
  pending: {
    view: { owner: 'to:pending', applicant: 'to:pending', other: ANF, system: 'to:pending' },
    approve: {
      owner: 'to:approved',
      applicant: DECIDES,
      other: ANF,
      system: `409 ${NOT_ALLOWED}`,
    },
    reject: { owner: 'to:rejected', applicant: DECIDES, other: ANF, system: 'to:rejected' },
  },
  approved: {
    view: { owner: 'to:approved', applicant: 'to:approved', other: ANF, system: 'to:approved' },
    approve: {
      owner: '409 This application has already been approved',
      applicant: DECIDES,
      other: ANF,
      system: '409 This application has already been approved',
    },
    reject: {
      owner: '409 This application has already been approved',
      applicant: DECIDES,
      other: ANF,
      system: '409 This application has already been approved',
    },
  },
  rejected: {
    view: { owner: 'to:rejected', applicant: 'to:rejected', other: ANF, system: 'to:rejected' },
    approve: {
      owner: '409 This application has already been rejected',
      applicant: DECIDES,
      other: ANF,
      system: '409 This application has already been rejected',
    },
    reject: {
      owner: '409 This application has already been rejected',
      applicant: DECIDES,
      other: ANF,
      system: '409 This application has already been rejected',
    },
  },
};

function outcome<T>(decision: Decision<T>): Expected {
  return decision.allowed ? `to:${String(decision.to)}` : `${decision.status} ${decision.error}`;
}

const listingCells = LISTING_STATES.flatMap((state) =>
  LISTING_ACTIONS.flatMap((action) =>
    LISTING_ACTORS.map((actor) => [state, action, actor, LISTING[state][action][actor]] as const),
  ),
);

const applicationCells = APPLICATION_STATES.flatMap((state) =>
  APPLICATION_ACTIONS.flatMap((action) =>
    APPLICATION_ACTORS.map(
      (actor) => [state, action, actor, APPLICATION[state][action][actor]] as const,
    ),
  ),
);

describe('the rental listing lifecycle', () => {
  it('covers every state, action and actor (96 cells)', () => {
    expect(listingCells).toHaveLength(3 * 8 * 4);
  });

  it.each(listingCells)(
    'a %s listing, action %s by the %s, gives "%s"',
    (state, action, actor, expected) => {
      expect(outcome(decideListing(state, action, actor))).toBe(expected);
    },
  );

  it('never lets anyone but the system rent a listing', () => {
    for (const state of LISTING_STATES) {
      for (const actor of LISTING_ACTORS.filter((candidate) => candidate !== 'system')) {
        expect(decideListing(state, 'rent', actor).allowed).toBe(false);
      }
    }
  });

  it('moves a rented listing back to available only by the system relisting it (issue 28)', () => {
    for (const action of LISTING_ACTIONS) {
      for (const actor of LISTING_ACTORS) {
        const decision = decideListing('rented', action, actor);
        if (!decision.allowed) continue;
        if (action === 'relist') expect([actor, decision.to]).toEqual(['system', 'available']);
        else expect(['rented', 'deleted']).toContain(decision.to);
      }
    }
  });
});

describe('the rental application lifecycle', () => {
  it('covers every state, action and actor (36 cells)', () => {
    expect(applicationCells).toHaveLength(3 * 3 * 4);
  });

  it.each(applicationCells)(
    'a %s application, action %s by the %s, gives "%s"',
    (state, action, actor, expected) => {
      expect(outcome(decideApplication(state, action, actor))).toBe(expected);
    },
  );

  it('treats approved and rejected as final for everyone', () => {
    for (const state of ['approved', 'rejected'] as const) {
      for (const action of ['approve', 'reject'] as const) {
        for (const actor of APPLICATION_ACTORS) {
          expect(decideApplication(state, action, actor).allowed).toBe(false);
        }
      }
    }
  });
});
