-- Land rental: listings, applications, contracts with two-party signing, and the event
-- rows their timelines are read from. Runs on PGlite (PostgreSQL 18) and PostgreSQL 15+.
-- Money is integer cents; dates a person picks are `date`; moments are timestamptz.

CREATE TABLE rentals (
  id              char(24)    PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  owner_id        char(24)    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Deleting an estate takes its listings (and their applications) with it; the estates
  -- service refuses first while a signed or active contract exists for the estate.
  estate_id       char(24)    NOT NULL REFERENCES estates (id) ON DELETE CASCADE,
  -- Hectares and trees, copied from the estate when listed (read-only for the owner).
  land_area       double precision NOT NULL CHECK (land_area > 0),
  available_trees integer     NOT NULL CHECK (available_trees >= 1),
  allowed_crops   text[]      NOT NULL DEFAULT '{}',
  price_cents     bigint      NOT NULL CHECK (price_cents > 0),
  price_type      text        NOT NULL DEFAULT 'monthly'
                              CHECK (price_type IN ('monthly', 'seasonal', 'yearly')),
  duration        integer     NOT NULL CHECK (duration >= 1),
  duration_type   text        NOT NULL DEFAULT 'seasonal' CHECK (duration_type IN (
                                'seasonal', 'yearly', 'long-term', 'monthly',
                                'months', 'seasons', 'years')),
  start_date      date        NOT NULL,
  description     text        NOT NULL DEFAULT '',
  status          text        NOT NULL DEFAULT 'draft'
                              CHECK (status IN ('draft', 'available', 'rented')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- Browsing available listings, newest first (GET /api/rentals/available pages this).
CREATE INDEX rentals_status_created_idx ON rentals (status, created_at DESC, id);
CREATE INDEX rentals_owner_idx ON rentals (owner_id, created_at DESC);
CREATE INDEX rentals_estate_idx ON rentals (estate_id);

CREATE TABLE rental_applications (
  id           char(24)    PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  rental_id    char(24)    NOT NULL REFERENCES rentals (id) ON DELETE CASCADE,
  applicant_id char(24)    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status       text        NOT NULL DEFAULT 'pending'
                           CHECK (status IN ('pending', 'approved', 'rejected')),
  start_date   date        NOT NULL,
  message      text        NOT NULL DEFAULT '',
  applied_at   timestamptz NOT NULL DEFAULT now(),
  decided_at   timestamptz,
  decided_by   char(24)    REFERENCES users (id) ON DELETE SET NULL
);

-- One pending application per applicant and listing: a second one is a 409.
CREATE UNIQUE INDEX rental_applications_one_pending
  ON rental_applications (rental_id, applicant_id) WHERE status = 'pending';
CREATE INDEX rental_applications_rental_idx ON rental_applications (rental_id, applied_at DESC);
CREATE INDEX rental_applications_applicant_idx
  ON rental_applications (applicant_id, applied_at DESC);

CREATE SEQUENCE contract_number_seq;

CREATE TABLE contracts (
  id                char(24)    PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  -- RC-<year>-<6 digits>, from contract_number_seq.
  contract_number   text        NOT NULL UNIQUE,
  -- A contract is drawn up once per approved application (kept if the listing goes).
  application_id    char(24)    UNIQUE
                                REFERENCES rental_applications (id) ON DELETE SET NULL,
  rental_id         char(24)    REFERENCES rentals (id) ON DELETE SET NULL,
  estate_id         char(24)    REFERENCES estates (id) ON DELETE SET NULL,
  -- What the parties agreed about, kept even if the estate is later removed.
  estate_name       text        NOT NULL,
  estate_address    text        NOT NULL,
  owner_id          char(24)    NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  tenant_id         char(24)    NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  status            text        NOT NULL DEFAULT 'draft' CHECK (status IN (
                                  'draft', 'pending_signature', 'signed', 'active',
                                  'completed', 'terminated')),
  -- The terms.
  start_date        date        NOT NULL,
  end_date          date        NOT NULL CHECK (end_date >= start_date),
  duration_months   integer     NOT NULL CHECK (duration_months >= 1),
  price_cents       bigint      NOT NULL CHECK (price_cents > 0),
  payment_frequency text        NOT NULL DEFAULT 'monthly'
                                CHECK (payment_frequency IN ('monthly', 'seasonal', 'yearly')),
  special_terms     text        NOT NULL DEFAULT '',
  -- { "owner": [..], "tenant": [..] }
  responsibilities  jsonb       NOT NULL DEFAULT '{"owner": [], "tenant": []}',
  allowed_crops     text[]      NOT NULL DEFAULT '{}',
  land_area         double precision NOT NULL CHECK (land_area > 0),
  -- SHA-256 (hex) of the canonical terms, recomputed on every terms change; signatures
  -- record the hash they agreed to, and terms cannot change once anyone has signed.
  terms_hash        char(64)    NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  submitted_at      timestamptz,
  signed_at         timestamptz,
  activated_at      timestamptz
);

CREATE INDEX contracts_owner_idx ON contracts (owner_id, created_at DESC);
CREATE INDEX contracts_tenant_idx ON contracts (tenant_id, created_at DESC);
CREATE INDEX contracts_estate_idx ON contracts (estate_id);

-- Signing is evidence: who, when, from which address and browser, and what they agreed to.
CREATE TABLE contract_signatures (
  id             char(24)    PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  contract_id    char(24)    NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  party          text        NOT NULL CHECK (party IN ('owner', 'tenant')),
  user_id        char(24)    NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  signed_at      timestamptz NOT NULL DEFAULT now(),
  ip_address     text        NOT NULL DEFAULT '',
  user_agent     text        NOT NULL DEFAULT '',
  terms_hash     char(64)    NOT NULL,
  signature_data text        NOT NULL DEFAULT '',
  -- Each side signs once.
  UNIQUE (contract_id, party)
);

-- Everything that matters to a person, for timelines and audit: one row per change.
-- subject_type: 'rental', 'rental_application', 'contract' (workforce adds its own).
CREATE TABLE domain_events (
  id           char(24)    PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  subject_type text        NOT NULL,
  subject_id   char(24)    NOT NULL,
  -- created, terms_changed, submitted, signed, approved, rejected, published, ...
  action       text        NOT NULL,
  actor_id     char(24)    REFERENCES users (id) ON DELETE SET NULL,
  at           timestamptz NOT NULL DEFAULT clock_timestamp(),
  ip_address   text        NOT NULL DEFAULT '',
  user_agent   text        NOT NULL DEFAULT '',
  details      jsonb       NOT NULL DEFAULT '{}'
);

CREATE INDEX domain_events_subject_idx ON domain_events (subject_type, subject_id, at);
