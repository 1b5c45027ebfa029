import type { KnownCrs } from '@grovekeeper/geo/crs';
import { refuse } from './source';

/** EPSG codes the product reads, with their aliases (900913 and ESRI's 102100 are 3857). */
const BY_CODE: Record<string, KnownCrs> = {
  '4326': 'EPSG:4326',
  '3857': 'EPSG:3857',
  '900913': 'EPSG:3857',
  '102100': 'EPSG:3857',
  '102113': 'EPSG:3857',
  '3785': 'EPSG:3857',
  '2100': 'EPSG:2100',
};

/**
 * The legacy GeoJSON `crs` member (2008 spec): `{ type: "name", properties: { name } }` with
 * "EPSG:2100", "urn:ogc:def:crs:EPSG::2100" or "urn:ogc:def:crs:OGC:1.3:CRS84". No member:
 * null (RFC 7946: WGS 84). A member naming anything else is refused with its name.
 */
export function geoJsonCrs(crs: unknown): KnownCrs | null {
  if (crs === undefined || crs === null) return null;
  const properties = (crs as { properties?: unknown }).properties;
  const name = (properties as { name?: unknown } | undefined)?.name;
  const text = typeof name === 'string' ? name.trim() : JSON.stringify(crs).slice(0, 80);
  if (/CRS:?84$/i.test(text)) return 'EPSG:4326';
  const code = /EPSG:*(?:[\d.]*:)?(\d+)$/i.exec(text)?.[1];
  const known = code ? BY_CODE[code] : undefined;
  if (!known) refuse('boundary-unknown-crs', { crs: text });
  return known;
}

const GREEK_GRID = /GGRS[_ ]?(19)?87|Greek[_ ]Grid|EGSA[_ ]?87|ΕΓΣΑ/i;
const WEB_MERCATOR =
  /Mercator[_ ]Auxiliary[_ ]Sphere|Pseudo[-_ ]Mercator|Popular[_ ]Visuali[sz]ation|Web[_ ]Mercator|Google[_ ]Maps/i;
const WGS84 = /WGS[_ ]?(19)?84/i;

/** A WKT parameter's number, e.g. PARAMETER["central_meridian",24.0]. */
function parameter(wkt: string, name: string): number | null {
  const found = new RegExp(`PARAMETER\\["${name}",\\s*(-?[\\d.]+)`, 'i').exec(wkt);
  return found ? Number(found[1]) : null;
}

/**
 * The coordinate system of a Shapefile's .prj (ESRI or OGC WKT), matched by its name, its
 * top-level EPSG authority, or its parameters (Transverse Mercator at 24°E, k 0.9996, false
 * easting 500 km on GRS80 is the Greek grid). Unknown WKT is refused with its name.
 */
export function wktCrs(wkt: string): KnownCrs {
  const text = wkt.trim();
  const head = /^(\w+)\[\s*"([^"]*)"/.exec(text);
  const kind = head?.[1]?.toUpperCase() ?? '';
  const name = head?.[2] ?? text.slice(0, 80);
  const projected = kind.startsWith('PROJ');
  // The last AUTHORITY/ID of the text is the whole system's (inner ones name its parts).
  const authorities = [...text.matchAll(/(?:AUTHORITY|ID)\[\s*"EPSG"\s*,\s*"?(\d+)"?\s*\]/gi)];
  const code = authorities.at(-1)?.[1];
  const byCode = code ? BY_CODE[code] : undefined;
  // A projected system's WKT may lack its own authority and end with its datum's 4326.
  if (byCode && !(projected && byCode === 'EPSG:4326')) return byCode;
  if (projected && GREEK_GRID.test(name)) return 'EPSG:2100';
  if (projected && WEB_MERCATOR.test(text)) return 'EPSG:3857';
  if (
    projected &&
    /Transverse_Mercator/i.test(text) &&
    parameter(text, 'central_meridian') === 24 &&
    parameter(text, 'scale_factor') === 0.9996 &&
    parameter(text, 'false_easting') === 500000 &&
    /GRS[_ ]?1980|GRS80|GGRS/i.test(text)
  ) {
    return 'EPSG:2100';
  }
  if (!projected && kind.startsWith('GEOG') && WGS84.test(name)) return 'EPSG:4326';
  return refuse('boundary-unknown-crs', { crs: name });
}
