import type { LatLng } from '@grovekeeper/geo';
import { TtlLruCache } from '../../../lib/ttl-lru-cache';
import { CadastreFormatError, parcelFromGeoJson } from './geojson';

/** Looks parcels up by KAEK (the 12-digit Hellenic Cadastre code). */
export interface CadastreAdapter {
  /** The parcel outline in WGS84, null when the cadastre has no such parcel. */
  findParcel(kaek: string): Promise<LatLng[] | null>;
}

/** The cadastre could not be asked (network, time-out, server error, unreadable answer). */
export class CadastreUnavailableError extends Error {
  override name = 'CadastreUnavailableError';
}

export interface HttpCadastreOptions {
  url: string;
  timeoutMs: number;
  userAgent?: string;
}

/**
 * The Hellenic Cadastre's public map service: `GET ${url}?kaek=<code>` answering GeoJSON
 * (see api/README.md). 404 or an empty collection means "no such parcel".
 */
export class HttpCadastre implements CadastreAdapter {
  constructor(private readonly options: HttpCadastreOptions) {}

  async findParcel(kaek: string): Promise<LatLng[] | null> {
    const url = new URL(this.options.url);
    url.searchParams.set('kaek', kaek);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/geo+json, application/json',
          'user-agent': this.options.userAgent ?? 'Grovekeeper estate management',
        },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new CadastreUnavailableError(`Cadastre request failed: ${String(error)}`);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new CadastreUnavailableError(`Cadastre answered ${response.status}`);
    }
    try {
      return parcelFromGeoJson(await response.json());
    } catch (error) {
      if (error instanceof CadastreFormatError || error instanceof SyntaxError) {
        throw new CadastreUnavailableError(`Unreadable cadastre answer: ${error.message}`);
      }
      throw new CadastreUnavailableError(`Cadastre request failed: ${String(error)}`);
    }
  }
}

/**
 * Remembers answers (found and not found) for a while; concurrent lookups of one code
 * share a request. Failures are not remembered.
 */
export class CachedCadastre implements CadastreAdapter {
  private readonly cache: TtlLruCache<LatLng[] | null>;
  private readonly inFlight = new Map<string, Promise<LatLng[] | null>>();

  constructor(
    private readonly inner: CadastreAdapter,
    options: { maxEntries: number; ttlMs: number },
  ) {
    this.cache = new TtlLruCache(options.maxEntries, options.ttlMs);
  }

  async findParcel(kaek: string): Promise<LatLng[] | null> {
    const cached = this.cache.get(kaek);
    if (cached) return cached.value;
    const pending = this.inFlight.get(kaek);
    if (pending) return pending;
    const lookup = this.inner
      .findParcel(kaek)
      .then((parcel) => {
        this.cache.set(kaek, parcel);
        return parcel;
      })
      .finally(() => this.inFlight.delete(kaek));
    this.inFlight.set(kaek, lookup);
    return lookup;
  }
}
