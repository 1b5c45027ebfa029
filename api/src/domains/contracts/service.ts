import type { Database, Queryable } from '../../db';
import { isUniqueViolation } from '../../db';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import { isId, newId } from '../../lib/ids';
import { recordEvent } from '../events';
import type { Caller } from '../../lib/actor';
import { markListingRented, rejectOtherPendingApplications } from '../rentals';
import { decide, REFUSALS } from './lifecycle';
import type { ContractAction, ContractActor, ContractStatus } from './lifecycle';
import * as contracts from './repository';
import type { ContractRecord, ContractState, RoleFilter } from './repository';
import { DEFAULT_DURATION_MONTHS, DEFAULT_SPECIAL_TERMS } from './schemas';
import type { Contract, ContractTermsUpdate, NewContractFromApplication } from './schemas';
import { addMonths, termsHash, toCents } from './terms';
import type { PaymentFrequency } from './terms';

export const CONTRACT_NOT_FOUND = 'Contract not found';
export const APPLICATION_NOT_FOUND = 'Application not found';
export const NOT_LISTING_OWNER = 'Only the owner of the listing can create a contract';
export const CONTRACT_EXISTS = 'A contract already exists for this application';
export const LISTING_RENTED = 'This listing has already been rented';
export const END_BEFORE_START = 'endDate must not be before startDate';
export const PERIOD_END_BEFORE_START =
  'rentalPeriod.endDate must not be before rentalPeriod.startDate';
export const AMOUNT_DECIMALS = 'price.amount must have at most 2 decimals';

export const notApprovedMessage = (status: string) =>
  `This application is ${status}; only an approved application can become a contract`;

/** The evidence a change carries: who did it, from which address and browser. */
export type Actor = Caller;

/** One contract of a party, or 404 for everyone else (and for malformed ids). */
export async function getContract(db: Queryable, userId: string, id: string): Promise<Contract> {
  return (await requireRecord(db, userId, id)).contract;
}

/** The contract with its signature and event evidence, for the signing certificate. */
export async function requireRecord(
  db: Queryable,
  userId: string,
  id: string,
): Promise<ContractRecord> {
  const record = isId(id) ? await contracts.findContractFor(db, userId, id) : null;
  if (!record) throw notFound(CONTRACT_NOT_FOUND);
  return record;
}

export interface Paging {
  page?: number;
  limit?: number;
}

const pageOf = ({ page = 1, limit = 100 }: Paging) => ({ limit, offset: (page - 1) * limit });

export const listMyContracts = (db: Database, userId: string, role: RoleFilter, paging: Paging) =>
  contracts.listContracts(db, userId, role, pageOf(paging));

export const listAwaitingMySignature = (db: Database, userId: string, paging: Paging) =>
  contracts.listAwaitingSignatureOf(db, userId, pageOf(paging));

/** The counts over all pages of the user's contracts (in all, as owner, as tenant). */
export const countMyContracts = (db: Database, userId: string, role: RoleFilter) =>
  contracts.countContracts(db, userId, role);

/** How many contracts wait for the user's signature over all pages. */
export const countAwaitingMySignature = async (db: Database, userId: string) => ({
  total: await contracts.countAwaitingSignatureOf(db, userId),
});

/**
 * Draws up a contract from an approved application of the caller's listing: the terms
 * are a snapshot of the listing (price, payment frequency, crops, area) and the estate
 * (name, address); the period starts on the applicant's desired start date unless
 * given, and runs `duration` months (12) unless an end date is given.
 */
