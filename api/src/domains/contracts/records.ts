import type { Queryable } from '../../db';
import type { ContractActor, ContractStatus } from './lifecycle';
import type { Contract, ContractEvent, ContractRating, ContractTermination } from './schemas';
import type { PaymentFrequency } from './terms';

/**
 * The SQL that reads rental contracts (repository.ts holds the writes). A contract is
 * answered by one statement, a list page by one statement too: parties' names and emails are joined, signatures and timeline events
 * are aggregated per row, so there is no query per contract. Visibility (only the two
 * parties) is part of every read.
 */

/** Timestamps leave as UTC ISO text: the same on both drivers, also inside json_agg. */
const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const CONTRACT_SELECT = `
  SELECT c.id, c.contract_number AS "contractNumber", c.status,
         c.estate_id AS "estateId", c.estate_name AS "estateName",
         c.estate_address AS "estateAddress", c.rental_id AS "rentalId",
         c.application_id AS "applicationId",
         c.owner_id AS "ownerId", o.name AS "ownerName", o.email AS "ownerEmail",
         c.tenant_id AS "tenantId", t.name AS "tenantName", t.email AS "tenantEmail",
         to_char(c.start_date, 'YYYY-MM-DD') AS "startDate",
         to_char(c.end_date, 'YYYY-MM-DD') AS "endDate",
         c.duration_months AS "durationMonths", c.price_cents::float8 AS "priceCents",
         c.payment_frequency AS "paymentFrequency", c.special_terms AS "specialTerms",
         c.responsibilities, c.allowed_crops AS "allowedCrops", c.land_area AS "landArea",
         c.terms_hash AS "termsHash",
         ${iso('c.created_at')} AS "createdAt", ${iso('c.submitted_at')} AS "submittedAt",
         ${iso('c.signed_at')} AS "signedAt", ${iso('c.activated_at')} AS "activatedAt",
         ${iso('c.completed_at')} AS "completedAt", ${iso('c.terminated_at')} AS "terminatedAt",
         c.relist_on_completion AS "relistOnCompletion",
         (SELECT json_build_object(
                   'requestedBy', ct.requested_by, 'requesterId', ct.requester_id,
                   'requestedAt', ${iso('ct.requested_at')},
                   'endDate', to_char(ct.end_date, 'YYYY-MM-DD'), 'reason', ct.reason,
                   'status', ct.status, 'decidedAt', ${iso('ct.decided_at')})
            FROM contract_terminations ct WHERE ct.contract_id = c.id) AS termination,
         (SELECT coalesce(json_agg(json_build_object(
                   'party', cr.party, 'score', cr.score, 'comment', cr.comment,
                   'createdAt', ${iso('cr.created_at')})), '[]'::json)
            FROM contract_ratings cr WHERE cr.contract_id = c.id) AS ratings,
         (SELECT coalesce(json_agg(json_build_object(
                   'party', s.party, 'userId', s.user_id, 'signedAt', ${iso('s.signed_at')},
                   'ip', s.ip_address, 'userAgent', s.user_agent, 'termsHash', s.terms_hash)
                 ORDER BY s.signed_at, s.id), '[]'::json)
            FROM contract_signatures s WHERE s.contract_id = c.id) AS signatures,
         (SELECT coalesce(json_agg(json_build_object(
                   'action', e.action, 'actorId', e.actor_id, 'actorName', u.name,
                   'actorEmail', u.email, 'at', ${iso('e.at')}, 'ip', e.ip_address,
                   'userAgent', e.user_agent, 'details', e.details)
                 ORDER BY e.at, e.id), '[]'::json)
            FROM domain_events e LEFT JOIN users u ON u.id = e.actor_id
           WHERE e.subject_type = 'contract' AND e.subject_id = c.id) AS events
    FROM contracts c
    JOIN users o ON o.id = c.owner_id
    JOIN users t ON t.id = c.tenant_id`;

export interface SignatureRecord {
  party: ContractActor;
  userId: string;
  signedAt: string;
  ip: string;
  userAgent: string;
  termsHash: string;
}

