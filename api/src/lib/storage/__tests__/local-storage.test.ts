import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LocalFileStorage } from '../local-storage';
import { SNAPSHOTS } from '../namespaces';
import { deletePhotoFiles, isPhotoKey, newPhotoKey } from '../storage';
import type { FileStorage } from '../storage';
import { fileStorageContract, readAll } from './contract';
import { storedFiles, temporaryPhotosDir } from './folders';

fileStorageContract('the local folder', async () => {
  const photos = await temporaryPhotosDir();
  return { storage: new LocalFileStorage(photos.dir), dispose: photos.remove };
});

describe('photo keys', () => {
  it('are 128 random bits in hex with the format’s extension', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newPhotoKey('jpeg')));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(newPhotoKey('png')).toMatch(/\.png$/);
    expect(newPhotoKey('webp')).toMatch(/\.webp$/);
  });

  it('accept nothing that could leave the folder or name another file', () => {
    const key = newPhotoKey('png');
    for (const bad of [
      '',
      '../secret.png',
      `../${key}`,
      `ab/${key}`,
      key.toUpperCase(),
      `${key}.png`,
      key.replace('.png', '.svg'),
      `${key.slice(0, 31)}.png`,
    ]) {
      expect([bad, isPhotoKey(bad)]).toEqual([bad, false]);
    }
    expect(isPhotoKey(key)).toBe(true);
  });
});

describe('the local photo folder', () => {
  let photos: { dir: string; remove(): Promise<void> };
  let storage: LocalFileStorage;

  beforeEach(async () => {
    photos = await temporaryPhotosDir();
    storage = new LocalFileStorage(photos.dir);
  });

  afterEach(() => photos.remove());

  it('stores, reads back and deletes a file, in a subfolder named by the key', async () => {
    const key = newPhotoKey('png');
    const data = Buffer.from('pretend image bytes');
    await storage.put(key, data);
    expect(await readFile(path.join(photos.dir, key.slice(0, 2), key))).toEqual(data);
    // Nothing but the file itself: no temporary draft is left over.
    expect(await readdir(path.join(photos.dir, key.slice(0, 2)))).toEqual([key]);
    const file = await storage.read(key);
    expect(file?.size).toBe(data.length);
    expect((await readAll(file!.stream)).data).toEqual(data);
    await storage.delete(key);
    expect(await storage.read(key)).toBeNull();
    expect(await storedFiles(photos.dir)).toEqual([]);
  });

  it('keeps snapshots flat in their folder, as before object storage', async () => {
    const snapshots = new LocalFileStorage(photos.dir, SNAPSHOTS);
    const name = `${'c'.repeat(32)}.jpg`;
    await snapshots.put(name, Buffer.from('jpeg'));
    expect(await readdir(photos.dir)).toEqual([name]);
    await expect(snapshots.put(newPhotoKey('webp'), Buffer.from('x'))).rejects.toThrow(
      'Not a snapshots key',
    );
  });
});

describe('deleting photo files', () => {
  it('deletes every file it can and logs the ones it cannot, without throwing', async () => {
    const keys = Array.from({ length: 70 }, () => newPhotoKey('png'));
    const deleted: string[] = [];
    const stuck = keys[40] as string;
    const storage: FileStorage = {
      list: async function* () {},
      put: () => Promise.resolve(),
      read: () => Promise.resolve(null),
      delete: (key: string) => {
        if (key === stuck) return Promise.reject(new Error('EACCES'));
        deleted.push(key);
        return Promise.resolve();
      },
    };
    const warnings: [object, string][] = [];
    await deletePhotoFiles(storage, keys, {
      warn: (details, message) => warnings.push([details, message]),
    });
    expect(deleted.sort()).toEqual(keys.filter((key) => key !== stuck).sort());
    expect(warnings).toEqual([
      [{ err: new Error('EACCES'), key: stuck }, 'Could not delete a photo file'],
    ]);
  });
});
