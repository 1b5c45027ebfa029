-- Estate teams (issue 25). The owner stays estates.owner_id (no member row); everyone
-- else on an estate holds one row here. Every request re-reads it (a removed member loses
-- access at their next request): the unique (estate_id, user_id) index answers the check.

CREATE TABLE estate_members (
  estate_id char(24)    NOT NULL REFERENCES estates (id) ON DELETE CASCADE,
  user_id   char(24)    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role      text        NOT NULL CHECK (role IN ('manager', 'field_staff', 'viewer')),
  added_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (estate_id, user_id)
);

-- The estates a user is a member of (GET /api/estates, reports).
CREATE INDEX estate_members_user ON estate_members (user_id);

-- An invitation is a single-use link: the random token is only in the URL, its SHA-256
-- (hex) here. It is pending while not accepted, not revoked and not expired.
CREATE TABLE estate_invitations (
  id          uuid        PRIMARY KEY,
  estate_id   char(24)    NOT NULL REFERENCES estates (id) ON DELETE CASCADE,
  email       text        NOT NULL CHECK (email = lower(email)),
  role        text        NOT NULL CHECK (role IN ('manager', 'field_staff', 'viewer')),
  token_hash  text        NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by  char(24)    REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL DEFAULT now() + interval '7 days',
  accepted_at timestamptz,
  accepted_by char(24)    REFERENCES users (id) ON DELETE SET NULL,
  revoked_at  timestamptz,
  CHECK (accepted_by IS NULL OR accepted_at IS NOT NULL)
);

CREATE INDEX estate_invitations_estate ON estate_invitations (estate_id, created_at DESC);
