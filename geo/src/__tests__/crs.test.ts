import { egsa87ToGgrs87, egsa87ToWgs84, ggrs87ToEgsa87, ggrs87ToWgs84 } from '../crs';

describe('EGSA87 (EPSG:2100) to WGS84', () => {
  it('puts the false easting on the central meridian 24°E and the equator at northing 0 (to a few centimetres)', () => {
    const origin = egsa87ToGgrs87(500000, 0);
    expect(origin.lat).toBeCloseTo(0, 6);
    expect(origin.lng).toBeCloseTo(24, 6);
    const meridian = egsa87ToGgrs87(500000, 4_000_000);
    expect(meridian.lng).toBeCloseTo(24, 6);
  });

  it('inverts the forward Transverse Mercator to a few centimetres all over Greece', () => {
    for (let lat = 34.5; lat <= 41.8; lat += 0.37) {
      for (let lng = 19.3; lng <= 29.7; lng += 0.53) {
        const { x, y } = ggrs87ToEgsa87(lat, lng);
        const back = egsa87ToGgrs87(x, y);
        expect(Math.abs(back.lat - lat)).toBeLessThan(5e-7);
        expect(Math.abs(back.lng - lng)).toBeLessThan(5e-7);
      }
    }
  });

  it('keeps the scale factor 0.9996 on the central meridian', () => {
    const a = ggrs87ToEgsa87(38, 24);
    const b = ggrs87ToEgsa87(38.001, 24);
    // One thousandth of a degree of latitude at 38° on GRS80 is 110.9995 m of meridian.
    expect((b.y - a.y) / 0.9996).toBeCloseTo(110.9995, 1);
  });

  it('places (476000, 4206000) near Athens at about 38.00°N 23.73°E', () => {
    const point = egsa87ToWgs84(476000, 4206000);
    expect(Math.abs(point.lat - 38.0)).toBeLessThan(0.01);
    expect(Math.abs(point.lng - 23.73)).toBeLessThan(0.01);
  });

  it('applies the EPSG:1272 datum shift as the translation seen from the local horizon', () => {
    // The translation (-199.87, 74.79, 246.62) m projected on north and east at 38°N 23.7°E.
    const phi = (38 * Math.PI) / 180;
    const lambda = (23.7 * Math.PI) / 180;
    const [dx, dy, dz] = [-199.87, 74.79, 246.62];
    const north =
      -Math.sin(phi) * Math.cos(lambda) * dx -
      Math.sin(phi) * Math.sin(lambda) * dy +
      Math.cos(phi) * dz;
    const east = -Math.sin(lambda) * dx + Math.cos(lambda) * dy;
    const shifted = ggrs87ToWgs84(38, 23.7);
    const metresPerDegLat = 110996; // at 38°N on GRS80
    const metresPerDegLng = 87832;
    expect((shifted.lat - 38) * metresPerDegLat).toBeCloseTo(north, -0.5);
    expect((shifted.lng - 23.7) * metresPerDegLng).toBeCloseTo(east, -0.5);
  });
});