export interface EventRecord {
  action: string;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  at: string;
  ip: string;
  userAgent: string;
  details: Record<string, unknown>;
}

interface ContractRow {
  id: string;
  contractNumber: string;
  status: ContractStatus;
  estateId: string | null;
  estateName: string;
  estateAddress: string;
  rentalId: string | null;
  applicationId: string | null;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  tenantId: string;
  tenantName: string;
  tenantEmail: string;
  startDate: string;
  endDate: string;
  durationMonths: number;
  priceCents: number;
  paymentFrequency: PaymentFrequency;
  specialTerms: string;
  responsibilities: { owner?: string[]; tenant?: string[] } | null;
  allowedCrops: string[] | null;
  landArea: number;
  termsHash: string;
  createdAt: string;
  submittedAt: string | null;
  signedAt: string | null;
  activatedAt: string | null;
  completedAt: string | null;
  terminatedAt: string | null;
  relistOnCompletion: boolean;
  termination: (ContractTermination & { requesterId: string }) | null;
  ratings: (ContractRating & { party: ContractActor })[];
  signatures: SignatureRecord[];
  events: EventRecord[];
}

/** A contract as its parties see it, plus the evidence the signing certificate prints. */
export interface ContractRecord {
  contract: Contract;
  signatures: SignatureRecord[];
  events: EventRecord[];
}

const TIMELINE_ACTIONS = new Set<string>([
  'created',
  'terms_changed',
  'submitted',
  'signed',
  'activated',
  'completed',
  'termination_requested',
  'termination_accepted',
  'termination_declined',
  'termination_withdrawn',
  'terminated',
  'rated',
]);

/** The actor of the scheduled job's events (activated, completed, terminated). */
export const SYSTEM_NAME = 'Grovekeeper';

function toRecord(row: ContractRow): ContractRecord {
  const signatureOf = (party: ContractActor) => {
    const signature = row.signatures.find((candidate) => candidate.party === party);
    return {
      signed: signature !== undefined,
      signedAt: signature?.signedAt ?? null,
      termsHash: signature?.termsHash ?? null,
    };
  };
  const timeline: ContractEvent[] = row.events
    .filter((event) => TIMELINE_ACTIONS.has(event.action))
    .map((event) => {
      const { endDate, score } = event.details ?? {};
      return {
        action: event.action as ContractEvent['action'],
        actor: event.actorId
          ? { _id: event.actorId, name: event.actorName ?? 'Unknown' }
          : { _id: '', name: SYSTEM_NAME },
        party: partyOf(event.details),
        at: event.at,
        ...(typeof endDate === 'string' && { endDate }),
        ...(typeof score === 'number' && { score }),
      };
    });
  const ratingOf = (party: ContractActor): ContractRating | null => {
    const rating = row.ratings.find((candidate) => candidate.party === party);
    return rating
      ? { score: rating.score, comment: rating.comment, createdAt: rating.createdAt }
      : null;
  };
  const contract: Contract = {
    _id: row.id,
    id: row.id,
    contractNumber: row.contractNumber,
    status: row.status,
    estate: {
      _id: row.estateId,
      name: row.estateName,
      address: row.estateAddress,
      landArea: Number(row.landArea),
    },
    rentalId: row.rentalId,
    applicationId: row.applicationId,
    owner: { _id: row.ownerId, name: row.ownerName, email: row.ownerEmail },
    tenant: { _id: row.tenantId, name: row.tenantName, email: row.tenantEmail },
    createdAt: row.createdAt,
    submittedAt: row.submittedAt,
    signedAt: row.signedAt,
    activatedAt: row.activatedAt,
    completedAt: row.completedAt,
    terminatedAt: row.terminatedAt,
    relistOnCompletion: row.relistOnCompletion,
    termination: row.termination
      ? {
          requestedBy: row.termination.requestedBy,
          requestedAt: row.termination.requestedAt,
          endDate: row.termination.endDate,
          reason: row.termination.reason,
          status: row.termination.status,
          decidedAt: row.termination.decidedAt,
        }
      : null,
    ratings: { owner: ratingOf('owner'), tenant: ratingOf('tenant') },
    signatures: { owner: signatureOf('owner'), tenant: signatureOf('tenant') },
    contractTerms: {
      rentalPeriod: {
        startDate: row.startDate,
        endDate: row.endDate,
        duration: Number(row.durationMonths),
      },
      price: { amount: Number(row.priceCents) / 100, paymentFrequency: row.paymentFrequency },
      specialTerms: row.specialTerms,
      responsibilities: {
        owner: row.responsibilities?.owner ?? [],
        tenant: row.responsibilities?.tenant ?? [],
      },
      allowedCrops: row.allowedCrops ?? [],
      landArea: Number(row.landArea),
    },
    termsHash: row.termsHash.trim(),
    timeline,
  };
  return { contract, signatures: row.signatures, events: row.events };
}

