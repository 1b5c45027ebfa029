-- Rental contracts after the signature (issue 28): the scheduled job makes a signed
-- contract active on its start date and completed after its end date; either party may
-- ask to end it early (the latest request is kept); each party rates the other once
-- after it ended. Listings' ratings are the ratings tenants gave on their contracts.

ALTER TABLE contracts
  ADD COLUMN completed_at            timestamptz,
  ADD COLUMN terminated_at           timestamptz,
  -- The owner's choice: the listing becomes available again when the contract completes.
  ADD COLUMN relist_on_completion    boolean     NOT NULL DEFAULT false,
  -- The "ends in 30 days" notice went out (once).
  ADD COLUMN ending_soon_notified_at timestamptz;

CREATE INDEX contracts_schedule_idx ON contracts (status) WHERE status IN ('signed', 'active');

-- The latest termination request of a contract (a new request replaces a declined or
-- withdrawn one).
CREATE TABLE contract_terminations (
  contract_id   char(24)    PRIMARY KEY REFERENCES contracts (id) ON DELETE CASCADE,
  requested_by  text        NOT NULL CHECK (requested_by IN ('owner', 'tenant')),
  requester_id  char(24)    NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  requested_at  timestamptz NOT NULL DEFAULT now(),
  -- The proposed last day of the contract.
  end_date      date        NOT NULL,
  reason        text        NOT NULL DEFAULT '',
  status        text        NOT NULL DEFAULT 'pending'
                            CHECK (status IN ('pending', 'accepted', 'declined', 'withdrawn')),
  decided_at    timestamptz
);

CREATE INDEX contract_terminations_accepted_idx ON contract_terminations (end_date)
  WHERE status = 'accepted';

-- What one party said of the other after the contract ended: once per party.
CREATE TABLE contract_ratings (
  id           char(24)    PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  contract_id  char(24)    NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  -- Who gave it.
  party        text        NOT NULL CHECK (party IN ('owner', 'tenant')),
  rater_id     char(24)    NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  ratee_id     char(24)    NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  score        smallint    NOT NULL CHECK (score BETWEEN 1 AND 5),
  comment      text        NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_id, party)
);

CREATE INDEX contract_ratings_ratee_idx ON contract_ratings (ratee_id, party);

-- A listing's ratings are shown by GET /api/rentals/available: a new rating changes them.
CREATE TRIGGER rentals_browse_on_rating AFTER INSERT OR UPDATE OR DELETE ON contract_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION rentals_browse_changed();
