-- ADR 0092 (issue 27): a document's rename, move and delete name the version of the file they were
-- based on (If-Match). Every write of the row moves it: rename, move, a folder renamed around it,
-- an upload that replaces its content.
ALTER TABLE vessel_files ADD COLUMN version integer NOT NULL DEFAULT 1;