function partyOf(details: Record<string, unknown>): ContractActor | null {
  const party = details?.party;
  return party === 'owner' || party === 'tenant' ? party : null;
}

/** The contract when `userId` is one of its parties. */
export async function findContractFor(
  db: Queryable,
  userId: string,
  id: string,
): Promise<ContractRecord | null> {
  const [row] = await db.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.id = $1 AND (c.owner_id = $2 OR c.tenant_id = $2)`,
    [id, userId],
  );
  return row ? toRecord(row) : null;
}

export type RoleFilter = 'all' | 'owner' | 'tenant';

export interface Page {
  limit: number;
  offset: number;
}

const ROLE_WHERE: Record<RoleFilter, string> = {
  all: '(c.owner_id = $1 OR c.tenant_id = $1)',
  owner: 'c.owner_id = $1',
  tenant: 'c.tenant_id = $1',
};

/** The user's contracts in the given role, newest first. */
export async function listContracts(
  db: Queryable,
  userId: string,
  role: RoleFilter,
  { limit, offset }: Page,
): Promise<Contract[]> {
  const where = ROLE_WHERE[role];
  const rows = await db.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE ${where}
      ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return rows.map((row) => toRecord(row).contract);
}

export interface ContractCounts {
  /** Every contract the list holds over all its pages. */
  total: number;
  /** Of those, the ones where the user is the owner, and the tenant. */
  asOwner: number;
  asTenant: number;
}

/** How many contracts `listContracts` holds over all its pages, in all and per side. */
export async function countContracts(
  db: Queryable,
  userId: string,
  role: RoleFilter,
): Promise<ContractCounts> {
  const [row] = await db.query<{ total: number; asOwner: number; asTenant: number }>(
    `SELECT count(*)::int AS total,
            (count(*) FILTER (WHERE c.owner_id = $1))::int AS "asOwner",
            (count(*) FILTER (WHERE c.tenant_id = $1))::int AS "asTenant"
       FROM contracts c WHERE ${ROLE_WHERE[role]}`,
    [userId],
  );
  return { total: row?.total ?? 0, asOwner: row?.asOwner ?? 0, asTenant: row?.asTenant ?? 0 };
}

const AWAITING_SIGNATURE_OF = `c.status = 'pending_signature'
        AND ((c.owner_id = $1 AND NOT EXISTS (SELECT 1 FROM contract_signatures s
                WHERE s.contract_id = c.id AND s.party = 'owner'))
          OR (c.tenant_id = $1 AND NOT EXISTS (SELECT 1 FROM contract_signatures s
                WHERE s.contract_id = c.id AND s.party = 'tenant')))`;

/** How many contracts `listAwaitingSignatureOf` holds over all its pages. */
export async function countAwaitingSignatureOf(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM contracts c WHERE ${AWAITING_SIGNATURE_OF}`,
    [userId],
  );
  return row?.total ?? 0;
}

/** Contracts awaiting signatures whose side of `userId` has not signed, newest first. */
export async function listAwaitingSignatureOf(
  db: Queryable,
  userId: string,
  { limit, offset }: Page,
): Promise<Contract[]> {
  const rows = await db.query<ContractRow>(
    `${CONTRACT_SELECT}
      WHERE ${AWAITING_SIGNATURE_OF}
      ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return rows.map((row) => toRecord(row).contract);
}