export async function createFromApplication(
  db: Database,
  actor: Actor,
  applicationId: string,
  body: NewContractFromApplication,
): Promise<Contract> {
  if (!isId(applicationId)) throw notFound(APPLICATION_NOT_FOUND);
  try {
    return await db.transaction(async (tx) => {
      const application = await contracts.findApplicationForContract(tx, applicationId);
      if (!application) throw notFound(APPLICATION_NOT_FOUND);
      if (application.ownerId !== actor.actorId) {
        if (application.applicantId === actor.actorId) {
          throw new HttpError(403, NOT_LISTING_OWNER);
        }
        throw notFound(APPLICATION_NOT_FOUND);
      }
      if (application.status !== 'approved') {
        throw conflict(notApprovedMessage(application.status));
      }
      if (application.contractId) throw conflict(CONTRACT_EXISTS);
      if (application.rentalStatus === 'rented') throw conflict(LISTING_RENTED);

      const startDate = body.startDate ?? application.startDate;
      const duration = body.duration ?? DEFAULT_DURATION_MONTHS;
      const endDate = body.endDate ?? addMonths(startDate, duration);
      if (endDate < startDate) throw badRequest(END_BEFORE_START);

      const id = newId();
      const contractNumber = await contracts.nextContractNumber(tx);
      const terms = {
        rentalPeriod: { startDate, endDate, duration },
        price: {
          amount: application.priceCents / 100,
          paymentFrequency: application.priceType,
        },
        specialTerms: body.specialTerms ?? DEFAULT_SPECIAL_TERMS,
        responsibilities: { owner: [], tenant: [] },
        allowedCrops: application.allowedCrops,
        landArea: application.landArea,
      };
      const hash = termsHash({
        contractNumber,
        ownerId: application.ownerId,
        tenantId: application.applicantId,
        estate: { name: application.estateName, address: application.estateAddress },
        terms,
      });
      await contracts.insertContract(tx, {
        id,
        contractNumber,
        applicationId: application.id,
        rentalId: application.rentalId,
        estateId: application.estateId,
        estateName: application.estateName,
        estateAddress: application.estateAddress,
        ownerId: application.ownerId,
        tenantId: application.applicantId,
        allowedCrops: application.allowedCrops,
        landArea: application.landArea,
        startDate,
        endDate,
        durationMonths: duration,
        priceCents: application.priceCents,
        paymentFrequency: application.priceType,
        specialTerms: terms.specialTerms,
        responsibilities: terms.responsibilities,
        termsHash: hash,
      });
      await record(tx, actor, id, 'created', { applicationId: application.id, termsHash: hash });
      return getContract(tx, actor.actorId, id);
    });
  } catch (error) {
    // Two owners' tabs at once: the UNIQUE(application_id) constraint decides.
    if (isUniqueViolation(error)) throw conflict(CONTRACT_EXISTS);
    throw error;
  }
}

/** New terms for a draft nobody has signed; the terms hash is recomputed. */
export async function updateContractTerms(
  db: Database,
  actor: Actor,
  id: string,
  body: ContractTermsUpdate,
): Promise<Contract> {
  const { rentalPeriod, price } = body;
  if (rentalPeriod.endDate < rentalPeriod.startDate) throw badRequest(PERIOD_END_BEFORE_START);
  if (!hasAtMostTwoDecimals(price.amount)) throw badRequest(AMOUNT_DECIMALS);
  return db.transaction(async (tx) => {
    const state = await requireState(tx, actor.actorId, id, { lock: true });
    const transition = allow(state, 'edit_terms', actor.actorId);
    if (state.signedParties.length > 0) throw conflict(REFUSALS.editTermsFrozen);

    const responsibilities = {
      owner: [...body.responsibilities.owner],
      tenant: [...body.responsibilities.tenant],
    };
    const hash = termsHash({
      contractNumber: state.contractNumber,
      ownerId: state.ownerId,
      tenantId: state.tenantId,
      estate: { name: state.estateName, address: state.estateAddress },
      terms: {
        rentalPeriod,
        price,
        specialTerms: body.specialTerms,
        responsibilities,
        allowedCrops: state.allowedCrops,
        landArea: state.landArea,
      },
    });
    const updated = await contracts.updateTerms(tx, state.id, {
      startDate: rentalPeriod.startDate,
      endDate: rentalPeriod.endDate,
      durationMonths: rentalPeriod.duration,
      priceCents: toCents(price.amount),
      paymentFrequency: price.paymentFrequency as PaymentFrequency,
      specialTerms: body.specialTerms,
      responsibilities,
      termsHash: hash,
    });
    if (!updated) throw conflict(REFUSALS.editTermsFrozen);
    await record(tx, actor, state.id, 'terms_changed', {
      from: transition.from,
      previousTermsHash: state.termsHash,
      termsHash: hash,
    });
    return getContract(tx, actor.actorId, state.id);
  });
}

