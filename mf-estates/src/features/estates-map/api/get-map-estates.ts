import { api } from '@grovekeeper/shared';
import type { MapEstate, MapEstatesQuery } from '@grovekeeper/shared';
import { prefetch, takeOrLoad } from '../../common/utils/prefetch-cache';

const PATH = '/api/maps/estates';

/** Empty and missing filters are left out of the query string. */
function searchParamsOf(query: MapEstatesQuery): Record<string, string> {
  const searchParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') searchParams[key] = value;
  }
  return searchParams;
}

function load(searchParams: Record<string, string>): Promise<MapEstate[]> {
  return api.get<{ estates: MapEstate[] }>(PATH, searchParams).then((body) => body.estates);
}

const keyOf = (searchParams: Record<string, string>) =>
  `${PATH}?${new URLSearchParams(searchParams).toString()}`;

/**
 * GET /api/maps/estates: the caller's estates and others' estates listed for rent, by
 * name, filtered by the server ('all' choices are left out by the caller).
 */
export function getMapEstates(query: MapEstatesQuery = {}): Promise<MapEstate[]> {
  const searchParams = searchParamsOf(query);
  return takeOrLoad(keyOf(searchParams), () => load(searchParams));
}

/** Starts the map's first request (no filters) before the page asks for it. */
export function prefetchMapEstates(): void {
  const searchParams = searchParamsOf({ ownership: 'all' });
  prefetch(keyOf(searchParams), () => load(searchParams));
}
