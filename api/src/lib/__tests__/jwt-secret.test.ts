import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JWT_SECRET_FILE, loadOrCreateJwtSecret } from '../jwt-secret';

describe('the generated JWT secret', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gk-secret-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is generated once from 64 random bytes into an owner-only file, creating missing folders', async () => {
    const dataDir = path.join(dir, 'nested', 'data');
    const secret = await loadOrCreateJwtSecret(dataDir);
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(64);
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('is reused on every later start', async () => {
    const first = await loadOrCreateJwtSecret(dir);
    const { mtimeMs } = await stat(path.join(dir, JWT_SECRET_FILE));
    expect(await loadOrCreateJwtSecret(dir)).toBe(first);
    expect((await stat(path.join(dir, JWT_SECRET_FILE))).mtimeMs).toBe(mtimeMs);
  });

  it('is the same for processes that start at the same moment', async () => {
    const secrets = await Promise.all([1, 2, 3, 4].map(() => loadOrCreateJwtSecret(dir)));
    expect(new Set(secrets).size).toBe(1);
  });

  it('keeps a secret an operator put in the file', async () => {
    await writeFile(path.join(dir, JWT_SECRET_FILE), 'operator-chosen-secret\n');
    expect(await loadOrCreateJwtSecret(dir)).toBe('operator-chosen-secret');
  });

  it('replaces an empty file left by an interrupted first start', async () => {
    await writeFile(path.join(dir, JWT_SECRET_FILE), '');
    const secret = await loadOrCreateJwtSecret(dir);
    expect(secret.length).toBeGreaterThan(80);
    expect((await readFile(path.join(dir, JWT_SECRET_FILE), 'utf8')).trim()).toBe(secret);
  });
});
