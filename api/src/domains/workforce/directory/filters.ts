import { badRequest } from '../../../lib/http-errors';
import { DEFAULT_MAX_DISTANCE_KM, WORKER_SKILLS, WORKERS_PAGE_SIZE } from '../constants';
import type { ExperienceLevel, WorkerAvailability, WorkerSkill } from '../constants';
import type { Worker, WorkerPage, WorkersQuery } from '../workers/schemas';

/** A directory search as the in-memory index and its SQL reference both answer it. */
export interface DirectoryFilters {
  /** The worker must have every one (none: any). */
  skills: WorkerSkill[];
  experience?: ExperienceLevel;
  availability?: WorkerAvailability;
  /** Part of the location text, ignoring case and accents; trimmed, never empty. */
  location?: string;
  /** Only workers with coordinates within `radiusKm` of the point, nearest first. */
  near?: { lat: number; lng: number; radiusKm: number };
  limit: number;
  offset: number;
}

/** One page of the directory and how many workers match in all. */
export interface DirectoryResult {
  workers: Worker[];
  totalCount: number;
}

export const LAT_LNG_TOGETHER = 'lat and lng must be given together';

const KNOWN_SKILLS: ReadonlySet<string> = new Set(WORKER_SKILLS);

/** `skills` of the query: comma-joined known skills, blanks and repeats ignored. */
export function parseSkills(text: string | undefined): WorkerSkill[] {
  const skills = new Set<WorkerSkill>();
  for (const part of (text ?? '').split(',')) {
    const skill = part.trim();
    if (skill === '') continue;
    if (!KNOWN_SKILLS.has(skill)) {
      throw badRequest(
        `skills has an unknown skill "${skill.slice(0, 40)}" (one of ${WORKER_SKILLS.join(', ')})`,
      );
    }
    skills.add(skill as WorkerSkill);
  }
  return [...skills];
}

/** The filters of GET /workers (400 for unknown skills or a lone lat or lng). */
export function directoryFilters(query: WorkersQuery): DirectoryFilters {
  if ((query.lat === undefined) !== (query.lng === undefined)) throw badRequest(LAT_LNG_TOGETHER);
  const limit = query.limit ?? WORKERS_PAGE_SIZE;
  const location = query.location?.trim();
  return {
    skills: parseSkills(query.skills),
    experience: query.experience,
    availability: query.availability,
    location: location ? location : undefined,
    near:
      query.lat !== undefined && query.lng !== undefined
        ? {
            lat: query.lat,
            lng: query.lng,
            radiusKm: query.maxDistance ?? DEFAULT_MAX_DISTANCE_KM,
          }
        : undefined,
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
  };
}

/** The answer of GET /workers: the page and the pagination of rentals' shape. */
export function workerPage(result: DirectoryResult, filters: DirectoryFilters): WorkerPage {
  return {
    workers: result.workers,
    pagination: {
      current: filters.offset / filters.limit + 1,
      total: Math.ceil(result.totalCount / filters.limit),
      count: result.workers.length,
      totalCount: result.totalCount,
    },
  };
}
