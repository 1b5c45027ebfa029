import { conflict } from '../../lib/http-errors';
import { recordEvents } from '../events';
import type { EstateDeletionGuard } from '../estates';
import { BINDING_CONTRACT_STATES, deleteOpenContracts, lockContracts } from './repository';

export const ESTATE_HAS_CONTRACT =
  'This estate has a signed or active rental contract and cannot be deleted';

/**
 * What deleting an estate means for rentals, inside the estates service's transaction
 * (after it locked the estate): refused (409) while any contract for the estate is signed
 * or active; otherwise its draft and pending-signature contracts are deleted here, and
 * its listings (with their applications) are about to go by cascade, so each gets its
 * 'deleted' event now, by the owner. Completed and terminated contracts keep their own
 * snapshot. Registered by app.ts as one of estatesRoutes' deletion guards.
 */
export const prepareEstateDeletion: EstateDeletionGuard = async (tx, estateId, ownerId) => {
  const actor = { actorId: ownerId, ip: '', userAgent: '' };
  // Lock order as a signing's: the contracts first, then (by cascade) the listings.
  const contracts = await lockContracts(tx, 'estate_id', estateId);
  const binding = BINDING_CONTRACT_STATES as readonly string[];
  if (contracts.some((contract) => binding.includes(contract.status))) {
    throw conflict(ESTATE_HAS_CONTRACT);
  }
  await deleteOpenContracts(tx, 'estate_id', estateId, actor);
  const listings = await tx.query<{ id: string; status: string }>(
    `SELECT id, status FROM rentals WHERE estate_id = $1`,
    [estateId],
  );
  await recordEvents(
    tx,
    listings.map((listing) => ({
      ...actor,
      subjectType: 'rental',
      subjectId: listing.id,
      action: 'deleted',
      details: { from: listing.status, estateId, reason: 'estate deleted' },
    })),
  );
};