/** The owner sends the draft to both parties for signature. */
export async function submitContract(db: Database, actor: Actor, id: string): Promise<Contract> {
  return db.transaction(async (tx) => {
    const state = await requireState(tx, actor.actorId, id);
    const { from, to } = allow(state, 'submit', actor.actorId);
    if (!(await contracts.moveStatus(tx, state.id, 'submit', from, to))) {
      throw conflict(REFUSALS.submitNotDraft);
    }
    await record(tx, actor, state.id, 'submitted', { from, to, termsHash: state.termsHash });
    return getContract(tx, actor.actorId, state.id);
  });
}

/**
 * One party signs: a signature row with the evidence (time, address, browser, the hash
 * of the terms agreed to) and a timeline event. The second signature makes the contract
 * signed, the listing rented and the listing's other pending applications rejected, all
 * in this one transaction. The contract row is locked first, so two parties signing at
 * the same moment are counted one after the other; UNIQUE(contract_id, party) makes a
 * double click sign once.
 */
export async function signContract(
  db: Database,
  actor: Actor,
  id: string,
  signatureData: string,
): Promise<Contract> {
  try {
    return await db.transaction(async (tx) => {
      const state = await requireState(tx, actor.actorId, id, { lock: true });
      const party = partyOf(state, actor.actorId);
      const other: ContractActor = party === 'owner' ? 'tenant' : 'owner';
      const { from, to } = allow(state, 'sign', actor.actorId, {
        actorSigned: state.signedParties.includes(party),
        otherSigned: state.signedParties.includes(other),
      });
      await contracts.insertSignature(tx, {
        id: newId(),
        contractId: state.id,
        party,
        userId: actor.actorId,
        ip: actor.ip,
        userAgent: actor.userAgent,
        termsHash: state.termsHash,
        signatureData,
      });
      if (!(await contracts.moveStatus(tx, state.id, 'sign', from, to))) {
        throw conflict(REFUSALS.notAwaitingSignatures);
      }
      await record(tx, actor, state.id, 'signed', { party, termsHash: state.termsHash, to });
      if (to === 'signed' && state.rentalId) {
        // The rentals domain's own transitions, with their events, in this transaction.
        await markListingRented(tx, state.rentalId, actor);
        await rejectOtherPendingApplications(tx, state.rentalId, actor.actorId, actor);
      }
      return getContract(tx, actor.actorId, state.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REFUSALS.alreadySigned);
    throw error;
  }
}

export async function requireState(
  db: Queryable,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ContractState> {
  const state = isId(id) ? await contracts.findContractState(db, userId, id, options) : null;
  if (!state) throw notFound(CONTRACT_NOT_FOUND);
  return state;
}

export function partyOf(state: ContractState, userId: string): ContractActor {
  return state.ownerId === userId ? 'owner' : 'tenant';
}

/** Asks the lifecycle table; a refusal becomes the HTTP answer it names. */
export function allow(
  state: ContractState,
  action: ContractAction,
  userId: string,
  signing?: { actorSigned: boolean; otherSigned: boolean },
): { from: ContractStatus; to: ContractStatus } {
  const decision = decide(state.status, action, partyOf(state, userId), signing);
  if (!decision.allowed) throw new HttpError(decision.statusCode, decision.error);
  return decision;
}

export function record(
  tx: Queryable,
  actor: Actor,
  contractId: string,
  action:
    | 'created'
    | 'terms_changed'
    | 'submitted'
    | 'signed'
    | 'termination_requested'
    | 'termination_accepted'
    | 'termination_declined'
    | 'termination_withdrawn'
    | 'rated',
  details: Record<string, unknown>,
): Promise<string> {
  return recordEvent(tx, {
    ...actor,
    subjectType: 'contract',
    subjectId: contractId,
    action,
    details,
  });
}

function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}
