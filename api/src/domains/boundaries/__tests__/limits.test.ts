import type { LatLng } from '@grovekeeper/geo';
import { HttpError } from '../../../lib/http-errors';
import { geoJsonCrs, wktCrs } from '../crs';
import { boundariesOf, MAX_CHECKED_POINTS, MAX_POLYGONS } from '../polygons';
import { readBoundaryFile } from '../read';
import { feature, featureCollection, polygonGeometry } from './files';

const read = (text: string, language: 'en' | 'el' = 'en') =>
  boundariesOf(readBoundaryFile(Buffer.from(text)), language);

/** A circle of `count` points around (37.03, 22.11), about 100 m across. */
const circle = (count: number): LatLng[] =>
  Array.from({ length: count }, (_, i) => ({
    lat: 37.03 + 0.0005 * Math.sin((2 * Math.PI * i) / count),
    lng: 22.11 + 0.0006 * Math.cos((2 * Math.PI * i) / count),
  }));

/** A small square at column `i` of a long row of parcels. */
const parcel = (i: number): LatLng[] => [
  { lat: 37, lng: 22 + i * 0.001 },
  { lat: 37, lng: 22.0005 + i * 0.001 },
  { lat: 37.0005, lng: 22.0005 + i * 0.001 },
  { lat: 37.0005, lng: 22 + i * 0.001 },
];

describe('boundary files at the limits', () => {
  it('lists a ring of 1001 points with a warning, and leaves out one over the checked limit', () => {
    const answer = read(
      featureCollection([
        feature('Round', polygonGeometry('EPSG:4326', circle(1001))),
        feature('Huge', polygonGeometry('EPSG:4326', circle(MAX_CHECKED_POINTS + 10))),
      ]),
    );
    expect(answer.polygons.map((polygon) => polygon.name)).toEqual(['Round']);
    expect(answer.warnings).toEqual([
      `The shape "Huge" has more than ${MAX_CHECKED_POINTS} points: simplify it in a GIS tool (a boundary holds at most 1000). It was left out.`,
      'The shape "Round" has 1001 points: an estate boundary holds at most 1000, so simplify it before saving',
    ]);
  });

  it(`lists the first ${MAX_POLYGONS} parcels of a file of many, and says so`, () => {
    const count = MAX_POLYGONS + 20;
    const answer = read(
      featureCollection(
        Array.from({ length: count }, (_, i) =>
          feature(`P${i}`, polygonGeometry('EPSG:4326', parcel(i))),
        ),
      ),
    );
    expect(answer.polygons).toHaveLength(MAX_POLYGONS);
    expect(answer.warnings).toEqual([
      `The file has more polygons than a list can show: only the first ${MAX_POLYGONS} are listed`,
    ]);
  });

  it('knows the coordinate systems by their GeoJSON names and their WKT as QGIS and ArcGIS write them', () => {
    expect(geoJsonCrs(undefined)).toBeNull();
    expect(
      geoJsonCrs({ type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } }),
    ).toBe('EPSG:4326');
    expect(geoJsonCrs({ type: 'name', properties: { name: 'EPSG:900913' } })).toBe('EPSG:3857');
    expect(
      geoJsonCrs({ type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG:6.3:2100' } }),
    ).toBe('EPSG:2100');
    const qgis2100 =
      'PROJCS["GGRS87 / Greek Grid",GEOGCS["GGRS87",DATUM["Greek_Geodetic_Reference_System_1987",SPHEROID["GRS 1980",6378137,298.257222101,AUTHORITY["EPSG","7019"]],TOWGS84[-199.87,74.79,246.62,0,0,0,0],AUTHORITY["EPSG","6121"]],PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433],AUTHORITY["EPSG","4121"]],PROJECTION["Transverse_Mercator"],PARAMETER["latitude_of_origin",0],PARAMETER["central_meridian",24],PARAMETER["scale_factor",0.9996],PARAMETER["false_easting",500000],PARAMETER["false_northing",0],UNIT["metre",1,AUTHORITY["EPSG","9001"]],AUTHORITY["EPSG","2100"]]';
    expect(wktCrs(qgis2100)).toBe('EPSG:2100');
    const unnamedGrid = qgis2100
      .replace('GGRS87 / Greek Grid', 'Custom')
      .replace(',AUTHORITY["EPSG","2100"]', '');
    expect(wktCrs(unnamedGrid)).toBe('EPSG:2100');
    expect(
      wktCrs(
        'PROJCS["WGS 84 / Pseudo-Mercator",GEOGCS["WGS 84",AUTHORITY["EPSG","4326"]],PROJECTION["Mercator_1SP"],AUTHORITY["EPSG","3857"]]',
      ),
    ).toBe('EPSG:3857');
    expect(
      wktCrs(
        'GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563]],AUTHORITY["EPSG","4326"]]',
      ),
    ).toBe('EPSG:4326');
    // A projected system ending with its datum's authority is not taken for degrees.
    expect(() =>
      wktCrs(
        'PROJCS["UTM 34N",GEOGCS["WGS 84",AUTHORITY["EPSG","4326"]],PROJECTION["Transverse_Mercator"],PARAMETER["central_meridian",21]]',
      ),
    ).toThrow(
      new HttpError(
        400,
        'The coordinate system "UTM 34N" is not supported: use WGS 84 (EPSG:4326), Web Mercator (EPSG:3857) or the Greek grid EGSA87 (EPSG:2100)',
      ),
    );
  });
});
