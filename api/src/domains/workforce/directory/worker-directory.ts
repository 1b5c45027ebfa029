import { distanceMetres } from '@grovekeeper/geo';
import type { Queryable } from '../../../db';
import { VersionedSnapshot } from '../../../lib/versioned-snapshot';
import type { DirectoryFilters, DirectoryResult } from './filters';
import { kilometres, searchBox } from './geo';
import { searchTerm } from '../../../lib/search-key';
import { directoryColumns, directoryVersion } from './repository';
import { buildSnapshot, distinctLocations, skillMaskOf, workerAt } from './snapshot';
import type { Snapshot } from './snapshot';
import { EXPERIENCE_LEVELS, WORKER_AVAILABILITIES } from '../constants';
import type { ExperienceLevel, WorkerAvailability } from '../constants';

/** PostgreSQL text never contains NUL: a location search holding one matches nothing. */
const NUL = '\u0000';

const codeOf = <T extends string>(values: readonly T[], value: T | undefined) =>
  value === undefined ? -1 : values.indexOf(value);

/**
 * The worker directory (GET /api/workforce/workers) kept in memory by each API process:
 * every published profile (see snapshot.ts). A search around a point visits only
 * the grid cells of the circle's bounding box, keeps the profiles within the exact
 * great-circle distance, sorts them nearest first; a search without a point walks the
 * profiles in rank order. Either way filters, paging and the total are one pass, with no
 * query for the profiles. `searchWorkersSql` (sql.ts) answers the same in SQL.
 *
 * Freshness (migration 0009: every change the directory shows bumps workers_version and
 * sends NOTIFY workers_changed): with `notified` (PGlite, whose notifications arrive before
 * the writing statement returns) `invalidate` on each notification drops the copy;
 * otherwise (PostgreSQL, several replicas) each search reads workers_version first (one
 * primary-key read) and reloads when it moved. A reload is one statement (the locations
 * are folded for search in JS), about half a second for 100,000 profiles on PGlite;
 * searches arriving meanwhile share it. A load that overlaps an invalidation answers the searches
 * that waited for it but is not kept.
 */
export class WorkerDirectory extends VersionedSnapshot<Snapshot> {
  /** How many profiles the last search examined (for tests and benchmarks). */
  visited = 0;

  /** One page of matching published profiles and how many match in all. */
  async search(db: Queryable, filters: DirectoryFilters): Promise<DirectoryResult> {
    if (filters.location?.includes(NUL)) return { workers: [], totalCount: 0 };
    const snapshot = await this.snapshot(db);
    // Ignoring case and accents, as the SQL reference's searchKeySql.
    const term = filters.location === undefined ? undefined : searchTerm(filters.location);
    const accepts = this.filter(snapshot, filters, term);
    return filters.near
      ? this.searchNear(snapshot, filters, filters.near, accepts)
      : this.searchRanked(snapshot, filters, accepts);
  }

  /** The test every filter but the distance makes, cheapest first. */
  private filter(snapshot: Snapshot, filters: DirectoryFilters, term: string | undefined) {
    const required = skillMaskOf(filters.skills);
    const experience = codeOf<ExperienceLevel>(EXPERIENCE_LEVELS, filters.experience);
    const availability = codeOf<WorkerAvailability>(WORKER_AVAILABILITIES, filters.availability);
    const { skillMask, locationCode, locationTexts } = snapshot;
    // Per distinct location text: 0 not tested yet, 1 contains the term, 2 does not.
    const locationMatch = term === undefined ? null : new Uint8Array(locationTexts.length);
    return (i: number): boolean => {
      if (((skillMask[i] as number) & required) !== required) return false;
      if (experience >= 0 && snapshot.experience[i] !== experience) return false;
      if (availability >= 0 && snapshot.availability[i] !== availability) return false;
      if (locationMatch && term !== undefined) {
        const code = locationCode[i] as number;
        if (locationMatch[code] === 0) {
          locationMatch[code] = (locationTexts[code] as string).includes(term) ? 1 : 2;
        }
        if (locationMatch[code] === 2) return false;
      }
      return true;
    };
  }

  private searchRanked(
    snapshot: Snapshot,
    { offset, limit }: DirectoryFilters,
    accepts: (i: number) => boolean,
  ): DirectoryResult {
    const page: number[] = [];
    let totalCount = 0;
    for (const i of snapshot.order) {
      if (!accepts(i)) continue;
      if (totalCount >= offset && totalCount < offset + limit) page.push(i);
      totalCount += 1;
    }
    this.visited = snapshot.size;
    return { workers: page.map((i) => workerAt(snapshot, i)), totalCount };
  }

  private searchNear(
    snapshot: Snapshot,
    { offset, limit }: DirectoryFilters,
    near: NonNullable<DirectoryFilters['near']>,
    accepts: (i: number) => boolean,
  ): DirectoryResult {
    const center = { lat: near.lat, lng: near.lng };
    const radiusMetres = near.radiusKm * 1000;
    const { lat, lng, ids } = snapshot;
    const found: { i: number; metres: number }[] = [];
    this.visited = snapshot.grid.forEachInBox(searchBox(center, near.radiusKm), (i) => {
      if (!accepts(i)) return;
      const metres = distanceMetres(center, { lat: lat[i] as number, lng: lng[i] as number });
      if (metres <= radiusMetres) found.push({ i, metres });
    });
    found.sort(
      (a, b) => a.metres - b.metres || ((ids[a.i] as string) < (ids[b.i] as string) ? -1 : 1),
    );
    return {
      workers: found.slice(offset, offset + limit).map(({ i, metres }) => ({
        ...workerAt(snapshot, i),
        distance: kilometres(metres),
      })),
      totalCount: found.length,
    };
  }

  protected readVersion(db: Queryable): Promise<string> {
    return directoryVersion(db);
  }

  /** The published profiles. */
  protected async build(db: Queryable): Promise<Snapshot> {
    const columns = await directoryColumns(db);
    return buildSnapshot(columns, distinctLocations(columns));
  }
}
