import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../../../config';

describe('detection configuration', () => {
  it('leaves detection off by default, with snapshots under DATA_DIR', () => {
    expect(loadConfig({}).detection).toEqual({
      imageryUrl: null,
      imageryAttribution: '',
      imageryMaxZoom: 19,
      imageryTimeoutMs: 10_000,
      imageryConcurrency: 4,
      maxImagePx: 4096,
      snapshotsDir: path.join(REPO_ROOT, '.data', 'detection-snapshots'),
    });
  });

  it('reads every detection variable', () => {
    const config = loadConfig({
      DETECTION_IMAGERY_URL: 'https://tiles.example.com/aerial/{z}/{x}/{y}.jpg?key=abc',
      DETECTION_IMAGERY_ATTRIBUTION: 'Imagery © Example',
      DETECTION_IMAGERY_MAX_ZOOM: '20',
      DETECTION_IMAGERY_TIMEOUT_MS: '2500',
      DETECTION_IMAGERY_CONCURRENCY: '8',
      DETECTION_MAX_IMAGE_PX: '2048',
      DETECTION_SNAPSHOTS_DIR: 'var/snapshots',
    });
    expect(config.detection).toEqual({
      imageryUrl: 'https://tiles.example.com/aerial/{z}/{x}/{y}.jpg?key=abc',
      imageryAttribution: 'Imagery © Example',
      imageryMaxZoom: 20,
      imageryTimeoutMs: 2500,
      imageryConcurrency: 8,
      maxImagePx: 2048,
      snapshotsDir: path.join(REPO_ROOT, 'var', 'snapshots'),
    });
    expect(loadConfig({ DATA_DIR: '/srv/gk' }).detection.snapshotsDir).toBe(
      '/srv/gk/detection-snapshots',
    );
    // A placeholder in the host name is fine.
    expect(
      loadConfig({ DETECTION_IMAGERY_URL: 'http://{z}.tiles.local/{z}/{x}/{y}.png' }).detection
        .imageryUrl,
    ).toBe('http://{z}.tiles.local/{z}/{x}/{y}.png');
  });

  it.each([
    [{ DETECTION_IMAGERY_URL: 'tiles/{z}/{x}/{y}.png' }, 'must be an absolute http(s) URL'],
    [
      { DETECTION_IMAGERY_URL: 'https://tiles.example.com/{z}/{x}.png' },
      'must contain {z}, {x} and {y}',
    ],
    [
      { DETECTION_IMAGERY_URL: 'https://mt1.google.com/vt/lyrs=s&x={x}&y={y}&z={z}' },
      'must not point at Google',
    ],
    [
      { DETECTION_IMAGERY_URL: 'https://maps.googleapis.com/maps/vt?x={x}&y={y}&z={z}' },
      'Google Maps imagery may not be analysed',
    ],
    [
      { DETECTION_IMAGERY_MAX_ZOOM: '30' },
      'DETECTION_IMAGERY_MAX_ZOOM must be a whole number from 1 to 23',
    ],
    [
      { DETECTION_MAX_IMAGE_PX: '100000' },
      'DETECTION_MAX_IMAGE_PX must be a whole number from 256 to 8192',
    ],
    [
      { DETECTION_IMAGERY_CONCURRENCY: '0' },
      'DETECTION_IMAGERY_CONCURRENCY must be a whole number',
    ],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
