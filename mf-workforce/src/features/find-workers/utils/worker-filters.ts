import { DEFAULT_MAX_DISTANCE_KM, WORKERS_PAGE_SIZE, centroidOf } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import type {
  Estate,
  ExperienceLevel,
  LatLng,
  WorkerAvailability,
  WorkerQuery,
  WorkerSkill,
} from '@grovekeeper/shared';

/** The point a distance search is centred on, and what it is to the person. */
export interface NearPoint extends LatLng {
  source: 'me' | 'address' | 'estate';
  /** The address or estate name; unused for 'me'. */
  label: string;
  /** The estate searched around, for 'estate'. */
  estateId?: string;
}

export interface WorkerFilters {
  location: string;
  skills: WorkerSkill[];
  experience: ExperienceLevel | '';
  availability: WorkerAvailability | '';
  near: NearPoint | null;
}

export const DEFAULT_WORKER_FILTERS: WorkerFilters = {
  location: '',
  skills: [],
  experience: '',
  availability: '',
  near: null,
};

/**
 * The directory query for `filters` at `page`: skills comma-joined (a worker must have every
 * one), and a 50 km radius whenever the search has a centre (spec §9).
 */
export function toWorkerQuery(filters: WorkerFilters, page: number): WorkerQuery {
  const query: WorkerQuery = { page, limit: WORKERS_PAGE_SIZE };
  const location = filters.location.trim();
  if (location) query.location = location;
  if (filters.near) {
    query.lat = filters.near.lat;
    query.lng = filters.near.lng;
    query.maxDistance = DEFAULT_MAX_DISTANCE_KM;
  }
  if (filters.skills.length > 0) query.skills = filters.skills.join(',');
  if (filters.experience) query.experience = filters.experience;
  if (filters.availability) query.availability = filters.availability;
  return query;
}

export function hasActiveFilters(filters: WorkerFilters): boolean {
  return (
    filters.location.trim() !== '' ||
    filters.skills.length > 0 ||
    filters.experience !== '' ||
    filters.availability !== '' ||
    filters.near !== null
  );
}

/** "Within 50 km of your location" / "Within 50 km of North Grove", in the reader's language. */
export function nearLabel(near: NearPoint): string {
  const place = near.source === 'me' ? t('directory.near.yourLocation') : near.label;
  return t('directory.near.within', { km: DEFAULT_MAX_DISTANCE_KM, place });
}

/** An estate's centre: its recorded coordinates, else the average of its boundary points. */
export function estateCentre(estate: Estate): LatLng | null {
  const { coordinates } = estate;
  if (coordinates && Number.isFinite(coordinates.lat) && Number.isFinite(coordinates.lng)) {
    return { lat: coordinates.lat, lng: coordinates.lng };
  }
  return centroidOf(estate.boundaries ?? []);
}
