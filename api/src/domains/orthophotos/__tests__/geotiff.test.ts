import sharp from 'sharp';
import {
  crsToWgs84,
  metresBetween,
  PixelMapping,
  wgs84ToCrs,
  wgs84ToEgsa87,
} from '../../detection/imagery/georeference';
import { egsa87ToWgs84 } from '@grovekeeper/geo/crs';
import { readGeoTiff, TiffError, UnsupportedCrsError } from '../geotiff';
import { inspectOrthophoto, parseCorners } from '../image';
import { writeGeoTiff } from './geotiff-writer';

describe('the GeoTIFF directory reader', () => {
  it('reads size, pixel scale and tiepoint in both byte orders', () => {
    for (const littleEndian of [true, false]) {
      const tiff = writeGeoTiff({
        width: 40,
        height: 30,
        littleEndian,
        epsg: 4326,
        pixelScale: [0.00001, 0.000008],
        tiepoint: [22.11, 37.011],
      });
      expect(tiff.subarray(0, 4).toString('latin1')).toBe(littleEndian ? 'II*\0' : 'MM\0*');
      const info = readGeoTiff(tiff);
      expect(info.width).toBe(40);
      expect(info.height).toBe(30);
      expect(info.georeference?.epsg).toBe(4326);
      const t = info.georeference?.transform ?? [];
      expect(t[0]).toBeCloseTo(0.00001, 12);
      expect(t[1]).toBe(0);
      expect(t[2]).toBeCloseTo(22.11, 12);
      expect(t[3]).toBe(0);
      expect(t[4]).toBeCloseTo(-0.000008, 12);
      expect(t[5]).toBeCloseTo(37.011, 12);
    }
  });

  it('reads ModelTransformationTag and moves PixelIsPoint positions to pixel corners', () => {
    const tiff = writeGeoTiff({
      width: 10,
      height: 10,
      littleEndian: false,
      epsg: 2100,
      transformation: [0.5, 0, 0, 400_000, 0, -0.5, 0, 4_100_000, 0, 0, 0, 0, 0, 0, 0, 1],
      pixelIsPoint: true,
    });
    const info = readGeoTiff(tiff);
    expect(info.georeference).toEqual({
      epsg: 2100,
      transform: [0.5, 0, 399_999.75, 0, -0.5, 4_100_000.25],
    });
  });

  it('tells a plain TIFF from a GeoTIFF, and refuses half a georeference', () => {
    expect(readGeoTiff(writeGeoTiff({ width: 4, height: 4, plain: true })).georeference).toBeNull();
    expect(() => readGeoTiff(writeGeoTiff({ width: 4, height: 4, geoKeys: false }))).toThrow(
      /no GeoKeyDirectory/,
    );
  });

  it('names an unsupported EPSG code', () => {
    const tiff = writeGeoTiff({ width: 4, height: 4, epsg: 32634, pixelScale: [1, 1] });
    expect(() => readGeoTiff(tiff)).toThrow(UnsupportedCrsError);
    expect(() => readGeoTiff(tiff)).toThrow(/EPSG:32634 is not supported/);
  });

  it('refuses damaged directories without reading outside the file', () => {
    const tiff = writeGeoTiff({ width: 8, height: 8, epsg: 4326, pixelScale: [1e-5, 1e-5] });
    expect(() => readGeoTiff(tiff.subarray(0, 6))).toThrow(TiffError);
    expect(() => readGeoTiff(tiff.subarray(0, 40))).toThrow(TiffError);
    const pointsAway = Buffer.from(tiff);
    pointsAway.writeUInt32LE(tiff.length + 100, 4);
    expect(() => readGeoTiff(pointsAway)).toThrow(/outside the file/);
  });

  it('is decoded by sharp as written', async () => {
    const rgb = new Uint8Array(5 * 3 * 3).map((_, i) => i * 5);
    const tiff = writeGeoTiff({ width: 5, height: 3, rgb, littleEndian: false, plain: true });
    const { data, info } = await sharp(tiff).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([5, 3, 3]);
    expect([...data]).toEqual([...rgb]);
  });
});

describe('coordinate systems', () => {
  it('inverts EGSA87 to a tenth of a millimetre all over Greece', () => {
    for (let lat = 34.8; lat <= 41.7; lat += 0.61) {
      for (let lng = 19.5; lng <= 29.5; lng += 0.77) {
        const { x, y } = wgs84ToEgsa87({ lat, lng });
        const back = egsa87ToWgs84(x, y);
        expect(metresBetween(back, { lat, lng })).toBeLessThan(1e-4);
      }
    }
  });

  it('round-trips Web Mercator and lat/lng', () => {
    const point = { lat: 37.0105, lng: 22.1105 };
    for (const epsg of [3857, 4326] as const) {
      const { x, y } = wgs84ToCrs(epsg, point);
      const back = crsToWgs84(epsg, x, y);
      expect(back.lat).toBeCloseTo(point.lat, 10);
      expect(back.lng).toBeCloseTo(point.lng, 10);
    }
    // 1 m of Web Mercator at 37°N is cos(37°) m on the ground.
    const mapping = new PixelMapping({
      epsg: 3857,
      transform: [1, 0, wgs84ToCrs(3857, point).x, 0, -1, wgs84ToCrs(3857, point).y],
    });
    expect(mapping.pixelSize(0, 0).x).toBeCloseTo(Math.cos((37.0105 * Math.PI) / 180), 3);
    const raster = mapping.toRaster(mapping.toLatLng(12.5, 7.25));
    expect(raster.col).toBeCloseTo(12.5, 6);
    expect(raster.row).toBeCloseTo(7.25, 6);
  });
});

describe('corner fields', () => {
  const corners = { north: '37.011', south: '37.01', east: '22.111', west: '22.11' };

  it('reads the four edges as numbers', () => {
    expect(parseCorners(corners)).toEqual({
      north: 37.011,
      south: 37.01,
      east: 22.111,
      west: 22.11,
    });
    expect(parseCorners({})).toBeNull();
  });

  it.each([
    [{ ...corners, west: undefined }, /^west is required/],
    [{ ...corners, north: ' ' }, /^north is required/],
    [{ ...corners, south: 'abc' }, 'south must be a number of degrees (got "abc")'],
    [{ ...corners, east: '1e3' }, 'east must be a number of degrees (got "1e3")'],
    [{ ...corners, north: '91' }, 'north must be a latitude from -90 to 90'],
    [{ ...corners, west: '-181' }, 'west must be a longitude from -180 to 180'],
    [{ ...corners, north: '37.0' }, 'north must be greater than south'],
    [{ ...corners, east: '22.11' }, 'east must be greater than west'],
  ])('refuses %j', (fields, message) => {
    expect(() => parseCorners(fields)).toThrow(message);
  });

  it('takes the corners of a plain TIFF, and refuses them beside GeoTIFF tags', async () => {
    const plain = writeGeoTiff({ width: 20, height: 10, plain: true });
    const inspected = await inspectOrthophoto(plain, corners);
    expect(inspected.bounds).toEqual({ north: 37.011, south: 37.01, east: 22.111, west: 22.11 });
    await expect(inspectOrthophoto(plain, {})).rejects.toThrow(/^north is required: A TIFF/);
    const tagged = writeGeoTiff({
      width: 20,
      height: 10,
      pixelScale: [1e-5, 1e-5],
      tiepoint: [22, 37],
    });
    await expect(inspectOrthophoto(tagged, corners)).rejects.toThrow(/only for PNG or JPEG/);
  });
});
