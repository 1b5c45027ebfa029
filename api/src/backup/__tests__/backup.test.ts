import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../../config';
import type { Database } from '../../db';
import { pgliteDatabase } from '../../db/pglite';
import { openPostgres } from '../../db/postgres';
import {
  INSIDE,
  multipartBody,
  photoPart,
  pngImage,
  sendRaw,
} from '../../domains/trees/__tests__/fixtures';
import type { PhotoJson } from '../../domains/trees/__tests__/fixtures';
import { startTestServer, testConfig } from '../../test/app';
import type { TestServer } from '../../test/app';
import {
  DATABASE_START_TIMEOUT_MS,
  loadPgliteNatively,
  openThrowawayPostgres,
  pgliteTemplate,
} from '../../test/databases';
import { harnessEstateBody } from '../../test/harness';
import { createSignedInUser, registerUser, signIn } from '../../test/users';
import type { TestUser } from '../../test/users';
import { createBackup, describeBackup, restoreBackup } from '../backup';
import type { BackupResult } from '../backup';
import type { PgliteOpener } from '../database';
import { TarWriter } from '../tar';

/**
 * Round trips through the real commands' code: data made through the API on one
 * installation (database and folders), backed up, restored into a fresh installation,
 * and read back through the API there. PGlite always; PostgreSQL with DATABASE_URL.
 */

/** A database and its folders, as a deployment has them. */
interface Installation {
  config: AppConfig;
  /** Opens the database for a test server; close it before a backup or restore. */
  openDb(): Promise<{ db: Database; close(): Promise<void> }>;
  dispose(): Promise<void>;
}

interface Target {
  name: string;
  fresh(): Promise<Installation>;
}

/** Tests that start databases and servers: seconds each, many more on a busy machine. */
const SLOW_TEST_MS = DATABASE_START_TIMEOUT_MS;

let openPglite: PgliteOpener;
let template: Blob;

async function folders(prefix: string) {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  const base = testConfig();
  return {
    root,
    config: testConfig({
      dataDir: root,
      pgliteDataDir: path.join(root, 'pglite'),
      photosDir: path.join(root, 'photos'),
      orthophotosDir: path.join(root, 'orthophotos'),
      detection: { ...base.detection, snapshotsDir: path.join(root, 'detection-snapshots') },
    }),
  };
}

const pgliteTarget: Target = {
  name: 'PGlite',
  async fresh() {
    const { root, config } = await folders('gk-backup-pglite-');
    return {
      config,
      async openDb() {
        // A new installation starts from the initdb'd template, as the server would initdb.
        const existing = existsSync(path.join(config.pgliteDataDir, 'PG_VERSION'));
        await mkdir(config.pgliteDataDir, { recursive: true });
        const pg: PGlite = await openPglite(
          config.pgliteDataDir,
          existing ? {} : { loadDataDir: template },
        );
        const db = pgliteDatabase(pg);
        return { db, close: () => db.close() };
      },
      dispose: () => rm(root, { recursive: true, force: true }),
    };
  },
};

const targets: Target[] = [pgliteTarget];
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  targets.push({
    name: 'PostgreSQL',
    async fresh() {
      const { root, config } = await folders('gk-backup-postgres-');
      const throwaway = await openThrowawayPostgres(serverUrl);
      // The backup code opens its own connections; this pool is not needed.
      await throwaway.db.close();
      return {
        config: { ...config, databaseUrl: throwaway.url },
        async openDb() {
          const db = await openPostgres(throwaway.url);
          return { db, close: () => db.close() };
        },
        async dispose() {
          await throwaway.close().catch(() => undefined);
          await rm(root, { recursive: true, force: true });
        },
      };
    },
  });
}

beforeAll(async () => {
  const { PGlite: NativePGlite } = await loadPgliteNatively();
  openPglite = (dataDir, options) => NativePGlite.create(dataDir, options);
  template = await pgliteTemplate(NativePGlite);
}, DATABASE_START_TIMEOUT_MS);

/** Runs `fn` against a test server on the installation, then closes both. */
async function withServer<T>(
  installation: Installation,
  fn: (server: TestServer) => Promise<T>,
): Promise<T> {
  const { db, close } = await installation.openDb();
  try {
    const server = await startTestServer(db, installation.config);
    try {
      return await fn(server);
    } finally {
      await server.close();
    }
  } finally {
    await close();
  }
}

function as(server: TestServer, accessToken: string) {
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    get: (url: string) => server.request({ url, headers }),
    post: (url: string, payload: unknown) =>
      server.request({ method: 'POST', url, payload, headers }),
  };
}

