import type { Database } from '../../../db';
import { badRequest, notFound } from '../../../lib/http-errors';
import { isId, newId } from '../../../lib/ids';
import type { Harvest, HarvestStatus, NewHarvest } from '../schemas';
import { requireTreeAccess } from '../service';
import * as harvests from './repository';
import { parseNewHarvest } from './validation';
import { insertTreeHistory } from '../history/repository';

export const HARVEST_NOT_FOUND = 'Harvest not found';

export async function listTreeHarvests(
  db: Database,
  ownerId: string,
  treeId: string,
): Promise<Harvest[]> {
  const tree = await requireTreeAccess(db, ownerId, treeId);
  return harvests.listHarvests(db, tree.id);
}

/** A new record, Pending until someone reviews it. */
export async function addHarvest(
  db: Database,
  ownerId: string,
  treeId: string,
  body: NewHarvest,
): Promise<Harvest> {
  const input = parseNewHarvest(body);
  return db.transaction(async (tx) => {
    const tree = await requireTreeAccess(tx, ownerId, treeId, 'fieldUpdate');
    const harvest = await harvests.insertHarvest(tx, {
      ...input,
      id: newId(),
      treeId: tree.id,
      recordedBy: ownerId,
    });
    await insertTreeHistory(tx, [
      {
        treeId: tree.id,
        estateId: tree.estateId,
        actorId: ownerId,
        action: 'harvest_recorded',
        changes: [{ field: 'harvest', from: null, to: historyHarvest(harvest) }],
      },
    ]);
    return harvest;
  });
}

/** A harvest as history rows keep it. */
function historyHarvest({ id, date, weight, notes, status }: Harvest) {
  return { id, date, weight, notes, status };
}

/**
 * Any status but the current one (spec §4); records who changed it and when. The row is
 * held while deciding, so two reviewers cannot both "change" it to the same status.
 */
export async function changeHarvestStatus(
  db: Database,
  userId: string,
  treeId: string,
  harvestId: string,
  status: HarvestStatus,
): Promise<Harvest> {
  return db.transaction(async (tx) => {
    const tree = await requireTreeAccess(tx, userId, treeId, 'decideHarvests');
    const current = isId(harvestId)
      ? await harvests.findHarvestForUpdate(tx, tree.id, harvestId)
      : null;
    if (!current) throw notFound(HARVEST_NOT_FOUND);
    if (current.status === status) throw badRequest(`Harvest is already ${status}`);
    const decided = await harvests.setHarvestStatus(tx, current.id, status, userId);
    await insertTreeHistory(tx, [
      {
        treeId: tree.id,
        estateId: tree.estateId,
        actorId: userId,
        action: 'harvest_decided',
        changes: [{ field: 'harvest', from: historyHarvest(current), to: historyHarvest(decided) }],
      },
    ]);
    return decided;
  });
}
