-- Jobs (issue 29): long work (detection, large exports) that survives the replica running it.
--
-- pg-boss (its own schema, `pgboss`) delivers the work: one replica claims a job, its lease
-- is kept alive while it runs, and a lease that expires (the replica died) puts the job back
-- for another replica once; a second expiry fails it. This table is what the owner sees:
-- who asked, what, how far it got, its result or its error. `boss_id` is pg-boss's job.

CREATE TABLE jobs (
  id         char(24)    PRIMARY KEY,
  owner_id   char(24)    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind       text        NOT NULL,
  state      text        NOT NULL DEFAULT 'queued'
             CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  input      jsonb       NOT NULL,
  progress   integer     NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  result     jsonb,
  error      text,
  -- 1 on the first run, 2 on the retry after a lost lease.
  attempt    integer     NOT NULL DEFAULT 0,
  -- The process running (or that last ran) it: host:pid, for operators.
  runner     text,
  boss_id    uuid        NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX jobs_owner_idx ON jobs (owner_id, created_at DESC);

-- A finished export's file, kept with its job (every replica reads the one database).
CREATE TABLE job_files (
  job_id       char(24) PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  file_name    text     NOT NULL,
  content_type text     NOT NULL,
  -- The Content-Disposition header it is sent with (the exporter names its files).
  disposition  text     NOT NULL,
  data         bytea    NOT NULL
);
