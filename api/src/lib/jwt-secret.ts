import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The signing secret when JWT_SECRET is not set: 64 random bytes generated on first
 * start into `${dataDir}/jwt-secret` (owner-only permissions) and reused afterwards, so
 * restarts keep everyone signed in and no secret ever lives in the repository.
 */
export async function loadOrCreateJwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  const existing = await readSecret(file);
  if (existing) return existing;

  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(64).toString('base64url');
  // Written whole to a private temporary file, then published atomically: link() fails
  // if another process (a second replica, a parallel test) published first, and nobody
  // can ever read a half-written secret. An empty file (a crash long ago) is replaced.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(draft, `${secret}\n`, { mode: 0o600 });
  try {
    if (existing === '') await rename(draft, file);
    else await link(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readSecret(file);
    if (!winner) {
      throw new Error(`${file} is empty; delete it to generate a new secret`, { cause: error });
    }
    return winner;
  } finally {
    await rm(draft, { force: true });
  }
}

/** The trimmed content, '' for an empty file, null when there is no file. */
async function readSecret(file: string): Promise<string | null> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
