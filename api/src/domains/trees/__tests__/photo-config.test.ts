import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '../../../config';

describe('photo configuration', () => {
  it('keeps photos in the data folder and accepts up to 10 MB by default', () => {
    expect(loadConfig({})).toMatchObject({
      photosDir: path.join(REPO_ROOT, '.data', 'photos'),
      photoMaxBytes: 10 * 1024 * 1024,
    });
    expect(loadConfig({ DATA_DIR: '/srv/grovekeeper' }).photosDir).toBe('/srv/grovekeeper/photos');
  });

  it('reads PHOTOS_DIR (relative to the repository root) and PHOTO_MAX_MB', () => {
    expect(loadConfig({ PHOTOS_DIR: 'var/photos', PHOTO_MAX_MB: '25' })).toMatchObject({
      photosDir: path.join(REPO_ROOT, 'var', 'photos'),
      photoMaxBytes: 25 * 1024 * 1024,
    });
    expect(loadConfig({ PHOTOS_DIR: '/mnt/photos' }).photosDir).toBe('/mnt/photos');
  });

  it('stops on a PHOTO_MAX_MB that is not a whole number from 1 to 100', () => {
    for (const value of ['0', '101', '2.5', 'ten']) {
      expect(() => loadConfig({ PHOTO_MAX_MB: value })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ PHOTO_MAX_MB: 'ten' })).toThrow(
      'PHOTO_MAX_MB must be a whole number from 1 to 100 (got "ten")',
    );
  });
});
