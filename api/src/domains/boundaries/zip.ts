import { unzipSync } from 'fflate';
import { refuse } from './source';

/** How much a zip may unpack to (its entries of interest, added up). */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;

/** The extensions a boundary zip is read for: KML documents and a Shapefile's parts. */
const WANTED = /\.(kml|shp|dbf|prj|cpg)$/i;

/** A zip's local file header signature ("PK\3\4"). */
export const isZip = (bytes: Uint8Array): boolean =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

/**
 * The KML and Shapefile entries of a zip (KMZ or zipped Shapefile) by path, lower-cased;
 * macOS resource forks are skipped. A damaged archive, or one that would unpack to more
 * than 50 MB (a zip bomb), is refused before anything is inflated past that.
 */
export function unzipEntries(bytes: Uint8Array): Map<string, Uint8Array> {
  let total = 0;
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(bytes, {
      filter: (file) => {
        if (!WANTED.test(file.name) || /(^|\/)__MACOSX\//.test(file.name)) return false;
        total += file.originalSize;
        if (total > MAX_UNZIPPED_BYTES) throw new ZipTooLarge();
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ZipTooLarge) return refuse('boundary-zip-too-large');
    return refuse('boundary-bad-zip');
  }
  return new Map(Object.entries(unzipped).map(([name, data]) => [name.toLowerCase(), data]));
}

class ZipTooLarge extends Error {}
