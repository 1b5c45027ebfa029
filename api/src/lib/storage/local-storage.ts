import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isPhotoKey } from './storage';
import type { PhotoStorage } from './storage';

/**
 * Photos as files in one folder (PHOTOS_DIR), spread over 256 subfolders by the first two
 * characters of the key so no folder grows huge. Only well-formed keys reach the file
 * system, so a key can never name a path outside the folder.
 */
export class LocalPhotoStorage implements PhotoStorage {
  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.fileOf(key);
    if (!file) throw new Error(`Not a photo key: ${key}`);
    await mkdir(path.dirname(file), { recursive: true });
    // Written whole under a draft name, then renamed: readers never see a partial file. Keys
    // are random and written once, so the draft's name is known from the key (delete()
    // removes a draft left by a process killed mid-write).
    const draft = draftOf(file);
    try {
      await writeFile(draft, data, { flag: 'wx', mode: 0o644 });
      await rename(draft, file);
    } catch (error) {
      await rm(draft, { force: true });
      throw error;
    }
  }

  async read(key: string) {
    const file = this.fileOf(key);
    if (!file) return null;
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    if (!file) return;
    await rm(file, { force: true });
    await rm(draftOf(file), { force: true });
  }

  /** The file of a well-formed key, else null. */
  fileOf(key: string): string | null {
    return isPhotoKey(key) ? path.join(this.root, key.slice(0, 2), key) : null;
  }
}

const draftOf = (file: string) => `${file}.tmp`;

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
