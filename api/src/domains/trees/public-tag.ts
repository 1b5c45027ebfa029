import type { Database } from '../../db';
import { notFound } from '../../lib/http-errors';
import { isId } from '../../lib/ids';
import { findTreeWithPhotos } from './repository';
import type { PublicTreeTag } from './schemas';
import { TREE_NOT_FOUND } from './service';
import type { TreeDetailCache } from './tree-cache';

/**
 * The public tag page of any tree: only the fields that page shows (details, state,
 * photos, and the id its QR code and 'Edit Tree' link use); nothing about the owner, the
 * estate's id or boundary, nor the QR lookup code.
 */
export async function getPublicTreeTag(
  db: Database,
  cache: TreeDetailCache | null,
  id: string,
): Promise<PublicTreeTag> {
  const { tree, photos } =
    (isId(id) ? cache?.getWithPhotos(id) : undefined) ?? (await load(db, cache, id));
  return {
    tree: {
      id: tree.id,
      textCode: tree.textCode,
      title: tree.title,
      category: tree.category,
      state: tree.state,
      coordinates: tree.coordinates,
      notes: tree.notes,
      detectionConfidence: tree.detectionConfidence,
      estateName: tree.estateName,
      updatedAt: tree.updatedAt,
    },
    photos,
  };
}

/** One statement; kept in the cache (when there is one) for the next scan of the tag. */
async function load(db: Database, cache: TreeDetailCache | null, id: string) {
  const mark = cache?.mark() ?? 0;
  const found = isId(id) ? await findTreeWithPhotos(db, id) : null;
  if (!found) throw notFound(TREE_NOT_FOUND);
  cache?.set(mark, found.ownerId, found.tree, { photos: found.photos });
  return found;
}