describe.each(targets)('backup and restore on $name', (target) => {
  const installations: Installation[] = [];
  let workDir: string;
  let source: Installation;
  let restored: Installation;
  let owner: TestUser;
  let estateId: string;
  let treeTitles: string[];
  let photo: PhotoJson;
  let photoBytes: Buffer;
  const orthophoto = Buffer.from('not really a GeoTIFF, but bytes to keep');
  const snapshot = Buffer.from('a detection snapshot');
  let archive: string;
  let backup: BackupResult;
  let latecomer: TestUser;

  async function install(): Promise<Installation> {
    const installation = await target.fresh();
    installations.push(installation);
    return installation;
  }

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'gk-backup-files-'));
    source = await install();
    await withServer(source, async (server) => {
      const user = await createSignedInUser(server, { name: 'Backup Owner' });
      owner = user;
      const client = as(server, user.accessToken);
      const estate = await client.post('/api/estates', harnessEstateBody({ name: 'Kept Grove' }));
      expect(estate.statusCode).toBe(201);
      estateId = estate.json<{ id: string }>().id;
      treeTitles = ['Olive Tree 1', 'Olive Tree 2', 'Olive Tree 3'];
      const treeIds: string[] = [];
      for (const title of treeTitles) {
        const tree = await client.post(`/api/estates/${estateId}/trees`, {
          title,
          category: 'Olive Tree',
          coordinates: INSIDE,
        });
        expect(tree.statusCode).toBe(201);
        treeIds.push(tree.json<{ tree: { id: string } }>().tree.id);
      }
      const { body, contentType } = multipartBody([photoPart(await pngImage(40, 30))]);
      const upload = await sendRaw(server, {
        method: 'POST',
        url: `/api/trees/${treeIds[0]}/photos`,
        headers: { 'content-type': contentType, ...user.auth },
        body,
      });
      expect(upload.statusCode).toBe(201);
      photo = upload.json<{ photo: PhotoJson }>().photo;
      photoBytes = (await server.request({ url: photo.url })).rawBody;
      expect(photoBytes.length).toBeGreaterThan(0);
    });
    // Files the API writes elsewhere (not through a route here): kept byte for byte.
    const { orthophotosDir, detection } = source.config;
    await mkdir(path.join(orthophotosDir, 'ab'), { recursive: true });
    await writeFile(path.join(orthophotosDir, 'ab', 'ab12.tif'), orthophoto);
    await mkdir(detection.snapshotsDir, { recursive: true });
    await writeFile(path.join(detection.snapshotsDir, 'snapshot-1.png'), snapshot);

    archive = path.join(workDir, 'grovekeeper.tar');
    backup = await createBackup(source.config, { file: archive, openPglite });
  }, DATABASE_START_TIMEOUT_MS);

  afterAll(async () => {
    for (const installation of installations.splice(0)) await installation.dispose();
    await rm(workDir, { recursive: true, force: true });
  });

  it('writes one tar archive holding the database, the file folders and a manifest', () => {
    const { manifest } = backup;
    expect(manifest).toMatchObject({
      format: 'grovekeeper-backup',
      formatVersion: 1,
      database: {
        driver: target.name === 'PGlite' ? 'pglite' : 'postgres',
        migrations: expect.arrayContaining(['0001_init']),
      },
      files: {
        photos: { files: 2 }, // the photo and its thumbnail
        orthophotos: { files: 1, bytes: orthophoto.length },
        detectionSnapshots: { files: 1, bytes: snapshot.length },
      },
    });
    expect(manifest.database.tables).toBeGreaterThan(5);
    // At least the user, the estate, the three trees and the photo.
    expect(manifest.database.rows).toBeGreaterThanOrEqual(6 + manifest.database.migrations.length);

    // An ordinary tar file: the system's tar lists it.
    const listed = execFileSync('tar', ['-tf', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toEqual(
      expect.arrayContaining([
        manifest.database.entry,
        'files/orthophotos/ab/ab12.tif',
        'files/detection-snapshots/snapshot-1.png',
        `files/photos/${photo.url.split('/').pop()!.slice(0, 2)}/${photo.url.split('/').pop()}`,
        'manifest.json',
      ]),
    );
    expect(listed).toHaveLength(6);

    const printed = describeBackup(backup).join('\n');
    expect(printed).toContain(`Backup written: ${archive}`);
    expect(printed).toMatch(/tree photos: 2 files/);
    expect(printed).toContain(`npm run restore -- ${archive}`);
  });

  it(
    'restores into a fresh installation that serves the same user, estate, trees and photo',
    async () => {
      restored = await install();
      const result = await restoreBackup(restored.config, { file: archive, openPglite });
      expect(result.database.rows).toBe(backup.manifest.database.rows);

      await withServer(restored, async (server) => {
        const session = await signIn(server, owner);
        const client = as(server, session.accessToken);
        const estates = await client.get('/api/estates');
        expect(estates.statusCode).toBe(200);
        expect(
          estates
            .json<{ estates: { id: string; name: string }[] }>()
            .estates.map((e) => [e.id, e.name]),
        ).toEqual([[estateId, 'Kept Grove']]);
        const trees = await client.get(`/api/estates/${estateId}/trees?limit=100`);
        expect(trees.statusCode).toBe(200);
        expect(
          trees
            .json<{ trees: { title: string }[] }>()
            .trees.map((tree) => tree.title)
            .sort(),
        ).toEqual(treeTitles);
        const image = await server.request({ url: photo.url });
        expect(image.statusCode).toBe(200);
        expect(image.rawBody.equals(photoBytes)).toBe(true);
        expect((await server.request({ url: photo.thumbnailUrl })).statusCode).toBe(200);
        // Life goes on after the restore (the next test restores over this).
        latecomer = await registerUser(server, { name: 'Latecomer' });
      });
      const { orthophotosDir, detection } = restored.config;
      expect(await readFile(path.join(orthophotosDir, 'ab', 'ab12.tif'))).toEqual(orthophoto);
      expect(await readFile(path.join(detection.snapshotsDir, 'snapshot-1.png'))).toEqual(snapshot);
    },
    SLOW_TEST_MS,
  );

  it(
    'refuses a target that holds data unless --force, which replaces all of it',
    async () => {
      // The restored installation lived on: someone signed up (above), a stray file appeared.
      const stray = path.join(restored.config.photosDir, 'stray.png');
      await writeFile(stray, 'stray');

      await expect(restoreBackup(restored.config, { file: archive, openPglite })).rejects.toThrow(
        /Not restoring: the target already holds data[\s\S]*database.*: \d+ tables, \d+ rows\n[\s\S]*tree photos in .*: 3 files[\s\S]*--force/,
      );
      expect(existsSync(stray)).toBe(true);

      await restoreBackup(restored.config, { file: archive, openPglite, force: true });
      expect(existsSync(stray)).toBe(false);
      await withServer(restored, async (server) => {
        await expect(signIn(server, latecomer)).rejects.toThrow(/login failed: 401/);
        const session = await signIn(server, owner);
        const estate = await as(server, session.accessToken).get(`/api/estates/${estateId}`);
        expect(estate.json()).toMatchObject({ id: estateId, name: 'Kept Grove' });
        expect((await server.request({ url: photo.url })).rawBody.equals(photoBytes)).toBe(true);
      });
    },
    SLOW_TEST_MS,
  );

  it('refuses files that are not a whole Grovekeeper backup, changing nothing', async () => {
    const target = restored.config;
    const photoFolder = path.join(target.photosDir, photo.url.split('/').pop()!.slice(0, 2));
    const refuse = (file: string, message: RegExp) =>
      expect(restoreBackup(target, { file, openPglite, force: true })).rejects.toThrow(message);

    const text = path.join(workDir, 'notes.txt');
    await writeFile(text, 'shopping list: olives, bread\n'.repeat(40));
    await refuse(text, /notes\.txt is not a Grovekeeper backup \(it is not a tar archive\)/);

    const otherTar = path.join(workDir, 'other.tar');
    execFileSync('tar', ['-cf', otherTar, '-C', workDir, 'notes.txt']);
    await refuse(otherTar, /other\.tar is not a Grovekeeper backup \(it holds no manifest\.json\)/);

    const future = path.join(workDir, 'future.tar');
    const writer = await TarWriter.create(future);
    await writer.addBuffer(
      'manifest.json',
      Buffer.from(JSON.stringify({ format: 'grovekeeper-backup', formatVersion: 99 })),
    );
    await writer.finish();
    await refuse(
      future,
      /written by a newer Grovekeeper \(backup format 99; this one reads up to 1\)/,
    );

    // One byte of the database dump changed: its checksum no longer matches.
    const damaged = path.join(workDir, 'damaged.tar');
    await copyFile(archive, damaged);
    const bytes = await readFile(damaged);
    const at = bytes.indexOf(Buffer.from(backup.manifest.database.entry)) + 512 + 100;
    bytes[at] = (bytes[at]! + 1) % 256;
    await writeFile(damaged, bytes);
    await refuse(damaged, /damaged Grovekeeper backup: its database dump does not match/);

    await refuse(path.join(workDir, 'missing.tar'), /There is no file .*missing\.tar/);

    // The other kind of database: refused before anything is opened.
    const otherKind: AppConfig =
      target.databaseUrl === null
        ? { ...target, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }
        : { ...target, databaseUrl: null };
    await expect(restoreBackup(otherKind, { file: archive, openPglite })).rejects.toThrow(
      target.databaseUrl === null
        ? /holds an embedded \(PGlite\) database, but DATABASE_URL is set/
        : /holds a PostgreSQL database \(pg_dump\)\. Set DATABASE_URL/,
    );

    expect(existsSync(photoFolder)).toBe(true);
  });

  if (target.name === 'PGlite') {
    it(
      'refuses to back up or restore an embedded database that a server has open',
      async () => {
        const { db, close } = await source.openDb();
        try {
          await db.query('SELECT 1');
          await expect(
            createBackup(source.config, { file: path.join(workDir, 'busy.tar'), openPglite }),
          ).rejects.toThrow(/The embedded database in .* is in use[\s\S]*Stop the server/);
          await expect(
            restoreBackup(source.config, { file: archive, openPglite, force: true }),
          ).rejects.toThrow(/is in use/);
        } finally {
          await close();
        }
        expect(existsSync(path.join(workDir, 'busy.tar'))).toBe(false);
      },
      SLOW_TEST_MS,
    );
  }
});
