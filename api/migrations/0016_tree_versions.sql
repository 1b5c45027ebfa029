-- Field work without signal (issue 26), the API side.
--
-- Every tree carries a version: 1 when created, one more with every change to it (its
-- fields, a photo added or removed, a harvest recorded or decided), written in the
-- transaction of the change together with the change's history row, which keeps the
-- version it produced. A phone sends the version a change started from (If-Match); the
-- history rows since that version say which fields someone else changed meanwhile.
-- Trees and rows from before this migration start at version 1 / no version: no client
-- can hold an older version than the one it reads from now on.

ALTER TABLE trees ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE tree_history ADD COLUMN version integer;

CREATE INDEX tree_history_version_idx ON tree_history (tree_id, version)
  WHERE version IS NOT NULL;

-- One row per Idempotency-Key a user sent with a write to a tree, its photos or its
-- harvests: claimed first in the write's own transaction (the primary key makes a
-- concurrent duplicate wait, then find the row), completed with the answer before the
-- commit. A row without an answer is never visible outside its transaction. Rows older
-- than 30 days are purged (a phone may stay offline for a week or more).
CREATE TABLE idempotency_keys (
  user_id    char(24)    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key        text        NOT NULL,
  method     text        NOT NULL,
  route      text        NOT NULL,
  -- No foreign key: the answer of a change to a tree deleted since is still replayed.
  tree_id    char(24)    NOT NULL,
  status     smallint,
  body       jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- Trees deleted (with their estate, or alone): a change queued on a phone for one of them
-- is refused with that reason rather than "Tree not found". Tree ids are random and the
-- public tag page shows any tree by its id, so saying one existed tells nobody anything
-- new. Purged after 30 days like the keys.
CREATE TABLE deleted_trees (
  tree_id    char(24)    PRIMARY KEY,
  estate_id  char(24)    NOT NULL,
  deleted_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX deleted_trees_deleted_idx ON deleted_trees (deleted_at);

CREATE FUNCTION trees_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deleted_trees (tree_id, estate_id)
  SELECT id, estate_id FROM deleted_rows
  ON CONFLICT (tree_id) DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER trees_deleted AFTER DELETE ON trees
  REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trees_deleted();
