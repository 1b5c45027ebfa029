import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isKeyOf, localPathOf, PHOTOS } from './namespaces';
import type { FileNamespace } from './namespaces';
import type { FileEntry, FileStorage } from './storage';

/**
 * A namespace's files in one local folder (PHOTOS_DIR, ORTHOPHOTOS_DIR or
 * DETECTION_SNAPSHOTS_DIR), photos and orthophotos spread over 256 subfolders by the first
 * two characters of the key. Only well-formed keys reach the file system, so a key can
 * never name a path outside the folder.
 */
export class LocalFileStorage implements FileStorage {
  constructor(
    private readonly root: string,
    readonly namespace: FileNamespace = PHOTOS,
  ) {}

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.fileOf(key);
    if (!file) throw new Error(`Not a ${this.namespace.name} key: ${key}`);
    await mkdir(path.dirname(file), { recursive: true });
    // Written whole under a draft name, then renamed: readers never see a partial file. The
    // draft's name is known from the key, so delete() removes a draft left by a process
    // killed mid-write (keys are random and written once: two writers of one key at once
    // would be a bug, refused by the exclusive flag).
    const draft = draftOf(file);
    try {
      await writeFile(draft, data, { flag: 'wx', mode: 0o644 });
      await rename(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(draft, { force: true });
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
      const { size, mtime } = await handle.stat();
      return { stream: handle.createReadStream(), size, modifiedAt: mtime };
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

  async *list(): AsyncIterable<FileEntry> {
    const folders = this.namespace.sharded
      ? (await names(this.root)).filter((name) => /^[0-9a-f]{2}$/.test(name))
      : [''];
    for (const folder of folders) {
      for (const key of await names(path.join(this.root, folder))) {
        const file = this.fileOf(key);
        if (!file || path.dirname(file) !== path.join(this.root, folder)) continue;
        try {
          const { size, mtime } = await stat(file);
          yield { key, size, modifiedAt: mtime };
        } catch (error) {
          if (!isMissing(error)) throw error; // Deleted meanwhile: not listed.
        }
      }
    }
  }

  /** The file of a well-formed key, else null. */
  fileOf(key: string): string | null {
    return isKeyOf(this.namespace, key)
      ? path.join(this.root, ...localPathOf(this.namespace, key).split('/'))
      : null;
  }
}

const draftOf = (file: string) => `${file}.tmp`;

/** The entries of a folder; none when it does not exist. */
async function names(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
