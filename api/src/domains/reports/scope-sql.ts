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
 * Each fragment comes in two forms: `teams` false, the owner's statement exactly as before
 * teams (for a caller on no team: an owner's report costs what it did, the planner too);
 * `teams` true, the same plus one indexed lookup of estate_members by user. Only the team
 * forms take `$2`.
 */

/** Member roles whose holders see the estate's money: the `$2` of the team statements. */
export const MONEY_MEMBER_ROLES: string[] = MEMBER_ROLES.filter((role) => mayDo(role, 'seeMoney'));

/** Whether a member role sees the estate's money. */
export const roleSeesMoney = (role: string): boolean => MONEY_MEMBER_ROLES.includes(role);

/** Ids of the estates the caller sees (for an IN list, which dedupes). */
export function seenEstateIds(teams: boolean): string {
  const own = 'SELECT id FROM estates WHERE owner_id = $1';
  return teams ? `${own} UNION ALL SELECT estate_id FROM estate_members WHERE user_id = $1` : own;
}

/** `columns` of the estates the caller sees, each once (alias `e`). */
export function seenEstates(columns: string, teams: boolean): string {
  const own = `SELECT ${columns} FROM estates e WHERE e.owner_id = $1`;
  if (!teams) return own;
  return `${own}
  UNION ALL
  SELECT ${columns} FROM estate_members m JOIN estates e ON e.id = m.estate_id
   WHERE m.user_id = $1 AND e.owner_id <> $1`;
}

/**
 * `columns` of the rows of `table` (alias `x`, with owner_id and estate_id) whose money the
 * caller sees: theirs as owner, and those of the estates they manage. `where` narrows both.
 */
export function moneyRows(table: string, columns: string, teams: boolean, where = 'true'): string {
  const own = `SELECT ${columns} FROM ${table} x WHERE x.owner_id = $1 AND ${where}`;
  if (!teams) return own;
  return `${own}
  UNION ALL
  SELECT ${columns} FROM estate_members m JOIN ${table} x ON x.estate_id = m.estate_id
   WHERE m.user_id = $1 AND m.role = ANY($2::text[]) AND x.owner_id <> $1 AND ${where}`;
}

/** The caller's member roles, one per estate they are on (none for an owner without teams). */
export const MEMBER_ROLES_SQL = 'SELECT role FROM estate_members WHERE user_id = $1';

/**
 * Whether the caller sees money (see above), given their member roles and whether they own
 * an estate.
 */
export function seesMoneyOf(memberRoles: readonly string[], ownsEstate: boolean): boolean {
  return memberRoles.length === 0 || ownsEstate || memberRoles.some(roleSeesMoney);
}
