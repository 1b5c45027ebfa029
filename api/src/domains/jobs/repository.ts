import type { Queryable } from '../../db';

export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobRecord {
  id: string;
  ownerId: string;
  kind: string;
  state: JobState;
  input: unknown;
  progress: number;
  result: unknown;
  error: string | null;
  attempt: number;
  bossId: string;
}

const COLUMNS = `id, owner_id AS "ownerId", kind, state, input, progress, result, error,
  attempt, boss_id AS "bossId"`;

export async function insertJob(
  db: Queryable,
  job: { id: string; ownerId: string; kind: string; input: unknown; bossId: string },
): Promise<JobRecord> {
  const [row] = await db.query<JobRecord>(
    `INSERT INTO jobs (id, owner_id, kind, input, boss_id) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${COLUMNS}`,
    [job.id, job.ownerId, job.kind, JSON.stringify(job.input), job.bossId],
  );
  return row as JobRecord;
}

/** The caller's job, or null (another user's job is as good as missing). */
export async function findJob(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<JobRecord | null> {
  const [row] = await db.query<JobRecord>(
    `SELECT ${COLUMNS} FROM jobs WHERE id = $1 AND owner_id = $2`,
    [id, ownerId],
  );
  return row ?? null;
}

export async function findJobByBossId(db: Queryable, bossId: string): Promise<JobRecord | null> {
  const [row] = await db.query<JobRecord>(`SELECT ${COLUMNS} FROM jobs WHERE boss_id = $1`, [
    bossId,
  ]);
  return row ?? null;
}

/** A run begins (`attempt` = pg-boss's retry count + 1); null when the job was cancelled. */
export async function startAttempt(
  db: Queryable,
  id: string,
  attempt: number,
  runner: string,
): Promise<JobRecord | null> {
  const [row] = await db.query<JobRecord>(
    `UPDATE jobs SET state = 'running', attempt = $2, runner = $3, progress = 0,
       updated_at = now()
     WHERE id = $1 AND state IN ('queued', 'running') RETURNING ${COLUMNS}`,
    [id, attempt, runner],
  );
  return row ?? null;
}

/**
 * Changes a running job while `attempt` still holds it (not cancelled, not taken over by a
 * retry elsewhere); answers false when it no longer does.
 */
export async function updateAttempt(
  db: Queryable,
  id: string,
  attempt: number,
  change:
    { progress: number } | { state: 'done'; result: unknown } | { state: 'failed'; error: string },
): Promise<boolean> {
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [id, attempt];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if ('progress' in change) set('progress', change.progress);
  else {
    set('state', change.state);
    if (change.state === 'done') {
      set('progress', 100);
      set('result', JSON.stringify(change.result));
    } else set('error', change.error);
  }
  const rows = await db.query(
    `UPDATE jobs SET ${sets.join(', ')}
     WHERE id = $1 AND attempt = $2 AND state = 'running' RETURNING id`,
    params,
  );
  return rows.length === 1;
}

/** Fails an unfinished job (its last lease expired); answers the job as it now is. */
export async function failUnfinished(
  db: Queryable,
  id: string,
  error: string,
): Promise<JobRecord | null> {
  const [row] = await db.query<JobRecord>(
    `UPDATE jobs SET state = 'failed', error = $2, updated_at = now()
     WHERE id = $1 AND state IN ('queued', 'running') RETURNING ${COLUMNS}`,
    [id, error],
  );
  return row ?? null;
}

/** Shows a job waiting for its retry as queued again. */
export async function requeue(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE jobs SET state = 'queued', updated_at = now() WHERE id = $1 AND state = 'running'`,
    [id],
  );
}

/** Cancels the caller's unfinished job; null when it is not theirs or already finished. */
export async function cancelJob(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<JobRecord | null> {
  const [row] = await db.query<JobRecord>(
    `UPDATE jobs SET state = 'cancelled', updated_at = now()
     WHERE id = $1 AND owner_id = $2 AND state IN ('queued', 'running') RETURNING ${COLUMNS}`,
    [id, ownerId],
  );
  return row ?? null;
}

/**
 * Deletes the finished jobs (done, failed, cancelled) last changed before `cutoff`, their
 * files with them (ON DELETE CASCADE); answers how many. Queued and running ones stay.
 */
export async function deleteFinishedBefore(db: Queryable, cutoff: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `DELETE FROM jobs
     WHERE state IN ('done', 'failed', 'cancelled') AND updated_at < $1::timestamptz
     RETURNING id`,
    [cutoff.toISOString()],
  );
  return rows.length;
}

export interface JobFile {
  fileName: string;
  contentType: string;
  /** The Content-Disposition header of the download. */
  disposition: string;
  data: Buffer;
}

export async function saveJobFile(db: Queryable, jobId: string, file: JobFile): Promise<void> {
  await db.query(
    `INSERT INTO job_files (job_id, file_name, content_type, disposition, data)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (job_id)
     DO UPDATE SET file_name = $2, content_type = $3, disposition = $4, data = $5`,
    [jobId, file.fileName, file.contentType, file.disposition, file.data],
  );
}

/** The file of the caller's finished job, or null. */
export async function findJobFile(
  db: Queryable,
  ownerId: string,
  jobId: string,
): Promise<JobFile | null> {
  const [row] = await db.query<Omit<JobFile, 'data'> & { data: Uint8Array }>(
    `SELECT f.file_name AS "fileName", f.content_type AS "contentType", f.disposition, f.data
     FROM job_files f JOIN jobs j ON j.id = f.job_id
     WHERE f.job_id = $1 AND j.owner_id = $2 AND j.state = 'done'`,
    [jobId, ownerId],
  );
  return row ? { ...row, data: Buffer.from(row.data) } : null;
}
