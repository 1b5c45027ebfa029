import { readGeoJson } from './geojson';
import { readKml } from './kml';
import { readShapefiles } from './shapefile';
import type { ErrorCode } from '../../lib/i18n/errors';
import { refuse } from './source';
import type { SourceFile } from './source';
import { isZip, unzipEntries } from './zip';

function utf8(bytes: Uint8Array, otherwise: ErrorCode): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuse(otherwise);
  }
}

/** The KML document of a KMZ: doc.kml by convention, else the first .kml at the top. */
function kmlOf(entries: Map<string, Uint8Array>): Uint8Array | undefined {
  const names = [...entries.keys()].filter((name) => name.endsWith('.kml'));
  const chosen =
    names.find((name) => name === 'doc.kml') ??
    names.sort((a, b) => a.split('/').length - b.split('/').length)[0];
  return chosen === undefined ? undefined : entries.get(chosen);
}

/**
 * A boundary file read by what its bytes are (a name can lie): a zip is a KMZ when it holds
 * a KML document and a zipped Shapefile when it holds a .shp; text is KML when it starts
 * with "<" and GeoJSON when it starts with "{".
 */
export function readBoundaryFile(bytes: Uint8Array): SourceFile {
  if (bytes.length === 0) return refuse('boundary-file-empty');
  if (isZip(bytes)) {
    const entries = unzipEntries(bytes);
    const kml = kmlOf(entries);
    if (kml) return readKml(utf8(kml, 'boundary-not-utf8'));
    if ([...entries.keys()].some((name) => name.endsWith('.shp'))) return readShapefiles(entries);
    return refuse('boundary-zip-empty');
  }
  // A .shp on its own starts with the file code 9994, big-endian.
  if (bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 0x27 && bytes[3] === 0x0a) {
    return refuse('boundary-bare-shp');
  }
  const text = utf8(bytes, 'boundary-unknown-format').replace(/^\uFEFF/, '');
  const start = text.trimStart()[0];
  if (start === '<') return readKml(text);
  if (start === '{') return readGeoJson(text);
  return refuse('boundary-unknown-format');
}
