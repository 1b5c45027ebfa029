import type { Queryable } from '../../db';
import type { Language } from '../../lib/i18n/request-language';
import type { UserSummary } from './schemas';

export interface NewUser {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  /** The product language of the account (the column's default, en, when absent). */
  language?: Language;
}

/** Throws a unique violation when the email is taken. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserSummary> {
  const [row] = await db.query<UserSummary>(
    `INSERT INTO users (id, name, email, password_hash, language)
     VALUES ($1, $2, $3, $4, $5)
     RETURNING id, name, email`,
    [user.id, user.name, user.email, user.passwordHash, user.language ?? 'en'],
  );
  if (!row) throw new Error('INSERT INTO users returned no row');
  return row;
}

export async function findCredentials(
  db: Queryable,
  email: string,
): Promise<{ id: string; passwordHash: string } | null> {
  const [row] = await db.query<{ id: string; passwordHash: string }>(
    'SELECT id, password_hash AS "passwordHash" FROM users WHERE email = $1',
    [email],
  );
  return row ?? null;
}

export async function countUsers(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  return row?.count ?? 0;
}
