import { selectMapEngine, tileLayerConfig, FALLBACK_TILE_URL } from '../engine';
import { evaluateGoogleLoad } from '../google/google-load';
import {
  appendVertex,
  boundaryPointsAnnouncement,
  moveVertex,
  removeVertex,
  vertexLabel,
} from '../polygon-editing';
import { projectToViewport } from '../snapshot-geometry';
import { staticSnapshotUrl } from '../static-snapshot';

const a = { lat: 37, lng: 22 };
const b = { lat: 37.001, lng: 22 };
const c = { lat: 37.001, lng: 22.001 };

describe('selectMapEngine', () => {
  it('chooses Google when a key is configured and the open engine otherwise', () => {
    expect(selectMapEngine({ googleMapsApiKey: 'AIza-test' })).toBe('google');
    expect(selectMapEngine({ googleMapsApiKey: '' })).toBe('leaflet');
    expect(selectMapEngine({ googleMapsApiKey: '   ' })).toBe('leaflet');
    expect(selectMapEngine(null)).toBe('leaflet');
  });
});

describe('tileLayerConfig', () => {
  it('uses the configured tiles and attribution, else Esri imagery', () => {
    expect(
      tileLayerConfig({ mapTileUrl: 'http://t/{z}/{x}/{y}.png', mapTileAttribution: 'Me' }),
    ).toEqual({
      url: 'http://t/{z}/{x}/{y}.png',
      attribution: 'Me',
    });
    expect(tileLayerConfig(null).url).toBe(FALLBACK_TILE_URL);
    expect(tileLayerConfig({ mapTileUrl: '', mapTileAttribution: '' }).attribution).toMatch(/Esri/);
  });
});

describe('vertex editing transitions', () => {
  it('appends a vertex without touching the input', () => {
    const points = [a, b];
    const next = appendVertex(points, c);
    expect(next).toEqual([a, b, c]);
    expect(points).toEqual([a, b]);
  });

  it('moves one vertex and keeps the others', () => {
    expect(moveVertex([a, b, c], 1, { lat: 1, lng: 2 })).toEqual([a, { lat: 1, lng: 2 }, c]);
  });

  it('removes one vertex', () => {
    expect(removeVertex([a, b, c], 0)).toEqual([b, c]);
    expect(removeVertex([a, b, c], 2)).toEqual([a, b]);
  });

  it('ignores indexes out of range', () => {
    expect(moveVertex([a, b], 5, c)).toEqual([a, b]);
    expect(removeVertex([a, b], -1)).toEqual([a, b]);
  });

  it('copies only lat and lng of an appended point (a Leaflet LatLng carries more)', () => {
    const leafletLike = Object.assign({ lat: 1, lng: 2 }, { alt: 3 });
    expect(appendVertex([], leafletLike)).toEqual([{ lat: 1, lng: 2 }]);
  });

  it('labels handles from 1 and announces the count', () => {
    expect(vertexLabel(0)).toBe('Boundary point 1');
    expect(boundaryPointsAnnouncement(1)).toBe('Boundary has 1 point');
    expect(boundaryPointsAnnouncement(4)).toBe('Boundary has 4 points');
  });
});

describe('evaluateGoogleLoad', () => {
  it('is ready as soon as google.maps.Map exists', () => {
    expect(evaluateGoogleLoad({ status: 'LOADED', mapsPresent: true, elapsedMs: 50 })).toBe(
      'ready',
    );
  });

  it('fails at once when the script fails or the key is refused', () => {
    expect(evaluateGoogleLoad({ status: 'FAILED', mapsPresent: false, elapsedMs: 0 })).toBe(
      'failed',
    );
    expect(evaluateGoogleLoad({ status: 'AUTH_FAILURE', mapsPresent: true, elapsedMs: 0 })).toBe(
      'failed',
    );
  });

  it('keeps loading for 10 seconds, then times out', () => {
    expect(evaluateGoogleLoad({ status: 'LOADING', mapsPresent: false, elapsedMs: 9_900 })).toBe(
      'loading',
    );
    expect(evaluateGoogleLoad({ status: 'LOADING', mapsPresent: false, elapsedMs: 10_000 })).toBe(
      'timeout',
    );
  });

  it('says not properly loaded when the script loaded without google.maps.Map', () => {
    expect(evaluateGoogleLoad({ status: 'LOADED', mapsPresent: false, elapsedMs: 10_000 })).toBe(
      'not-loaded',
    );
  });
});

describe('staticSnapshotUrl', () => {
  const square = [a, b, c, { lat: 37, lng: 22.001 }];

  it('is null without a Google key', () => {
    expect(staticSnapshotUrl(square, { apiKey: '' })).toBeNull();
    expect(staticSnapshotUrl(square)).toBeNull();
  });

  it('asks for a 1024×1024 satellite image with the closed boundary path', () => {
    const url = new URL(staticSnapshotUrl(square, { apiKey: 'KEY' })!);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/staticmap');
    expect(url.searchParams.get('size')).toBe('512x512');
    expect(url.searchParams.get('scale')).toBe('2');
    expect(url.searchParams.get('maptype')).toBe('satellite');
    expect(url.searchParams.get('key')).toBe('KEY');
    const path = url.searchParams.get('path')!.split('|');
    const coords = path.filter((part) => /^-?\d/.test(part));
    expect(coords).toHaveLength(5);
    expect(coords[0]).toBe('37.000000,22.000000');
    expect(coords[4]).toBe(coords[0]);
  });

  it('centres on the points when there is no polygon yet', () => {
    const url = new URL(staticSnapshotUrl([a], { apiKey: 'KEY' })!);
    expect(url.searchParams.get('center')).toBe('37.000000,22.000000');
    expect(url.searchParams.get('zoom')).toBe('18');
  });
});

describe('projectToViewport', () => {
  it('fits the polygon inside the padded viewport, north up', () => {
    const points = projectToViewport([a, b, c], 200, 100, 10);
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(p.x).toBeLessThanOrEqual(190 + 1e-9);
      expect(p.y).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(p.y).toBeLessThanOrEqual(90 + 1e-9);
    }
    // b is north of a: smaller y.
    expect(points[1]!.y).toBeLessThan(points[0]!.y);
  });

  it('handles no points and a single point', () => {
    expect(projectToViewport([], 100, 100, 0)).toEqual([]);
    expect(projectToViewport([a], 100, 100, 0)).toEqual([{ x: 50, y: 50 }]);
  });
});
