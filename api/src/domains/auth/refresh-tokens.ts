import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db';
import { newId } from '../../lib/ids';

/**
 * Refresh tokens are 32 random bytes handed to the browser in an HttpOnly cookie. Only
 * their SHA-256 is stored, so a leaked database cannot be replayed as sessions.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueRefreshToken(
  db: Queryable,
  options: { userId: string; familyId?: string; ttlDays: number },
): Promise<{ id: string; token: string }> {
  const id = newId();
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(days => $5::int))`,
    [id, options.userId, options.familyId ?? id, hashToken(token), options.ttlDays],
  );
  return { id, token };
}

export type Rotation =
  | { outcome: 'rotated'; userId: string; token: string }
  /** The token had already been rotated or revoked: its whole family is now revoked. */
  | { outcome: 'reused' }
  | { outcome: 'invalid' };

/**
 * Exchanges a refresh token for a new one of the same family. The row is locked so two
 * concurrent exchanges of one token cannot both succeed; the loser sees a revoked token
 * and, as with any replay, revokes the family (the client shares one refresh in flight).
 */
export function rotateRefreshToken(
  db: Database,
  token: string,
  ttlDays: number,
): Promise<Rotation> {
  return db.transaction(async (tx): Promise<Rotation> => {
    const [row] = await tx.query<{
      id: string;
      userId: string;
      familyId: string;
      revoked: boolean;
      expired: boolean;
    }>(
      `SELECT id, user_id AS "userId", family_id AS "familyId",
              revoked_at IS NOT NULL AS revoked, expires_at <= now() AS expired
         FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [hashToken(token)],
    );
    if (!row) return { outcome: 'invalid' };
    if (row.revoked) {
      await revokeFamily(tx, row.familyId);
      return { outcome: 'reused' };
    }
    if (row.expired) return { outcome: 'invalid' };
    const next = await issueRefreshToken(tx, {
      userId: row.userId,
      familyId: row.familyId,
      ttlDays,
    });
    await tx.query('UPDATE refresh_tokens SET revoked_at = now(), replaced_by = $2 WHERE id = $1', [
      row.id,
      next.id,
    ]);
    return { outcome: 'rotated', userId: row.userId, token: next.token };
  });
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId],
  );
}

/** Sign-out: revokes every token of the presented token's family. */
export async function revokeFamilyOf(db: Queryable, token: string): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE revoked_at IS NULL
        AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [hashToken(token)],
  );
}

/** Keeps the table bounded: a user's expired tokens are useless, even for reuse detection. */
export async function deleteExpiredTokens(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM refresh_tokens WHERE user_id = $1 AND expires_at < now()', [userId]);
}
