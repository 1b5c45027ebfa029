/**
 * The SQL of contracts after the signature (issue 28): termination requests and their answers,
 * the owner's relist choice and the parties' ratings, each inside the service's transaction.
 * Re-exported by repository.ts.
 */
import type { Queryable } from '../../db';
import type { ContractActor } from './lifecycle';

export interface TerminationInsert {
  contractId: string;
  requestedBy: ContractActor;
  requesterId: string;
  endDate: string;
  reason: string;
  at: Date;
}

/**
 * A new early-end request; it replaces the latest one only when that one is no longer
 * pending. False when a request is already waiting for an answer.
 */
export async function insertTermination(
  db: Queryable,
  request: TerminationInsert,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO contract_terminations
       (contract_id, requested_by, requester_id, requested_at, end_date, reason, status)
     VALUES ($1, $2, $3, $4::timestamptz, $5::date, $6, 'pending')
     ON CONFLICT (contract_id) DO UPDATE
        SET requested_by = EXCLUDED.requested_by, requester_id = EXCLUDED.requester_id,
            requested_at = EXCLUDED.requested_at, end_date = EXCLUDED.end_date,
            reason = EXCLUDED.reason, status = 'pending', decided_at = NULL
      WHERE contract_terminations.status <> 'pending'
     RETURNING contract_id`,
    [
      request.contractId,
      request.requestedBy,
      request.requesterId,
      request.at.toISOString(),
      request.endDate,
      request.reason,
    ],
  );
  return rows.length > 0;
}

/** The pending request is answered (accepted, declined) or withdrawn: false when not pending any more. */
export async function closeTermination(
  db: Queryable,
  contractId: string,
  to: 'accepted' | 'declined' | 'withdrawn',
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE contract_terminations SET status = $2, decided_at = $3::timestamptz
      WHERE contract_id = $1 AND status = 'pending' RETURNING contract_id`,
    [contractId, to, at.toISOString()],
  );
  return rows.length > 0;
}

/** The owner's relist choice, while the contract has not ended: false when it has. */
export async function setRelist(db: Queryable, id: string, relist: boolean): Promise<boolean> {
  const rows = await db.query(
    `UPDATE contracts SET relist_on_completion = $2, updated_at = now()
      WHERE id = $1 AND status IN ('draft', 'pending_signature', 'signed', 'active')
      RETURNING id`,
    [id, relist],
  );
  return rows.length > 0;
}

export interface RatingInsert {
  id: string;
  contractId: string;
  party: ContractActor;
  raterId: string;
  rateeId: string;
  score: number;
  comment: string;
}

/**
 * Throws a unique violation when that side has rated already; false when the contract
 * has not ended.
 */
export async function insertRating(db: Queryable, rating: RatingInsert): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO contract_ratings (id, contract_id, party, rater_id, ratee_id, score, comment)
     SELECT $1, $2, $3, $4, $5, $6, $7
      WHERE EXISTS (SELECT 1 FROM contracts WHERE id = $2
                     AND status IN ('completed', 'terminated'))
     RETURNING id`,
    [
      rating.id,
      rating.contractId,
      rating.party,
      rating.raterId,
      rating.rateeId,
      rating.score,
      rating.comment,
    ],
  );
  return rows.length > 0;
}

/** A person's ratings as owner (given by tenants) and as tenant (given by owners). */
export async function ratingsOf(
  db: Queryable,
  userId: string,
): Promise<{
  asOwner: { average: number; count: number };
  asTenant: { average: number; count: number };
}> {
  const rows = await db.query<{ party: ContractActor; average: number | null; count: number }>(
    `SELECT party, round(avg(score)::numeric, 1)::float8 AS average, count(*)::int AS count
       FROM contract_ratings WHERE ratee_id = $1 GROUP BY party`,
    [userId],
  );
  const of = (party: ContractActor) => {
    const row = rows.find((candidate) => candidate.party === party);
    return { average: Number(row?.average ?? 0), count: Number(row?.count ?? 0) };
  };
  // Tenants rate owners (party 'tenant' gave it) and owners rate tenants.
  return { asOwner: of('tenant'), asTenant: of('owner') };
}
