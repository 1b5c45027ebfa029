import { MEMBER_ROLES, mayDo } from '../../lib/access';

/**
 * What a report counts for the caller (issue 25, estate teams). `$1` is always the caller.
 *
 * - **Seen estates**: the caller's own and every estate they are a member of, whatever the
 *   role. Their estate, tree and harvest figures are counted.
 * - **Money**: rentals, applications to them and contracts the caller holds as owner (as
 *   before teams), plus those of the estates where the caller's member role has `seeMoney`
 *   (managers): `$2` is the list of such roles (`MONEY_MEMBER_ROLES`), so the rights table
 *   of lib/access stays the only place that decides.
 * - **Sees money** unless every estate the caller sees is seen through a role without
 *   `seeMoney` (field staff, viewer): a member of no team (an owner, a newcomer) sees money.
 *
 * Each part is the owner's statement as it was, plus one indexed lookup of estate_members
 * by user (empty for an owner without teams), so owners' reports cost what they did.
 */

/** Member roles whose holders see the estate's money: the `$2` of the money statements. */
export const MONEY_MEMBER_ROLES: string[] = MEMBER_ROLES.filter((role) => mayDo(role, 'seeMoney'));

/** Ids of the estates the caller sees (the owner's, then the teams'; an IN list dedupes). */
export const SEEN_ESTATE_IDS = `SELECT id FROM estates WHERE owner_id = $1
  UNION ALL SELECT estate_id FROM estate_members WHERE user_id = $1`;

/** `columns` of the estates the caller sees, each once (alias `e`). */
export function seenEstates(columns: string): string {
  return `SELECT ${columns} FROM estates e WHERE e.owner_id = $1
  UNION ALL
  SELECT ${columns} FROM estate_members m JOIN estates e ON e.id = m.estate_id
   WHERE m.user_id = $1 AND e.owner_id <> $1`;
}

/**
 * `columns` of the rows of `table` (alias `x`, with owner_id and estate_id) whose money the
 * caller sees: theirs as owner, and those of the estates they manage. `where` narrows both.
 */
export function moneyRows(table: string, columns: string, where = 'true'): string {
  return `SELECT ${columns} FROM ${table} x WHERE x.owner_id = $1 AND ${where}
  UNION ALL
  SELECT ${columns} FROM estate_members m JOIN ${table} x ON x.estate_id = m.estate_id
   WHERE m.user_id = $1 AND m.role = ANY($2::text[]) AND x.owner_id <> $1 AND ${where}`;
}

/** Whether the caller sees money at all (see above), a boolean expression. */
export const SEES_MONEY = `(NOT EXISTS (SELECT 1 FROM estate_members WHERE user_id = $1)
  OR EXISTS (SELECT 1 FROM estates WHERE owner_id = $1)
  OR EXISTS (SELECT 1 FROM estate_members WHERE user_id = $1 AND role = ANY($2::text[])))`;
