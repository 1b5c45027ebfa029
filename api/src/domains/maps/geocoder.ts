import type { GeocodingConfig } from '../../config';

/** Address search and reverse geocoding behind one interface (Google or Nominatim). */

export interface GeocodeResult {
  label: string;
  lat: number;
  lng: number;
}

export interface Geocoder {
  search(query: string, limit: number): Promise<GeocodeResult[]>;
  /** The address at a point, null when the service knows none. */
  reverse(lat: number, lng: number): Promise<string | null>;
}

/** No geocoding service answered usefully (network, time-out, error status, bad JSON). */
export class GeocoderUnavailableError extends Error {
  override name = 'GeocoderUnavailableError';
}

export const USER_AGENT = 'Grovekeeper/0.1 (agricultural estate management)';

async function getJson(url: URL, timeoutMs: number, headers: Record<string, string> = {}) {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': USER_AGENT, ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GeocoderUnavailableError(`Geocoding request failed: ${String(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new GeocoderUnavailableError(`Geocoding service answered ${response.status}`);
  }
  try {
    return (await response.json()) as unknown;
  } catch (error) {
    throw new GeocoderUnavailableError(`Unreadable geocoding answer: ${String(error)}`);
  }
}

const toNumber = (value: unknown) => (typeof value === 'string' ? Number(value) : value);

function isResult(result: GeocodeResult): boolean {
  return (
    result.label !== '' &&
    typeof result.lat === 'number' &&
    typeof result.lng === 'number' &&
    Number.isFinite(result.lat) &&
    Number.isFinite(result.lng)
  );
}

/** A Nominatim-compatible service (`/search`, `/reverse`, format jsonv2). */
export class NominatimGeocoder implements Geocoder {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  private url(path: string, params: Record<string, string>): URL {
    const url = new URL(`${this.baseUrl.replace(/\/+$/, '')}/${path}`);
    for (const [key, value] of Object.entries({ format: 'jsonv2', ...params })) {
      url.searchParams.set(key, value);
    }
    return url;
  }

  async search(query: string, limit: number): Promise<GeocodeResult[]> {
    const body = await getJson(
      this.url('search', { q: query, limit: String(limit) }),
      this.timeoutMs,
    );
    if (!Array.isArray(body)) throw new GeocoderUnavailableError('Unexpected geocoding answer');
    return body
      .map((place: Record<string, unknown>) => ({
        label: String(place.display_name ?? ''),
        lat: toNumber(place.lat) as number,
        lng: toNumber(place.lon) as number,
      }))
      .filter(isResult)
      .slice(0, limit);
  }

  async reverse(lat: number, lng: number): Promise<string | null> {
    const body = (await getJson(
      this.url('reverse', { lat: String(lat), lon: String(lng) }),
      this.timeoutMs,
    )) as Record<string, unknown> | null;
    const label = body?.display_name;
    return typeof label === 'string' && label !== '' ? label : null;
  }
}

interface GoogleAnswer {
  status?: string;
  results?: {
    formatted_address?: string;
    geometry?: { location?: { lat?: number; lng?: number } };
  }[];
}

/** Google's Geocoding API (needs a key with the Geocoding API enabled). */
export class GoogleGeocoder implements Geocoder {
  constructor(
    private readonly url: string,
    private readonly apiKey: string,
    private readonly timeoutMs: number,
  ) {}

  private async ask(params: Record<string, string>): Promise<GoogleAnswer['results']> {
    const url = new URL(this.url);
    for (const [key, value] of Object.entries({ ...params, key: this.apiKey })) {
      url.searchParams.set(key, value);
    }
    const body = (await getJson(url, this.timeoutMs)) as GoogleAnswer;
    if (body.status === 'ZERO_RESULTS') return [];
    if (body.status !== 'OK') {
      throw new GeocoderUnavailableError(`Google geocoding answered ${String(body.status)}`);
    }
    return body.results ?? [];
  }

  async search(query: string, limit: number): Promise<GeocodeResult[]> {
    const results = (await this.ask({ address: query })) ?? [];
    return results
      .map((result) => ({
        label: result.formatted_address ?? '',
        lat: result.geometry?.location?.lat as number,
        lng: result.geometry?.location?.lng as number,
      }))
      .filter(isResult)
      .slice(0, limit);
  }

  async reverse(lat: number, lng: number): Promise<string | null> {
    const [first] = (await this.ask({ latlng: `${lat},${lng}` })) ?? [];
    return first?.formatted_address || null;
  }
}

export function geocoderFor(config: GeocodingConfig): Geocoder {
  return config.googleApiKey
    ? new GoogleGeocoder(config.googleUrl, config.googleApiKey, config.timeoutMs)
    : new NominatimGeocoder(config.nominatimUrl, config.timeoutMs);
}
