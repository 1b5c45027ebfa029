import type { Database } from '../../../db';
import { mayDo } from '../../../lib/access';
import { badRequest, conflict, HttpError, notFound } from '../../../lib/http-errors';
import { isId, newId } from '../../../lib/ids';
import type { EstateRole } from '../../../lib/access';
import type { Harvest, HarvestStatus, NewHarvest } from '../schemas';
import { requireTreeAccess } from '../service';
import * as harvests from './repository';
import { parseHarvestChange, parseNewHarvest } from './validation';
import { OWN_WORK_MS } from '../access';
import { insertTreeHistory } from '../history/repository';
import { notifyHarvest } from '../../notifications';

export const HARVEST_NOT_FOUND = 'Harvest not found';
export const OWN_HARVESTS_ONLY =
  'Your role on this estate does not allow this: you may change or delete only the pending harvests you recorded in the last 24 hours.';
export const HARVEST_NOT_PENDING = 'Only a pending harvest can be changed';
export const HARVEST_NOTHING_TO_CHANGE = 'Send a date, a weight or notes to change';

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
    await notifyHarvest(tx, 'recorded', ownerId, harvest.id);
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
    await notifyHarvest(tx, 'decided', userId, current.id);
    return decided;
  });
}

/** The tree (checked for fieldUpdate) and its harvest, held for the change; 404 otherwise. */
async function lockHarvest(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  userId: string,
  treeId: string,
  harvestId: string,
) {
  const tree = await requireTreeAccess(tx, userId, treeId, 'fieldUpdate');
  const harvest = isId(harvestId)
    ? await harvests.findHarvestForUpdate(tx, tree.id, harvestId)
    : null;
  if (!harvest) throw notFound(HARVEST_NOT_FOUND);
  return { tree, harvest };
}

/**
 * Field staff change or delete only their own pending harvests, for 24 hours after they
 * recorded them; the owner and managers (who decide harvests) any.
 */
function requireOwnWork(role: EstateRole, userId: string, harvest: Harvest): void {
  if (mayDo(role, 'decideHarvests')) return;
  const age = Date.now() - new Date(harvest.createdAt).getTime();
  if (harvest.recordedBy !== userId || harvest.status !== 'Pending' || age > OWN_WORK_MS) {
    throw new HttpError(403, OWN_HARVESTS_ONLY);
  }
}

/**
 * Changes the date, weight or notes of a pending harvest (a decided one is refused with
 * 409: its decision was about those figures), with a `harvest_edited` history row.
 */
export async function editHarvest(
  db: Database,
  userId: string,
  treeId: string,
  harvestId: string,
  body: NewHarvest,
): Promise<Harvest> {
  const change = parseHarvestChange(body);
  return db.transaction(async (tx) => {
    const { tree, harvest } = await lockHarvest(tx, userId, treeId, harvestId);
    requireOwnWork(tree.role, userId, harvest);
    if (harvest.status !== 'Pending') throw conflict(HARVEST_NOT_PENDING);
    if (Object.keys(change).length === 0) throw badRequest(HARVEST_NOTHING_TO_CHANGE);
    const edited = await harvests.updateHarvest(tx, harvest.id, change);
    const [from, to] = [historyHarvest(harvest), historyHarvest(edited)];
    if (JSON.stringify(from) !== JSON.stringify(to)) {
      await insertTreeHistory(tx, [
        {
          treeId: tree.id,
          estateId: tree.estateId,
          actorId: userId,
          action: 'harvest_edited',
          changes: [{ field: 'harvest', from, to }],
        },
      ]);
    }
    return edited;
  });
}

/**
 * Deletes a harvest with a `harvest_removed` history row that keeps what it was: the owner
 * and managers any (decided ones too: the history keeps the record), field staff their own
 * pending ones for 24 hours.
 */
export async function removeHarvest(
  db: Database,
  userId: string,
  treeId: string,
  harvestId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { tree, harvest } = await lockHarvest(tx, userId, treeId, harvestId);
    requireOwnWork(tree.role, userId, harvest);
    await harvests.deleteHarvest(tx, harvest.id);
    await insertTreeHistory(tx, [
      {
        treeId: tree.id,
        estateId: tree.estateId,
        actorId: userId,
        action: 'harvest_removed',
        changes: [{ field: 'harvest', from: historyHarvest(harvest), to: null }],
      },
    ]);
  });
}
