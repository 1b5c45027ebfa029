-- One orthophoto per estate, uploaded by its owner (PUT /api/estates/:id/orthophoto) for
-- the tree detector: the file as uploaded (GeoTIFF, PNG or JPEG) in the orthophoto
-- storage, and where its pixels stand on the ground.

CREATE TABLE estate_orthophotos (
  estate_id   char(24)         PRIMARY KEY REFERENCES estates (id) ON DELETE CASCADE,
  -- Key in the orthophoto storage (ORTHOPHOTOS_DIR or an S3-compatible bucket).
  storage_key text             NOT NULL UNIQUE,
  format      text             NOT NULL CHECK (format IN ('tiff', 'png', 'jpeg')),
  size_bytes  bigint           NOT NULL CHECK (size_bytes > 0),
  -- Pixels, upright (JPEG and PNG turned by their EXIF orientation).
  width       integer          NOT NULL CHECK (width > 0),
  height      integer          NOT NULL CHECK (height > 0),
  -- The georeference: pixel (col, row), corner-based ((0, 0) is the top-left corner of the
  -- image), to x (easting or longitude) and y (northing or latitude) in crs_epsg:
  --   x = t[1]·col + t[2]·row + t[3],  y = t[4]·col + t[5]·row + t[6]
  -- An invertible affine map, so WGS84 points map back to pixels through the CRS.
  crs_epsg    integer          NOT NULL CHECK (crs_epsg IN (4326, 3857, 2100)),
  transform   double precision[] NOT NULL
                               CHECK (array_length(transform, 1) = 6
                                      AND transform[1] * transform[5] - transform[2] * transform[4] <> 0),
  created_at  timestamptz      NOT NULL DEFAULT now()
);

-- Files whose orthophoto row is gone (deleted, replaced, or removed with its estate or
-- owner by cascade), queued in the same transaction; the API deletes the files after
-- the commit and then the queue rows, so no file still referenced is ever removed.
CREATE TABLE orthophoto_file_deletions (
  storage_key text        PRIMARY KEY,
  queued_at   timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION orthophoto_file_orphaned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orthophoto_file_deletions (storage_key) VALUES (OLD.storage_key)
    ON CONFLICT (storage_key) DO NOTHING;
  PERFORM pg_notify('orthophoto_files_orphaned', OLD.estate_id);
  RETURN NULL;
END $$;

CREATE TRIGGER orthophoto_file_orphaned_on_delete AFTER DELETE ON estate_orthophotos
  FOR EACH ROW EXECUTE FUNCTION orthophoto_file_orphaned();

CREATE TRIGGER orthophoto_file_orphaned_on_update AFTER UPDATE OF storage_key ON estate_orthophotos
  FOR EACH ROW WHEN (OLD.storage_key IS DISTINCT FROM NEW.storage_key)
  EXECUTE FUNCTION orthophoto_file_orphaned();
