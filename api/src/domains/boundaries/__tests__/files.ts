/**
 * Boundary files written byte by byte in the tests (issue 29): GeoJSON, KML, KMZ and zipped
 * Shapefiles (.shp, .shx, .dbf, .prj) as GIS tools write them, from WGS84 rings.
 */
import { zipSync } from 'fflate';
import type { LatLng } from '@grovekeeper/geo';
import { fromWgs84 } from '@grovekeeper/geo/crs';
import type { KnownCrs } from '@grovekeeper/geo/crs';

/** An irregular olive grove near Kalamata, about 6 ha, drawn counter-clockwise. */
export const FIELD: LatLng[] = [
  { lat: 37.0301, lng: 22.1102 },
  { lat: 37.0303, lng: 22.1131 },
  { lat: 37.0322, lng: 22.1138 },
  { lat: 37.0331, lng: 22.1119 },
  { lat: 37.0318, lng: 22.1098 },
];

/** FIELD cut in two along the line from its 2nd to its 5th point: the parts share that edge. */
export const WEST_PART: LatLng[] = [FIELD[0], FIELD[1], FIELD[4]] as LatLng[];
export const EAST_PART: LatLng[] = [FIELD[1], FIELD[2], FIELD[3], FIELD[4]] as LatLng[];

/** A small square well apart from FIELD (another parcel of the same owner). */
export const FAR_SQUARE: LatLng[] = [
  { lat: 37.04, lng: 22.12 },
  { lat: 37.04, lng: 22.121 },
  { lat: 37.041, lng: 22.121 },
  { lat: 37.041, lng: 22.12 },
];

/** A well inside FIELD, a hole in the parcel. */
export const WELL: LatLng[] = [
  { lat: 37.0312, lng: 22.1115 },
  { lat: 37.0314, lng: 22.1115 },
  { lat: 37.0314, lng: 22.1118 },
];

/** Two edges crossing at (37.0015, 22.1015): a bow tie. */
export const BOW_TIE: LatLng[] = [
  { lat: 37.001, lng: 22.101 },
  { lat: 37.002, lng: 22.102 },
  { lat: 37.002, lng: 22.101 },
  { lat: 37.001, lng: 22.102 },
];

/** A field in Italy, near Rome. */
export const ROME_FIELD: LatLng[] = [
  { lat: 41.9, lng: 12.5 },
  { lat: 41.9, lng: 12.503 },
  { lat: 41.902, lng: 12.503 },
];

type Ring = [number, number][];

/** A ring as [x, y] in `crs`, closed (first point repeated), clockwise when `clockwise`. */
export function ringIn(crs: KnownCrs, ring: LatLng[], clockwise = false): Ring {
  const points = ring.map((p) => fromWgs84(crs, p));
  const counterClockwise = signedArea(points) > 0;
  const ordered = counterClockwise === clockwise ? [...points].reverse() : points;
  return [...ordered, ordered[0] as [number, number]];
}

function signedArea(ring: Ring): number {
  return ring.reduce((sum, [x1, y1], i) => {
    const [x2, y2] = ring[(i + 1) % ring.length] as [number, number];
    return sum + x1 * y2 - x2 * y1;
  }, 0);
}

// --- GeoJSON

export const polygonGeometry = (crs: KnownCrs, ...rings: LatLng[][]) => ({
  type: 'Polygon',
  coordinates: rings.map((ring, i) => ringIn(crs, ring, i > 0)),
});

export const feature = (name: string | null, geometry: unknown) => ({
  type: 'Feature',
  properties: name === null ? {} : { name },
  geometry,
});

export function featureCollection(features: unknown[], crsName?: string): string {
  const crs = crsName ? { crs: { type: 'name', properties: { name: crsName } } } : {};
  return JSON.stringify({ type: 'FeatureCollection', ...crs, features });
}

// --- KML and KMZ

const kmlRing = (ring: LatLng[]) =>
  `<LinearRing><coordinates>\n${ringIn('EPSG:4326', ring)
    .map(([lng, lat]) => `${lng},${lat},0`)
    .join(' ')}\n</coordinates></LinearRing>`;

export const kmlPolygon = (outer: LatLng[], ...holes: LatLng[][]) =>
  `<Polygon><outerBoundaryIs>${kmlRing(outer)}</outerBoundaryIs>${holes
    .map((hole) => `<innerBoundaryIs>${kmlRing(hole)}</innerBoundaryIs>`)
    .join('')}</Polygon>`;

export const placemark = (name: string, geometry: string) =>
  `<Placemark><name>${name}</name><styleUrl>#field</styleUrl>${geometry}</Placemark>`;

