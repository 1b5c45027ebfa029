/**
 * `npm run storage:migrate`: copies an installation's local files (PHOTOS_DIR,
 * ORTHOPHOTOS_DIR, DETECTION_SNAPSHOTS_DIR) into the S3 bucket of S3_*, checks each
 * object and prints the counts. Safe to run again: what is already there intact is skipped.
 */
import { loadConfig } from '../config';
import { describeMigration, migrateToBucket } from '../lib/storage/migrate';
import { runCommand } from './command';

const USAGE = 'Usage: npm run storage:migrate (with S3_* and the *_DIR folders set)';

export async function runStorageMigrateCli(
  argv: readonly string[],
  out: (line: string) => void,
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  if (argv.length > 0) throw new Error(`Unknown argument ${argv[0]}. ${USAGE}`);
  const config = loadConfig(env);
  const { s3 } = config;
  if (!s3) {
    throw new Error(
      `Set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to the bucket the files go to. ${USAGE}`,
    );
  }
  const results = await migrateToBucket({ ...config, s3 });
  for (const line of describeMigration(`the S3 bucket "${s3.bucket}" at ${s3.endpoint}`, results)) {
    out(line);
  }
  const failed = results.some((result) => result.failed.length > 0);
  if (failed) throw new Error('Some files were not copied (listed above).');
}

if (require.main === module) runCommand(runStorageMigrateCli);
