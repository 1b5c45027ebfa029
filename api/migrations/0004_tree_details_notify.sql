-- Announces the changes that alter a tree's answer (GET /api/trees/:id) without touching
-- the trees table, the way 0003 announces tree writes: an estate's name, boundary or owner
-- (part of every tree answer) and a tree's photos (the newest one is its `photo`). The API
-- keeps single trees in memory only where notifications reach it before the writing
-- statement returns (the embedded PGlite), and drops them on these notifications.

CREATE FUNCTION estate_details_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('estate_details_changed', NEW.id);
  RETURN NULL;
END $$;

-- Column-specific, so the trees_version bumps of 0003 do not fire it.
CREATE TRIGGER estate_details_changed AFTER UPDATE OF name, boundaries, owner_id ON estates
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name
        OR OLD.boundaries IS DISTINCT FROM NEW.boundaries
        OR OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION estate_details_changed();

CREATE FUNCTION tree_photos_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed char(24);
BEGIN
  FOR changed IN SELECT DISTINCT tree_id FROM changed_rows LOOP
    PERFORM pg_notify('tree_photos_changed', changed);
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER tree_photos_changed_on_insert AFTER INSERT ON tree_photos
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tree_photos_changed();

CREATE TRIGGER tree_photos_changed_on_update AFTER UPDATE ON tree_photos
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tree_photos_changed();

CREATE TRIGGER tree_photos_changed_on_delete AFTER DELETE ON tree_photos
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tree_photos_changed();
