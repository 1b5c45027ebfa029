import { badRequest } from '../../../lib/http-errors';
import type { MapEstateStatus, MapEstatesQuery, PropertyType } from './schemas';

/** A latitude/longitude box; west > east when it crosses the antimeridian. */
export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface MapEstateFilters {
  ownership: 'all' | 'my' | 'other';
  propertyType?: PropertyType;
  status?: MapEstateStatus;
  search?: string;
  bbox?: BoundingBox;
}

export const BBOX_FORMAT = 'bbox must be four numbers: south,west,north,east';

/** Parses `south,west,north,east`; a readable 400 names what is wrong. */
export function parseBoundingBox(text: string): BoundingBox {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => part === '')) throw badRequest(BBOX_FORMAT);
  const numbers = parts.map(Number);
  if (numbers.some((value) => !Number.isFinite(value))) throw badRequest(BBOX_FORMAT);
  const [south, west, north, east] = numbers as [number, number, number, number];
  if ([south, north].some((lat) => lat < -90 || lat > 90)) {
    throw badRequest('bbox latitudes must be between -90 and 90');
  }
  if ([west, east].some((lng) => lng < -180 || lng > 180)) {
    throw badRequest('bbox longitudes must be between -180 and 180');
  }
  if (south > north) throw badRequest('bbox south must not be greater than north');
  return { south, west, north, east };
}

export function toFilters(query: MapEstatesQuery): MapEstateFilters {
  const search = query.search?.trim();
  return {
    ownership: query.ownership ?? 'all',
    ...(query.propertyType ? { propertyType: query.propertyType } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(search ? { search } : {}),
    ...(query.bbox !== undefined ? { bbox: parseBoundingBox(query.bbox) } : {}),
  };
}
