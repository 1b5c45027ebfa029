import type { LatLng } from '@grovekeeper/geo';
import { HARNESS_SQUARE } from '../../../../test/harness';
import { exteriorRing } from '../geometry';
import { xmlText } from '../kml';
import { signedArea } from './formats';
import type { Position } from './formats';

/** About 450 m × 450 m near Kalamata, stored counter-clockwise. */
const SQUARE: LatLng[] = HARNESS_SQUARE;

describe('the exports’ boundary ring', () => {
  it('is closed and counter-clockwise whichever way the boundary was stored', () => {
    for (const boundary of [SQUARE, [...SQUARE].reverse()]) {
      const ring = exteriorRing(boundary) as Position[];
      expect(ring).toHaveLength(5);
      expect(ring[4]).toEqual(ring[0]);
      expect(signedArea(ring)).toBeGreaterThan(0);
    }
  });

  it('takes a boundary given closed without repeating its closing point', () => {
    expect(exteriorRing([...SQUARE, SQUARE[0] as LatLng])).toEqual(exteriorRing(SQUARE));
  });

  it('writes [lng, lat] rounded to 7 decimals', () => {
    const ring = exteriorRing([
      { lat: 37.123456789, lng: 22.987654321 },
      { lat: 37.2, lng: 22.9 },
      { lat: 37.2, lng: 23.1 },
    ]) as Position[];
    expect(ring).toContainEqual([22.9876543, 37.1234568]);
  });

  it('is null for a boundary of fewer than 3 points', () => {
    expect(exteriorRing([])).toBeNull();
    expect(exteriorRing(SQUARE.slice(0, 2))).toBeNull();
  });
});

describe('KML text', () => {
  it('escapes markup and leaves out characters XML cannot hold', () => {
    expect(xmlText('Olive & Sons <"Pylos">\'s')).toBe(
      'Olive &amp; Sons &lt;&quot;Pylos&quot;&gt;&apos;s',
    );
    expect(xmlText(`a${String.fromCharCode(0, 8, 11)}b\tc\n🫒\uD800`)).toBe('ab\tc\n🫒');
  });
});
