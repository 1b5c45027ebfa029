import { requireEstateRight } from '../../lib/access/estate-access';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { isId } from '../../lib/ids';
import * as teams from './repository';
import type { Member } from './schemas';
import type { TeamsContext } from './service';

export const TRANSFER_TO_MEMBER_ONLY =
  'Ownership can only be transferred to a member of the estate’s team';
export const TRANSFER_HAS_RENTALS =
  'This estate has a rental listing or an unfinished rental contract in its owner’s name. Delete the listing or finish the contract before transferring ownership.';
export const TRANSFER_HAS_JOBS =
  'This estate has job listings in its owner’s name that are not closed. Close or delete them before transferring ownership.';

/**
 * Hands the estate to one of its members (POST /estates/:id/transfer, the owner only): in
 * one transaction the member becomes the owner (their member row goes), the old owner
 * becomes a manager, and the estate's history says so. Refused (409) while rental
 * listings, unfinished contracts or open job listings carry the owner's name: they are
 * agreements of that person, not of the estate, and are not moved silently.
 */
export async function transferOwnership(
  { db, now }: TeamsContext,
  userId: string,
  estateId: string,
  newOwnerId: string,
): Promise<{ members: Member[] }> {
  return db.transaction(async (tx) => {
    // Held first, so two transfers (or a transfer and a deletion) cannot interleave.
    const estate = isId(estateId) ? await teams.lockEstate(tx, estateId) : null;
    await requireEstateRight(tx, userId, estateId, 'ownEstate');
    if (!estate) throw notFound('Estate not found');
    const member = isId(newOwnerId) ? await teams.findMember(tx, estateId, newOwnerId) : null;
    if (!member) throw badRequest(TRANSFER_TO_MEMBER_ONLY);
    const records = await teams.ownerRecordsOf(tx, estateId);
    if (records.rentals || records.contracts) throw conflict(TRANSFER_HAS_RENTALS);
    if (records.jobs) throw conflict(TRANSFER_HAS_JOBS);
    await teams.transferEstate(
      tx,
      estate,
      { id: member.userId, name: member.name },
      await teams.userName(tx, userId),
      now(),
    );
    return { members: await teams.listMembers(tx, estateId) };
  });
}
