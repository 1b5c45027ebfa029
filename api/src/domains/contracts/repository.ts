import type { Queryable } from '../../db';
import { now as clockNow } from '../../lib/clock';
import { guardedMove } from '../../lib/lifecycle';
import type { ContractAction, ContractActor, ContractStatus } from './lifecycle';
import type { PaymentFrequency } from './terms';

/**
 * The SQL that changes rental contracts: creating one from an approved application, its
 * terms, its status and its signatures, each inside the service's transaction. The reads
 * (a contract as its parties see it, the lists) are in records.ts, and the writes after the
 * signature (termination requests, the relist choice, ratings) in after-signature-records.ts,
 * both re-exported here.
 */
export * from './records';
export * from './after-signature-records';

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
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  relistOnCompletion: boolean;
  /** The latest early-end request. */
  termination: TerminationState | null;
  /** Parties that have rated the other. */
  ratedParties: ContractActor[];
}

export interface TerminationState {
  requestedBy: ContractActor;
  requesterId: string;
  endDate: string;
  status: 'pending' | 'accepted' | 'declined' | 'withdrawn';
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
  const [row] = await db.query<
    Omit<ContractState, 'signedParties' | 'termination' | 'ratedParties'>
  >(
    `SELECT id, contract_number AS "contractNumber", status, owner_id AS "ownerId",
            tenant_id AS "tenantId", rental_id AS "rentalId", estate_name AS "estateName",
            estate_address AS "estateAddress", allowed_crops AS "allowedCrops",
            land_area AS "landArea", terms_hash AS "termsHash",
            to_char(start_date, 'YYYY-MM-DD') AS "startDate",
            to_char(end_date, 'YYYY-MM-DD') AS "endDate",
            relist_on_completion AS "relistOnCompletion"
       FROM contracts WHERE id = $1 AND (owner_id = $2 OR tenant_id = $2)
       ${lock ? 'FOR UPDATE' : ''}`,
    [id, userId],
  );
  if (!row) return null;
  const [termination] = await db.query<TerminationState>(
    `SELECT requested_by AS "requestedBy", requester_id AS "requesterId",
            to_char(end_date, 'YYYY-MM-DD') AS "endDate", status
       FROM contract_terminations WHERE contract_id = $1`,
    [id],
  );
  const rated = await db.query<{ party: ContractActor }>(
    'SELECT party FROM contract_ratings WHERE contract_id = $1',
    [id],
  );
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
    termination: termination ?? null,
    ratedParties: rated.map((rating) => rating.party),
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
 * submitted_at on submit, signed_at on the last signature, and activated_at, completed_at
 * and terminated_at (from the lifecycle clock) when it gets there. False when the
 * contract was not in `from` any more (someone else moved first).
 */
export async function moveStatus(
  db: Queryable,
  id: string,
  action: ContractAction,
  from: ContractStatus,
  to: ContractStatus,
  at: Date = clockNow(),
): Promise<boolean> {
  return guardedMove(db, {
    table: 'contracts',
    id,
    from,
    to,
    also: [
      'updated_at = now()',
      "submitted_at = CASE WHEN $4::text = 'submit' THEN now() ELSE submitted_at END",
      `signed_at = CASE WHEN $3::text = 'signed' AND $2::text <> 'signed'
                        THEN now() ELSE signed_at END`,
      "activated_at = CASE WHEN $3::text = 'active' THEN $5::timestamptz ELSE activated_at END",
      "completed_at = CASE WHEN $3::text = 'completed' THEN $5::timestamptz ELSE completed_at END",
      `terminated_at = CASE WHEN $3::text = 'terminated' THEN $5::timestamptz
                            ELSE terminated_at END`,
    ],
    values: [action, at.toISOString()],
  });
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
