import type { Queryable } from '../../db';
import type { ContractAction, ContractActor, ContractStatus } from './lifecycle';
import type { Contract, ContractEvent } from './schemas';
import type { PaymentFrequency } from './terms';

/**
 * The SQL of rental contracts. A contract is answered by one statement, a list page by
 * one statement too: parties' names and emails are joined, signatures and timeline events
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
  signatures: SignatureRecord[];
  events: EventRecord[];
}

/** A contract as its parties see it, plus the evidence the signing certificate prints. */
export interface ContractRecord {
  contract: Contract;
  signatures: SignatureRecord[];
  events: EventRecord[];
}

const TIMELINE_ACTIONS = new Set<string>(['created', 'terms_changed', 'submitted', 'signed']);

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
    .map((event) => ({
      action: event.action as ContractEvent['action'],
      actor: { _id: event.actorId ?? '', name: event.actorName ?? 'Unknown' },
      party: partyOf(event.details),
      at: event.at,
    }));
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

/** The user's contracts in the given role, newest first. */
export async function listContracts(
  db: Queryable,
  userId: string,
  role: RoleFilter,
  { limit, offset }: Page,
): Promise<Contract[]> {
  const where = {
    all: '(c.owner_id = $1 OR c.tenant_id = $1)',
    owner: 'c.owner_id = $1',
    tenant: 'c.tenant_id = $1',
  }[role];
  const rows = await db.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE ${where}
      ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return rows.map((row) => toRecord(row).contract);
}

