import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { newPhotoKey } from '../storage';
import type { FileStorage } from '../storage';

/** A storage of photo keys, fresh for each test, and how to throw it away. */
export interface ContractSubject {
  storage: FileStorage;
  dispose(): Promise<void>;
}

export async function readAll(stream: Readable): Promise<{ data: Buffer; chunks: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { data: Buffer.concat(chunks), chunks: chunks.length };
}

async function listed(storage: FileStorage): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for await (const entry of storage.list()) found[entry.key] = entry.size;
  return found;
}

/**
 * What every FileStorage must do, whatever keeps the bytes: run against the local folder
 * (local-storage.test.ts) and an S3-protocol server (s3-storage.test.ts).
 */
export function fileStorageContract(name: string, subject: () => Promise<ContractSubject>) {
  describe(`the file storage contract: ${name}`, () => {
    let storage: FileStorage;
    let dispose: () => Promise<void>;

    beforeEach(async () => {
      ({ storage, dispose } = await subject());
    });

    afterEach(() => dispose());

    it('reads back what was put, with its size and time, and lists it', async () => {
      const key = newPhotoKey('png');
      const data = Buffer.from('pretend image bytes');
      await storage.put(key, data);
      const file = await storage.read(key);
      expect(file?.size).toBe(data.length);
      expect(file?.modifiedAt.getTime()).toEqual(expect.any(Number));
      expect((await readAll(file!.stream)).data).toEqual(data);
      expect(await listed(storage)).toEqual({ [key]: data.length });
    });

    it('answers null for a missing key, and deleting it is no error', async () => {
      expect(await storage.read(newPhotoKey('jpeg'))).toBeNull();
      await expect(storage.delete(newPhotoKey('jpeg'))).resolves.toBeUndefined();
    });

    it('deletes a file: gone from reads and from the list', async () => {
      const [kept, gone] = [newPhotoKey('jpeg'), newPhotoKey('jpeg')];
      await Promise.all([storage.put(kept, Buffer.from('a')), storage.put(gone, Buffer.from('b'))]);
      await storage.delete(gone);
      expect(await storage.read(gone)).toBeNull();
      expect(await listed(storage)).toEqual({ [kept]: 1 });
    });

    it('refuses keys that could escape the namespace or name another kind of file', async () => {
      const key = newPhotoKey('png');
      const bad = ['', '../secret.png', `../${key}`, `ab/${key}`, key.toUpperCase(), `${key}.png`];
      for (const candidate of [...bad, key.replace('.png', '.tif')]) {
        await expect(storage.put(candidate, Buffer.from('x'))).rejects.toThrow('Not a photos key');
        expect(await storage.read(candidate)).toBeNull();
        await expect(storage.delete(candidate)).resolves.toBeUndefined();
      }
      expect(await listed(storage)).toEqual({});
    });

    it('replaces a file put again under the same key', async () => {
      const key = newPhotoKey('webp');
      await storage.put(key, Buffer.from('first version'));
      await storage.put(key, Buffer.from('second'));
      const file = await storage.read(key);
      expect(file?.size).toBe(6);
      expect((await readAll(file!.stream)).data.toString()).toBe('second');
    });

    it('keeps every file of many written at once', async () => {
      const files = Array.from({ length: 24 }, (_, index) => ({
        key: newPhotoKey('jpeg'),
        data: randomBytes(1000 + index),
      }));
      await Promise.all(files.map(({ key, data }) => storage.put(key, data)));
      const read = await Promise.all(files.map(({ key }) => storage.read(key)));
      const contents = await Promise.all(read.map((file) => readAll(file!.stream)));
      expect(contents.map(({ data }) => data)).toEqual(files.map(({ data }) => data));
      expect(Object.keys(await listed(storage)).sort()).toEqual(files.map(({ key }) => key).sort());
    });

    it('streams a large file back in pieces, byte for byte', async () => {
      const key = newPhotoKey('png');
      const data = randomBytes(12 * 1024 * 1024);
      await storage.put(key, data);
      const file = await storage.read(key);
      expect(file?.size).toBe(data.length);
      const back = await readAll(file!.stream);
      expect(back.chunks).toBeGreaterThan(1);
      expect(createHash('sha256').update(back.data).digest('hex')).toBe(
        createHash('sha256').update(data).digest('hex'),
      );
    });
  });
}