export const kml = (...placemarks: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">` +
  `<Document><name>Fields</name><Folder><name>Parcels</name>${placemarks.join('\n')}</Folder></Document></kml>\n`;

export const kmz = (document: string) =>
  Buffer.from(zipSync({ 'doc.kml': Buffer.from(document), 'files/icon.png': new Uint8Array(8) }));

// --- Shapefile (ESRI Shapefile Technical Description, 1998)

/** .prj texts as ArcGIS and QGIS write them. */
export const PRJ = {
  'EPSG:4326':
    'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]',
  'EPSG:3857':
    'PROJCS["WGS_1984_Web_Mercator_Auxiliary_Sphere",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Mercator_Auxiliary_Sphere"],PARAMETER["False_Easting",0.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",0.0],PARAMETER["Standard_Parallel_1",0.0],PARAMETER["Auxiliary_Sphere_Type",0.0],UNIT["Meter",1.0]]',
  'EPSG:2100':
    'PROJCS["GGRS_1987_Greek_Grid",GEOGCS["GCS_GGRS_1987",DATUM["D_GGRS_1987",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",24.0],PARAMETER["Scale_Factor",0.9996],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]',
  utm34n:
    'PROJCS["WGS_1984_UTM_Zone_34N",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",21.0],PARAMETER["Scale_Factor",0.9996],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]',
};

/** One record: its rings in file coordinates (outer clockwise, holes counter-clockwise). */
type ShpRecord = Ring[];

function shpHeader(type: number, fileBytes: number, points: Ring): Buffer {
  const header = Buffer.alloc(100);
  header.writeInt32BE(9994, 0);
  header.writeInt32BE(fileBytes / 2, 24);
  header.writeInt32LE(1000, 28);
  header.writeInt32LE(type, 32);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((v, i) =>
    header.writeDoubleLE(v, 36 + i * 8),
  );
  return header;
}

/** A polygon (type 5) .shp and its .shx index. */
export function shpFiles(records: ShpRecord[], type = 5): { shp: Buffer; shx: Buffer } {
  const contents = records.map((rings) => {
    const points = rings.flat();
    const content = Buffer.alloc(44 + rings.length * 4 + points.length * 16);
    content.writeInt32LE(type, 0);
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((v, i) =>
      content.writeDoubleLE(v, 4 + i * 8),
    );
    content.writeInt32LE(rings.length, 36);
    content.writeInt32LE(points.length, 40);
    let start = 0;
    rings.forEach((ring, i) => {
      content.writeInt32LE(start, 44 + i * 4);
      start += ring.length;
    });
    points.forEach(([x, y], i) => {
      content.writeDoubleLE(x, 44 + rings.length * 4 + i * 16);
      content.writeDoubleLE(y, 52 + rings.length * 4 + i * 16);
    });
    return content;
  });
  const all = records.flat(2);
  const recordBytes = contents.map((content, i) => {
    const head = Buffer.alloc(8);
    head.writeInt32BE(i + 1, 0);
    head.writeInt32BE(content.length / 2, 4);
    return Buffer.concat([head, content]);
  });
  const shpLength = 100 + recordBytes.reduce((sum, record) => sum + record.length, 0);
  const shx = Buffer.alloc(8 * records.length);
  let offset = 100;
  recordBytes.forEach((record, i) => {
    shx.writeInt32BE(offset / 2, i * 8);
    shx.writeInt32BE((record.length - 8) / 2, i * 8 + 4);
    offset += record.length;
  });
  return {
    shp: Buffer.concat([shpHeader(type, shpLength, all), ...recordBytes]),
    shx: Buffer.concat([shpHeader(type, 100 + shx.length, all), shx]),
  };
}

/** A dBASE III table with one character column (`column`) holding `values`. */
export function dbfFile(column: string, values: string[]): Buffer {
  const width = Math.max(10, ...values.map((value) => Buffer.byteLength(value)));
  const header = Buffer.alloc(32 + 32 + 1);
  header[0] = 0x03;
  header.writeUInt32LE(values.length, 4);
  header.writeUInt16LE(header.length, 8);
  header.writeUInt16LE(1 + width, 10);
  header.write(column, 32, 'latin1');
  header[32 + 11] = 'C'.charCodeAt(0);
  header[32 + 16] = width;
  header[64] = 0x0d;
  const records = values.map((value) => {
    const record = Buffer.alloc(1 + width, ' ');
    record.write(value, 1, 'utf8');
    return record;
  });
  return Buffer.concat([header, ...records, Buffer.from([0x1a])]);
}

/** A zipped Shapefile of polygons in `crs` (no .prj when `prj` is null). */
export function zippedShapefile(
  crs: KnownCrs,
  polygons: LatLng[][][],
  { names = [] as string[], column = 'NAME', prj = PRJ[crs] as string | null } = {},
): Buffer {
  const records = polygons.map((rings) => rings.map((ring, i) => ringIn(crs, ring, i === 0)));
  const { shp, shx } = shpFiles(records);
  const files: Record<string, Uint8Array> = {
    'parcels/parcels.shp': shp,
    'parcels/parcels.shx': shx,
    'parcels/parcels.cpg': Buffer.from('UTF-8'),
  };
  if (names.length > 0) files['parcels/parcels.dbf'] = dbfFile(column, names);
  if (prj !== null) files['parcels/parcels.prj'] = Buffer.from(prj);
  return Buffer.from(zipSync(files));
}
