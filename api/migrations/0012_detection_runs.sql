-- Every AI tree detection (the location picker's, or on an estate's orthophoto or the
-- aerial imagery) is kept as a detection run: what was detected, and, once the owner has
-- reviewed it and created the trees, how many detections were kept, removed and added.
-- The Reports page's 'AI Detection Accuracy' is the share of detections owners kept.

CREATE TABLE detection_runs (
  id           uuid        PRIMARY KEY,
  owner_id     char(24)    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Null for the picker's runs (no estate yet) until an estate is created from them.
  estate_id    char(24)    REFERENCES estates (id) ON DELETE SET NULL,
  source       text        NOT NULL CHECK (source IN ('imagery', 'orthophoto')),
  -- SHA-256 (hex) of the boundary's points, as detection/service.ts boundaryKey makes it.
  boundary_key text        NOT NULL CHECK (boundary_key ~ '^[0-9a-f]{64}$'),
  -- The detections as answered, in order: [{ "lat": .., "lng": .., "confidence": .. }, ...].
  trees        jsonb       NOT NULL,
  detected     integer     NOT NULL CHECK (detected >= 0),
  kept         integer     CHECK (kept >= 0 AND kept <= detected),
  removed      integer     CHECK (removed >= 0),
  added        integer     CHECK (added >= 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  applied_at   timestamptz,
  CHECK ((applied_at IS NULL) = (kept IS NULL)
         AND (kept IS NULL) = (removed IS NULL)
         AND (removed IS NULL) = (added IS NULL))
);

CREATE INDEX detection_runs_owner ON detection_runs (owner_id, applied_at);
CREATE INDEX detection_runs_estate ON detection_runs (estate_id) WHERE estate_id IS NOT NULL;