/** Contracts awaiting signatures whose side of `userId` has not signed, newest first. */
export async function listAwaitingSignatureOf(
  db: Queryable,
  userId: string,
  { limit, offset }: Page,
): Promise<Contract[]> {
  const rows = await db.query<ContractRow>(
    `${CONTRACT_SELECT}
      WHERE c.status = 'pending_signature'
        AND ((c.owner_id = $1 AND NOT EXISTS (SELECT 1 FROM contract_signatures s
                WHERE s.contract_id = c.id AND s.party = 'owner'))
          OR (c.tenant_id = $1 AND NOT EXISTS (SELECT 1 FROM contract_signatures s
                WHERE s.contract_id = c.id AND s.party = 'tenant')))
      ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return rows.map((row) => toRecord(row).contract);
}

/** What a change needs to know about a contract (terms for the hash included). */
export interface ContractState {
  id: string;
  contractNumber: string;
  status: ContractStatus;
  ownerId: string;
  tenantId: string;
  rentalId: string | null;
  estateName: string;
  estateAddress: string;
  allowedCrops: string[];
  landArea: number;
  termsHash: string;
  /** Parties that have signed. */
  signedParties: ContractActor[];
}

/**
 * The contract's current state when `userId` is a party; `lock` holds the row until the
 * transaction ends, so two signatures are counted one after the other.
 */
export async function findContractState(
  db: Queryable,
  userId: string,
  id: string,
  { lock = false } = {},
): Promise<ContractState | null> {
  const [row] = await db.query<Omit<ContractState, 'signedParties'>>(
    `SELECT id, contract_number AS "contractNumber", status, owner_id AS "ownerId",
            tenant_id AS "tenantId", rental_id AS "rentalId", estate_name AS "estateName",
            estate_address AS "estateAddress", allowed_crops AS "allowedCrops",
            land_area AS "landArea", terms_hash AS "termsHash"
       FROM contracts WHERE id = $1 AND (owner_id = $2 OR tenant_id = $2)
       ${lock ? 'FOR UPDATE' : ''}`,
    [id, userId],
  );
  if (!row) return null;
  // Read after the lock is granted, so a signature committed meanwhile is seen.
  const signed = await db.query<{ party: ContractActor }>(
    'SELECT party FROM contract_signatures WHERE contract_id = $1',
    [id],
  );
  return {
    ...row,
    landArea: Number(row.landArea),
    allowedCrops: row.allowedCrops ?? [],
    termsHash: row.termsHash.trim(),
    signedParties: signed.map((signature) => signature.party),
  };
}

export interface ApplicationForContract {
  id: string;
  status: string;
  applicantId: string;
  startDate: string;
  rentalId: string;
  rentalStatus: string;
  ownerId: string;
  priceCents: number;
  priceType: PaymentFrequency;
  allowedCrops: string[];
  landArea: number;
  estateId: string;
  estateName: string;
  estateAddress: string;
  contractId: string | null;
}

/** The application with its listing and estate, held for the transaction. */
export async function findApplicationForContract(
  db: Queryable,
  applicationId: string,
): Promise<ApplicationForContract | null> {
  const [row] = await db.query<ApplicationForContract>(
    `SELECT a.id, a.status, a.applicant_id AS "applicantId",
            to_char(a.start_date, 'YYYY-MM-DD') AS "startDate",
            r.id AS "rentalId", r.status AS "rentalStatus", r.owner_id AS "ownerId",
            r.price_cents::float8 AS "priceCents", r.price_type AS "priceType",
            r.allowed_crops AS "allowedCrops", r.land_area AS "landArea",
            e.id AS "estateId", e.name AS "estateName", e.address AS "estateAddress",
            (SELECT k.id FROM contracts k WHERE k.application_id = a.id) AS "contractId"
       FROM rental_applications a
       JOIN rentals r ON r.id = a.rental_id
       JOIN estates e ON e.id = r.estate_id
      WHERE a.id = $1
      FOR UPDATE OF a`,
    [applicationId],
  );
  if (!row) return null;
  return {
    ...row,
    priceCents: Number(row.priceCents),
    landArea: Number(row.landArea),
    allowedCrops: row.allowedCrops ?? [],
  };
}

/** The next contract number: RC-<current UTC year>-<6-digit sequence value>. */
export async function nextContractNumber(db: Queryable): Promise<string> {
  const [row] = await db.query<{ n: string | number; year: number }>(
    `SELECT nextval('contract_number_seq')::text AS n,
            extract(year FROM now() AT TIME ZONE 'UTC')::int AS year`,
  );
  if (!row) throw new Error('contract_number_seq answered nothing');
  return `RC-${row.year}-${String(row.n).padStart(6, '0')}`;
}

export interface TermsColumns {
  startDate: string;
  endDate: string;
  durationMonths: number;
  priceCents: number;
  paymentFrequency: PaymentFrequency;
  specialTerms: string;
  responsibilities: { owner: string[]; tenant: string[] };
  termsHash: string;
}

export interface ContractInsert extends TermsColumns {
  id: string;
  contractNumber: string;
  applicationId: string;
  rentalId: string;
  estateId: string;
  estateName: string;
  estateAddress: string;
  ownerId: string;
  tenantId: string;
  allowedCrops: string[];
  landArea: number;
}

export async function insertContract(db: Queryable, contract: ContractInsert): Promise<void> {
  await db.query(
    `INSERT INTO contracts (id, contract_number, application_id, rental_id, estate_id,
       estate_name, estate_address, owner_id, tenant_id, start_date, end_date,
       duration_months, price_cents, payment_frequency, special_terms, responsibilities,
       allowed_crops, land_area, terms_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11::date, $12, $13, $14, $15,
       $16::jsonb, $17::text[], $18, $19)`,
    [
      contract.id,
      contract.contractNumber,
      contract.applicationId,
      contract.rentalId,
      contract.estateId,
      contract.estateName,
      contract.estateAddress,
      contract.ownerId,
      contract.tenantId,
      contract.startDate,
      contract.endDate,
      contract.durationMonths,
      contract.priceCents,
      contract.paymentFrequency,
      contract.specialTerms,
      JSON.stringify(contract.responsibilities),
      contract.allowedCrops,
      contract.landArea,
      contract.termsHash,
    ],
  );
}

/**
 * The edit_terms transition: new terms and their hash, only while the contract is a
 * draft that nobody has signed. False when it no longer is.
 */
export async function updateTerms(
  db: Queryable,
  id: string,
  terms: TermsColumns,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE contracts
        SET start_date = $2::date, end_date = $3::date, duration_months = $4,
            price_cents = $5, payment_frequency = $6, special_terms = $7,
            responsibilities = $8::jsonb, terms_hash = $9, updated_at = now()
      WHERE id = $1 AND status = 'draft'
        AND NOT EXISTS (SELECT 1 FROM contract_signatures s WHERE s.contract_id = $1)
      RETURNING id`,
    [
      id,
      terms.startDate,
      terms.endDate,
      terms.durationMonths,
      terms.priceCents,
      terms.paymentFrequency,
      terms.specialTerms,
      JSON.stringify(terms.responsibilities),
      terms.termsHash,
    ],
  );
  return rows.length > 0;
}

/**
 * A status transition as one statement guarded by the current status; stamps
 * submitted_at on submit and signed_at on the last signature. False when the contract
 * was not in `from` any more (someone else moved first).
 */
export async function moveStatus(
  db: Queryable,
  id: string,
  action: ContractAction,
  from: ContractStatus,
  to: ContractStatus,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE contracts
        SET status = $3::text, updated_at = now(),
            submitted_at = CASE WHEN $4::text = 'submit' THEN now() ELSE submitted_at END,
            signed_at = CASE WHEN $3::text = 'signed' AND $2::text <> 'signed'
                             THEN now() ELSE signed_at END
      WHERE id = $1 AND status = $2::text
      RETURNING id`,
    [id, from, to, action],
  );
  return rows.length > 0;
}

export interface SignatureInsert {
  id: string;
  contractId: string;
  party: ContractActor;
  userId: string;
  ip: string;
  userAgent: string;
  termsHash: string;
  signatureData: string;
}

/** Throws a unique violation when that side has signed already. */
export async function insertSignature(db: Queryable, signature: SignatureInsert): Promise<void> {
  await db.query(
    `INSERT INTO contract_signatures
       (id, contract_id, party, user_id, ip_address, user_agent, terms_hash, signature_data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      signature.id,
      signature.contractId,
      signature.party,
      signature.userId,
      signature.ip,
      signature.userAgent,
      signature.termsHash,
      signature.signatureData,
    ],
  );
}
