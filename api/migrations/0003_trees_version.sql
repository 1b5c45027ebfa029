-- Every change to an estate's trees bumps the estate's trees_version (a global sequence,
-- so a number is never reused) and sends NOTIFY trees_changed with the estate's id. The
-- API keeps an estate's compact trees in memory: on PostgreSQL it checks trees_version
-- (one primary-key read) before using its copy, so every replica sees every write; on
-- the embedded PGlite, whose notifications reach the process before the writing
-- statement returns, it drops its copy on the notification. Statement-level triggers
-- with transition tables act once per statement, not once per row (10,000-tree inserts).

CREATE SEQUENCE trees_version_seq;

ALTER TABLE estates ADD COLUMN trees_version bigint NOT NULL DEFAULT nextval('trees_version_seq');

CREATE FUNCTION trees_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed char(24);
BEGIN
  FOR changed IN SELECT DISTINCT estate_id FROM changed_rows LOOP
    UPDATE estates SET trees_version = nextval('trees_version_seq') WHERE id = changed;
    PERFORM pg_notify('trees_changed', changed);
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER trees_changed_on_insert AFTER INSERT ON trees
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trees_changed();

CREATE TRIGGER trees_changed_on_update AFTER UPDATE ON trees
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trees_changed();

CREATE TRIGGER trees_changed_on_delete AFTER DELETE ON trees
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trees_changed();

-- A deleted estate (with or without trees) is gone from every cache too.
CREATE FUNCTION estate_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('trees_changed', OLD.id);
  RETURN NULL;
END $$;

CREATE TRIGGER estate_deleted AFTER DELETE ON estates
  FOR EACH ROW EXECUTE FUNCTION estate_deleted();
