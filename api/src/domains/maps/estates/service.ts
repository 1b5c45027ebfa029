import type { Database } from '../../../db';
import { toFilters } from './filters';
import { listMapEstates } from './repository';
import type { MapEstate, MapEstatesQuery } from './schemas';

/**
 * The estate locations map for the caller: the query's filters checked (400 naming the
 * problem), then one SQL statement (see ../README.md for what it may show).
 */
export function mapEstates(
  db: Database,
  userId: string,
  query: MapEstatesQuery,
): Promise<MapEstate[]> {
  return listMapEstates(db, userId, toFilters(query));
}
