import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { Queryable } from '../../../db';
import { notFound } from '../../../lib/http-errors';
import { isId } from '../../../lib/ids';
import { Id, LatLng } from '../../../lib/schemas';
import { photoUrl } from '../../../lib/storage';
import type { EstateRole } from '../../../lib/access';
import { ESTATE_NOT_FOUND } from '../../estates';
import { roleSql } from '../access';
import { Role } from '../schemas';
import { TreeVersion } from './schemas';

/**
 * Issue 26: every tree of an estate as a phone keeps it for work without signal, in one
 * answer: what the tree page and the tagging screen show (notes too), the version a queued
 * change starts from, and the newest photo's thumbnail to show offline.
 */
export const OfflineTree = Type.Object({
  id: Id,
  textCode: Type.String(),
  qrCode: Type.String(),
  title: Type.String(),
  category: Type.String(),
  state: Type.String(),
  notes: Type.String(),
  coordinates: LatLng,
  version: TreeVersion,
  updatedAt: Type.String({ description: 'ISO 8601 timestamp' }),
  thumbnailUrl: Type.String({
    description: "The newest photo's thumbnail (a WebP of at most 320 px), '' when there is none",
  }),
});
export type OfflineTree = Static<typeof OfflineTree>;

export const OfflineTrees = Type.Object({
  estate: Type.Object({ id: Id, name: Type.String(), role: Role }),
  trees: Type.Array(OfflineTree),
});
export type OfflineTrees = Static<typeof OfflineTrees>;

type OfflineTreeRow = Omit<OfflineTree, 'thumbnailUrl'> & { thumbnailKey: string | null };

/**
 * The estate's trees for offline use, read in one statement (one snapshot, the trees as one
 * JSON value). 404 for an estate that does not exist or of which the caller is neither the
 * owner nor a member, as every estate route answers; every role may read them.
 */
export async function offlineTrees(
  db: Queryable,
  userId: string,
  id: string,
): Promise<OfflineTrees> {
  if (!isId(id)) throw notFound(ESTATE_NOT_FOUND);
  const [row] = await db.query<{
    id: string;
    name: string;
    role: EstateRole | null;
    trees: OfflineTreeRow[] | string;
  }>(
    `SELECT e.id, e.name, ${roleSql('$2')} AS role,
            coalesce((SELECT json_agg(json_build_object(
              'id', t.id, 'textCode', t.text_code, 'qrCode', t.qr_code, 'title', t.title,
              'category', t.category, 'state', t.state, 'notes', t.notes,
              'coordinates', json_build_object('lat', t.lat, 'lng', t.lng),
              'version', t.version,
              'updatedAt', to_char(t.updated_at AT TIME ZONE 'UTC',
                                   'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'thumbnailKey', (SELECT coalesce(nullif(p.thumbnail_key, ''), p.storage_key)
                                 FROM tree_photos p WHERE p.tree_id = t.id
                                ORDER BY p.created_at DESC, p.id DESC LIMIT 1))
              ORDER BY t.created_at, t.id)
              FROM trees t WHERE t.estate_id = e.id), '[]'::json) AS trees
       FROM estates e WHERE e.id = $1`,
    [id, userId],
  );
  if (!row?.role) throw notFound(ESTATE_NOT_FOUND);
  const trees =
    typeof row.trees === 'string' ? (JSON.parse(row.trees) as OfflineTreeRow[]) : row.trees;
  return {
    estate: { id: row.id, name: row.name, role: row.role },
    trees: trees.map(({ thumbnailKey, ...tree }) => ({
      ...tree,
      thumbnailUrl: thumbnailKey ? photoUrl(thumbnailKey) : '',
    })),
  };
}
