-- Every change to a tree (and to an estate's own fields) leaves one history row, written
-- in the transaction of the change: who made it, when it was made on the device (`at`,
-- the server's time unless the client sent one) and when the server recorded it, the
-- action and the fields changed as [{ "field": .., "from": .., "to": .. }]. Rows stay
-- while their tree or estate exists; an actor who deletes their account leaves the rows
-- with no actor.

CREATE TABLE tree_history (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- No foreign key: a deleted tree keeps its history (the estate's history lists it).
  tree_id     char(24)    NOT NULL,
  estate_id   char(24)    NOT NULL REFERENCES estates (id) ON DELETE CASCADE,
  actor_id    char(24)    REFERENCES users (id) ON DELETE SET NULL,
  action      text        NOT NULL,
  changes     jsonb       NOT NULL DEFAULT '[]',
  at          timestamptz NOT NULL DEFAULT now(),
  recorded_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX tree_history_tree_idx ON tree_history (tree_id, recorded_at DESC, id DESC);
CREATE INDEX tree_history_estate_idx ON tree_history (estate_id, recorded_at DESC, id DESC);

CREATE TABLE estate_history (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  estate_id   char(24)    NOT NULL REFERENCES estates (id) ON DELETE CASCADE,
  actor_id    char(24)    REFERENCES users (id) ON DELETE SET NULL,
  action      text        NOT NULL,
  changes     jsonb       NOT NULL DEFAULT '[]',
  at          timestamptz NOT NULL DEFAULT now(),
  recorded_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX estate_history_estate_idx ON estate_history (estate_id, recorded_at DESC, id DESC);
