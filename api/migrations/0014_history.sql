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

-- Who added a photo or recorded a harvest: field staff may remove their own photos (and
-- their own pending harvests) for 24 hours, nothing of others'. Older rows have no one.
ALTER TABLE tree_photos ADD COLUMN uploaded_by char(24) REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE harvests ADD COLUMN recorded_by char(24) REFERENCES users (id) ON DELETE SET NULL;

-- Announces membership changes with the estate's id, the way 0003 and 0004 announce tree
-- and estate changes: where notifications reach the API in-process (PGlite) it keeps the
-- members' roles in memory and drops an estate's on this, so a removed member is refused
-- at their next request.
CREATE FUNCTION estate_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed char(24);
BEGIN
  FOR changed IN SELECT DISTINCT estate_id FROM changed_rows LOOP
    PERFORM pg_notify('estate_members_changed', changed);
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER estate_members_changed_on_insert AFTER INSERT ON estate_members
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION estate_members_changed();

CREATE TRIGGER estate_members_changed_on_update AFTER UPDATE ON estate_members
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION estate_members_changed();

CREATE TRIGGER estate_members_changed_on_delete AFTER DELETE ON estate_members
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION estate_members_changed();
