-- Every change that alters what GET /api/rentals/available answers bumps rentals_version
-- (one row; the value comes from a sequence, so a number is never reused) and sends
-- NOTIFY rentals_changed. The API keeps every browsable listing in memory: on PostgreSQL
-- it reads rentals_version (one primary-key read) before each browse and reloads when it
-- changed, so every replica sees every committed write (the row is updated in the writing
-- transaction, so a new version is never visible before the data it stands for); on the
-- embedded PGlite, whose notifications reach the process before the writing statement
-- returns, it drops its copy on the notification.
--
-- What a browse shows: every column of rentals; the estate's name, address, land area and
-- tree count; the owner's name. Rentals triggers are per statement (with transition
-- tables, so statements that changed no row bump nothing). Estates and users triggers are
-- per row with a WHEN on the shown columns: the trees_version bump of 0003 updates an
-- estate on every tree write, and PostgreSQL allows no column list with transition tables.

CREATE SEQUENCE rentals_version_seq;

CREATE TABLE rentals_version (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint  NOT NULL
);

INSERT INTO rentals_version (id, version) VALUES (true, nextval('rentals_version_seq'));

CREATE FUNCTION rentals_browse_bump() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE rentals_version SET version = nextval('rentals_version_seq') WHERE id;
  PERFORM pg_notify('rentals_changed', '');
END $$;

-- Statement-level, with a transition table named changed_rows.
CREATE FUNCTION rentals_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM rentals_browse_bump();
  END IF;
  RETURN NULL;
END $$;

-- Row-level (after a WHEN) or statement-level without a transition table.
CREATE FUNCTION rentals_browse_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rentals_browse_bump();
  RETURN NULL;
END $$;

CREATE TRIGGER rentals_browse_on_insert AFTER INSERT ON rentals
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rentals_rows_changed();

CREATE TRIGGER rentals_browse_on_update AFTER UPDATE ON rentals
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rentals_rows_changed();

-- Also fires for listings deleted by cascade (their estate or owner deleted).
CREATE TRIGGER rentals_browse_on_delete AFTER DELETE ON rentals
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rentals_rows_changed();

CREATE TRIGGER rentals_browse_on_truncate AFTER TRUNCATE ON rentals
  FOR EACH STATEMENT EXECUTE FUNCTION rentals_browse_changed();

CREATE TRIGGER rentals_browse_on_estate_update AFTER UPDATE OF name, address, land_area, tree_count
  ON estates FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name
        OR OLD.address IS DISTINCT FROM NEW.address
        OR OLD.land_area IS DISTINCT FROM NEW.land_area
        OR OLD.tree_count IS DISTINCT FROM NEW.tree_count)
  EXECUTE FUNCTION rentals_browse_changed();

CREATE TRIGGER rentals_browse_on_estate_delete AFTER DELETE ON estates
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rentals_rows_changed();

CREATE TRIGGER rentals_browse_on_user_update AFTER UPDATE OF name ON users
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION rentals_browse_changed();
