import type { CompactTree, LatLng } from './estate';
import type { EstateRole } from './team';

/**
 * A tree as the trees API answers it (`GET /api/trees/:id`, `PUT /api/trees/:id`, ...):
 * the compact fields plus what the tree screens show and edit.
 */
export interface Tree extends CompactTree {
  /** The year it was planted (issue 29); null when unknown (absent from older APIs). */
  plantingYear?: number | null;
  notes: string;
  /** URL of the newest photo, '' when the tree has none. */
  photo: string;
  estateId: string;
  estateName: string;
  /** The estate's boundary, for location pickers (empty when it has none). */
  estateBoundaries: LatLng[];
  createdAt: string;
  updatedAt: string;
  /** The caller's role on the tree's estate (issue 25); absent = owner. */
  role?: EstateRole;
}

/** `PUT /api/trees/:id`: any of these; the server validates each one given. */
export interface TreeUpdate {
  title?: string;
  category?: string;
  textCode?: string;
  state?: string;
  notes?: string;
  /** Legacy alias of notes sent by the tagging screen (spec §7); stored as notes. */
  photo?: string;
  coordinates?: LatLng;
  /** null clears it. */
  plantingYear?: number | null;
}

export interface TreePhoto {
  id: string;
  /** The re-encoded photo (JPEG/PNG/WebP as uploaded, metadata stripped). */
  url: string;
  /** A small WebP for lists; loads fast. */
  thumbnailUrl: string;
  caption: string;
  createdAt: string;
  /** Who added it (issue 25: field staff may delete their own for 24 hours). */
  uploadedBy?: string | null;
}

export { HARVEST_STATUSES } from '@grovekeeper/constants';
import type { HarvestStatus } from '@grovekeeper/constants';
export type { HarvestStatus };

export interface Harvest {
  id: string;
  /** Date only, YYYY-MM-DD. */
  date: string;
  /** Kilograms, 2 decimals. */
  weight: number;
  notes: string;
  status: HarvestStatus;
  /** Who set the current status and when; null while Pending from creation. */
  statusChangedBy: string | null;
  statusChangedAt: string | null;
  createdAt: string;
  /** Who recorded it (issue 25): field staff may change or delete their own pending ones for 24 hours. */
  recordedBy?: string | null;
}

export interface NewHarvest {
  date: string;
  weight: number;
  notes: string;
}

/**
 * `GET /api/public/trees/:id/tag`: only what the public tag page shows, readable without
 * signing in (no owner, no estate id, no boundary).
 */
export interface PublicTreeTag {
  tree: Pick<
    Tree,
    | 'id'
    | 'textCode'
    | 'title'
    | 'category'
    | 'state'
    | 'coordinates'
    | 'notes'
    | 'detectionConfidence'
    | 'estateName'
    | 'updatedAt'
  >;
  photos: TreePhoto[];
}
