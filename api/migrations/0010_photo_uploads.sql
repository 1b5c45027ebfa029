-- Tree photo files being written. An upload records its two storage keys here before the
-- first byte is written, and removes them in the transaction that records the photo. A
-- process killed in between (after its files landed, before the photo row) leaves its keys
-- behind: the sweep deletes their files once the upload is older than any upload takes.
CREATE TABLE photo_uploads (
  storage_key text        PRIMARY KEY,
  started_at  timestamptz NOT NULL DEFAULT now()
);
