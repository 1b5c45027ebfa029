import { createHash } from 'node:crypto';
import { LocalFileStorage } from './local-storage';
import type { S3Config } from './s3-storage';
import { localFolders, s3FileStores } from './stores';
import type { StoresConfig } from './stores';

/** What the move did with one namespace's files. */
export interface NamespaceMigration {
  namespace: string;
  folder: string;
  /** Uploaded now and checked. */
  copied: number;
  /** Already in the bucket with the same size and SHA-256 (an earlier run): left alone. */
  alreadyThere: number;
  /** Could not be uploaded, or the bucket answered other bytes than the file's. */
  failed: { key: string; reason: string }[];
  bytes: number;
}

const PARALLEL = 4;

/**
 * Copies every file of the local folders (PHOTOS_DIR, ORTHOPHOTOS_DIR,
 * DETECTION_SNAPSHOTS_DIR) into the bucket under the same keys, and checks each object:
 * its size, the SHA-256 recorded with it and its ETag (the MD5 of a single-part upload)
 * against the file's. Idempotent: a file already there intact is not sent again, one
 * there with other bytes is sent again. The local files are left in place.
 */
export async function migrateToBucket(
  config: StoresConfig & { s3: S3Config },
): Promise<NamespaceMigration[]> {
  const bucket = s3FileStores(config.s3);
  try {
    await bucket.check();
    const results: NamespaceMigration[] = [];
    for (const [namespace, folder] of localFolders(config)) {
      const local = new LocalFileStorage(folder, namespace);
      const target = bucket[namespace.name];
      const result: NamespaceMigration = {
        namespace: namespace.name,
        folder,
        copied: 0,
        alreadyThere: 0,
        failed: [],
        bytes: 0,
      };
      let batch: Promise<void>[] = [];
      for await (const entry of local.list()) {
        batch.push(
          (async () => {
            const data = await readWhole(local, entry.key);
            if (!data) return; // Deleted meanwhile.
            const sha256 = createHash('sha256').update(data).digest('hex');
            const md5 = createHash('md5').update(data).digest('hex');
            const intact = (head: Awaited<ReturnType<typeof target.head>>) =>
              head !== null &&
              head.size === data.length &&
              head.sha256 === sha256 &&
              (head.etag.includes('-') || head.etag === md5);
            if (intact(await target.head(entry.key))) {
              result.alreadyThere += 1;
              return;
            }
            try {
              await target.put(entry.key, data);
              if (!intact(await target.head(entry.key))) {
                throw new Error('the bucket holds other bytes than the file after the upload');
              }
              result.copied += 1;
              result.bytes += data.length;
            } catch (error) {
              result.failed.push({ key: entry.key, reason: (error as Error).message });
            }
          })(),
        );
        if (batch.length >= PARALLEL) {
          await Promise.all(batch);
          batch = [];
        }
      }
      await Promise.all(batch);
      results.push(result);
    }
    return results;
  } finally {
    bucket.close();
  }
}

async function readWhole(storage: LocalFileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const LABELS: Record<string, string> = {
  photos: 'Tree photos',
  orthophotos: 'Orthophotos',
  snapshots: 'Detection snapshots',
};

/** The report's lines, for people. */
export function describeMigration(where: string, results: NamespaceMigration[]): string[] {
  const lines = [`Local files copied into ${where}:`];
  for (const result of results) {
    lines.push(
      `  ${LABELS[result.namespace]} (${result.folder}): ${result.copied} copied ` +
        `(${(result.bytes / 1024 / 1024).toFixed(1)} MB), ${result.alreadyThere} already there, ` +
        `${result.failed.length} failed`,
    );
    for (const { key, reason } of result.failed) lines.push(`    ${key}: ${reason}`);
  }
  const failed = results.reduce((sum, result) => sum + result.failed.length, 0);
  lines.push(
    failed === 0
      ? 'Every file is in the bucket and checked (size, SHA-256, ETag). The local files were left in place: remove them once the API runs on the bucket.'
      : `${failed} file(s) could not be copied: run the command again to retry them.`,
  );
  return lines;
}
