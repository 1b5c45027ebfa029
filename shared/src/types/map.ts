import type { EstateRole } from '@grovekeeper/constants';
import type { LatLng } from '@grovekeeper/geo';

/** The estate locations map's filter values (spec §9), also the API's query values. */
export const MAP_PROPERTY_TYPES = ['Olive Grove', 'Mixed Estate', 'Citrus Grove'] as const;
export type MapPropertyType = (typeof MAP_PROPERTY_TYPES)[number];

export const MAP_STATUS_FILTERS = ['Available', 'Rented', 'Under Maintenance'] as const;
/** 'Not Listed': an own estate that was never put on the market (no status filter offers it). */
export type MapEstateStatus = (typeof MAP_STATUS_FILTERS)[number] | 'Not Listed';

export type MapOwnership = 'all' | 'my' | 'other';

/** One estate of `GET /api/maps/estates`: nothing more (no trees, no owner details). */
export interface MapEstate {
  id: string;
  name: string;
  address: string;
  type: MapPropertyType;
  treeCount: number;
  /** Euros per month of the available listing, else null. */
  price: number | null;
  status: MapEstateStatus;
  isOwner: boolean;
  /**
   * The caller's role: 'owner', their member role on a team's estate, null on another
   * user's listed estate (absent from an API before teams).
   */
  role?: EstateRole | null;
  /** The available listing, else null (what another user's estate links to). */
  rentalId: string | null;
  boundaries: LatLng[];
  coordinates: LatLng;
}

export interface MapEstatesQuery {
  ownership?: MapOwnership;
  propertyType?: MapPropertyType;
  status?: (typeof MAP_STATUS_FILTERS)[number];
  search?: string;
  /** south,west,north,east */
  bbox?: string;
}
