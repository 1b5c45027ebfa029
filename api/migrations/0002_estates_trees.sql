-- Estates, their trees, and the tree children issue 4 fills (photos, harvests), created
-- now so that deleting an estate is complete from the start. Runs on PGlite (PostgreSQL 18)
-- and PostgreSQL 15+.

CREATE TABLE estates (
  id                   char(24)         PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  owner_id             char(24)         NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name                 text             NOT NULL,
  address              text             NOT NULL,
  -- The owner's declared number of trees; the trees table holds the real ones.
  tree_count           integer          NOT NULL CHECK (tree_count >= 1),
  -- Hectares.
  land_area            double precision NOT NULL CHECK (land_area > 0),
  tree_types           text[]           NOT NULL DEFAULT '{}',
  -- Centroid (average of the boundary points unless the owner gave one).
  lat                  double precision NOT NULL,
  lng                  double precision NOT NULL,
  -- [{ "lat": .., "lng": .. }, ...], not closed (the first point is not repeated).
  boundaries           jsonb            NOT NULL DEFAULT '[]',
  auto_generate_trees  boolean          NOT NULL DEFAULT false,
  ai_detection_enabled boolean          NOT NULL DEFAULT false,
  created_at           timestamptz      NOT NULL DEFAULT now(),
  updated_at           timestamptz      NOT NULL DEFAULT now()
);

CREATE INDEX estates_owner_id_idx ON estates (owner_id, created_at DESC);

CREATE TABLE trees (
  id                   char(24)         PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  estate_id            char(24)         NOT NULL REFERENCES estates (id) ON DELETE CASCADE,
  text_code            text             NOT NULL,
  qr_code              text             NOT NULL CHECK (qr_code ~ '^[A-Za-z0-9_-]{2,64}$'),
  title                text             NOT NULL,
  category             text             NOT NULL,
  state                text             NOT NULL DEFAULT 'healthy' CHECK (state IN (
                         'healthy', 'pruned', 'watered', 'sick', 'burned', 'destroyed',
                         'ready_to_harvest')),
  lat                  double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng                  double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  notes                text             NOT NULL DEFAULT '',
  photo                text             NOT NULL DEFAULT '',
  is_auto_generated    boolean          NOT NULL DEFAULT false,
  detection_confidence numeric(5, 4)    CHECK (detection_confidence BETWEEN 0 AND 1),
  created_at           timestamptz      NOT NULL DEFAULT now(),
  updated_at           timestamptz      NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX trees_text_code_key ON trees (text_code);
CREATE UNIQUE INDEX trees_qr_code_key ON trees (qr_code);
-- An estate's trees in list order (GET /api/estates/:id/trees pages through this).
CREATE INDEX trees_estate_id_idx ON trees (estate_id, title, text_code);
-- Bounding-box queries within one estate.
CREATE INDEX trees_estate_lat_lng_idx ON trees (estate_id, lat, lng);

CREATE TABLE tree_photos (
  id            char(24)    PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  tree_id       char(24)    NOT NULL REFERENCES trees (id) ON DELETE CASCADE,
  -- Keys in the photo storage (local folder or S3-compatible); URLs are derived from them.
  storage_key   text        NOT NULL,
  thumbnail_key text        NOT NULL DEFAULT '',
  caption       text        NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX tree_photos_tree_id_idx ON tree_photos (tree_id, created_at);

CREATE TABLE harvests (
  id                char(24)      PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  tree_id           char(24)      NOT NULL REFERENCES trees (id) ON DELETE CASCADE,
  date              date          NOT NULL,
  weight_kg         numeric(12, 2) NOT NULL CHECK (weight_kg >= 0),
  notes             text          NOT NULL DEFAULT '',
  status            text          NOT NULL DEFAULT 'Pending'
                                  CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  status_changed_by char(24)      REFERENCES users (id) ON DELETE SET NULL,
  status_changed_at timestamptz,
  created_at        timestamptz   NOT NULL DEFAULT now()
);

CREATE INDEX harvests_tree_id_idx ON harvests (tree_id, date DESC);
