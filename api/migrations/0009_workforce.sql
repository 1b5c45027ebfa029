-- Workforce marketplace: worker profiles (the directory), job listings, job applications and
-- the ratings employers give workers. Runs on PGlite (PostgreSQL 18) and PostgreSQL 15+.
-- Money is integer cents; dates a person picks are `date`; moments are timestamptz.
-- Changes that matter also write domain_events rows (subject types 'job_listing',
-- 'job_application', 'worker_profile').

-- One profile per user. Only published profiles appear in Find Workers.
CREATE TABLE worker_profiles (
  user_id             char(24)    PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  skills              text[]      NOT NULL DEFAULT '{}',
  experience          text        NOT NULL DEFAULT 'beginner'
                                  CHECK (experience IN ('beginner', 'intermediate', 'experienced', 'expert')),
  years_of_experience integer     NOT NULL DEFAULT 0 CHECK (years_of_experience BETWEEN 0 AND 80),
  availability        text        NOT NULL DEFAULT 'available'
                                  CHECK (availability IN ('available', 'busy', 'unavailable')),
  location            text        NOT NULL DEFAULT '',
  -- Where the worker is (geocoded or the browser's position); both or neither.
  lat                 double precision CHECK (lat BETWEEN -90 AND 90),
  lng                 double precision CHECK (lng BETWEEN -180 AND 180),
  bio                 text        NOT NULL DEFAULT '',
  published           boolean     NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK ((lat IS NULL) = (lng IS NULL))
);

-- The distance search's bounding-box prefilter: published profiles by latitude, then longitude.
CREATE INDEX worker_profiles_position_idx ON worker_profiles (lat, lng)
  WHERE published AND lat IS NOT NULL;

CREATE TABLE job_listings (
  id                   char(24)    PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  owner_id             char(24)    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Deleting an estate takes its job listings (and their applications) with it.
  estate_id            char(24)    NOT NULL REFERENCES estates (id) ON DELETE CASCADE,
  title                text        NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description          text        NOT NULL CHECK (length(description) >= 1),
  job_type             text        NOT NULL DEFAULT 'general_farming',
  work_type            text        NOT NULL DEFAULT 'seasonal'
                                   CHECK (work_type IN ('seasonal', 'permanent', 'contract', 'part_time')),
  required_skills      text[]      NOT NULL DEFAULT '{}',
  experience_level     text        NOT NULL DEFAULT 'beginner'
                                   CHECK (experience_level IN ('beginner', 'intermediate', 'experienced', 'expert')),
  min_years_experience integer     NOT NULL DEFAULT 0 CHECK (min_years_experience >= 0),
  pay_rate_cents       bigint      NOT NULL DEFAULT 0 CHECK (pay_rate_cents >= 0),
  pay_type             text        NOT NULL DEFAULT 'hourly' CHECK (pay_type IN (
                                     'hourly', 'daily', 'weekly', 'monthly', 'per_task', 'per_hectare')),
  currency             text        NOT NULL DEFAULT 'EUR' CHECK (currency IN ('EUR', 'USD', 'GBP')),
  start_date           date        NOT NULL,
  -- Days.
  duration             integer     NOT NULL DEFAULT 1 CHECK (duration >= 1),
  work_schedule        text        NOT NULL DEFAULT 'full_time'
                                   CHECK (work_schedule IN ('full_time', 'part_time', 'flexible', 'weekends_only')),
  hours_per_day        integer     NOT NULL DEFAULT 8 CHECK (hours_per_day BETWEEN 1 AND 24),
  location             text        NOT NULL DEFAULT '',
  status               text        NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'closed')),
  visibility           text        NOT NULL DEFAULT 'public'
                                   CHECK (visibility IN ('public', 'private', 'invite_only')),
  max_applications     integer     NOT NULL DEFAULT 50 CHECK (max_applications >= 1),
  application_deadline date,
  benefits             text[]      NOT NULL DEFAULT '{}',
  requirements         text        NOT NULL DEFAULT '',
  notes                text        NOT NULL DEFAULT '',
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);

-- Browse Jobs: active public listings, newest first.
CREATE INDEX job_listings_browse_idx ON job_listings (created_at DESC, id)
  WHERE status = 'active' AND visibility = 'public';
CREATE INDEX job_listings_owner_idx ON job_listings (owner_id, created_at DESC);
CREATE INDEX job_listings_estate_idx ON job_listings (estate_id);

CREATE TABLE job_applications (
  id                  char(24)    PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  job_listing_id      char(24)    NOT NULL REFERENCES job_listings (id) ON DELETE CASCADE,
  applicant_id        char(24)    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status              text        NOT NULL DEFAULT 'pending' CHECK (status IN (
                                    'pending', 'reviewed', 'shortlisted', 'approved', 'rejected', 'withdrawn')),
  message             text        NOT NULL DEFAULT '',
  cover_letter        text        NOT NULL DEFAULT '',
  expected_start_date date,
  applied_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  decided_at          timestamptz,
  decided_by          char(24)    REFERENCES users (id) ON DELETE SET NULL,
  -- One application per worker per listing: a second one is a 409.
  UNIQUE (job_listing_id, applicant_id)
);

CREATE INDEX job_applications_listing_idx ON job_applications (job_listing_id, applied_at DESC);
CREATE INDEX job_applications_applicant_idx ON job_applications (applicant_id, applied_at DESC);

-- An employer rates a worker 1 to 5, once per approved application.
CREATE TABLE worker_ratings (
  id             char(24)    PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  application_id char(24)    NOT NULL UNIQUE REFERENCES job_applications (id) ON DELETE CASCADE,
  worker_id      char(24)    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rater_id       char(24)    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  score          smallint    NOT NULL CHECK (score BETWEEN 1 AND 5),
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX worker_ratings_worker_idx ON worker_ratings (worker_id);

-- The worker directory is kept in memory per API process (like the rentals browse of 0008):
-- every change to what it shows (a profile, a rating, a worker's name or avatar) bumps
-- workers_version in the writing transaction and sends NOTIFY workers_changed.
CREATE SEQUENCE workers_version_seq;

CREATE TABLE workers_version (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint  NOT NULL
);

INSERT INTO workers_version (id, version) VALUES (true, nextval('workers_version_seq'));

CREATE FUNCTION workers_directory_bump() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE workers_version SET version = nextval('workers_version_seq') WHERE id;
  PERFORM pg_notify('workers_changed', '');
END $$;

-- Statement-level, with a transition table named changed_rows.
CREATE FUNCTION workers_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM workers_directory_bump();
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION workers_directory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM workers_directory_bump();
  RETURN NULL;
END $$;

CREATE TRIGGER worker_profiles_on_insert AFTER INSERT ON worker_profiles
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION workers_rows_changed();

CREATE TRIGGER worker_profiles_on_update AFTER UPDATE ON worker_profiles
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION workers_rows_changed();

-- Also fires for profiles deleted by cascade (their user deleted).
CREATE TRIGGER worker_profiles_on_delete AFTER DELETE ON worker_profiles
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION workers_rows_changed();

CREATE TRIGGER worker_profiles_on_truncate AFTER TRUNCATE ON worker_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION workers_directory_changed();

CREATE TRIGGER worker_ratings_on_insert AFTER INSERT ON worker_ratings
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION workers_rows_changed();

CREATE TRIGGER worker_ratings_on_delete AFTER DELETE ON worker_ratings
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION workers_rows_changed();

CREATE TRIGGER workers_directory_on_user_update AFTER UPDATE OF name, avatar ON users
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.avatar IS DISTINCT FROM NEW.avatar)
  EXECUTE FUNCTION workers_directory_changed();
