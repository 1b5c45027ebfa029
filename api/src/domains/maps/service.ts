import { HttpError, notFound } from '../../lib/http-errors';
import { GeocoderUnavailableError } from './geocoder';
import type { GeocodeResult, Geocoder } from './geocoder';

export const GEOCODER_UNAVAILABLE =
  'Address search is unavailable right now. Please try again later.';
export const NO_ADDRESS = 'No address found at this location';
const MAX_RESULTS = 5;

export interface GeocodingDeps {
  geocoder: Geocoder;
  log: { warn(details: object, message: string): void };
}

/** Places matching an address, at most 5; a blank query finds none without asking. */
export async function searchAddresses(
  deps: GeocodingDeps,
  rawQuery: string,
): Promise<GeocodeResult[]> {
  const query = rawQuery.trim();
  if (query === '') return [];
  return deps.geocoder.search(query, MAX_RESULTS).catch(unavailable(deps));
}

/** The address at a point, or 404. */
export async function reverseGeocode(
  deps: GeocodingDeps,
  lat: number,
  lng: number,
): Promise<string> {
  const address = await deps.geocoder.reverse(lat, lng).catch(unavailable(deps));
  if (address === null) throw notFound(NO_ADDRESS);
  return address;
}

/** A failing or silent service answers 502 with a readable message, and is logged. */
function unavailable({ log }: GeocodingDeps): (error: unknown) => never {
  return (error) => {
    if (error instanceof GeocoderUnavailableError) {
      log.warn({ err: error }, 'Geocoding service unavailable');
      throw new HttpError(502, GEOCODER_UNAVAILABLE);
    }
    throw error;
  };
}
