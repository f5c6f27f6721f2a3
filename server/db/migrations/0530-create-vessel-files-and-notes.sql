-- Vessel documents, the files of the emissions compliance page, and the shared vessel notes
-- (002 §2, §3, §5; issue 12 §3; ADR 0073). Files are kept in the database: the bytes in their own
-- table, so listing never reads them; a name carries its folder path and is unique per vessel and
-- area, ignoring case.
CREATE TABLE vessel_files (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL REFERENCES vessels (id) ON DELETE CASCADE,
  area text NOT NULL CHECK (area IN ('documents', 'compliance')),
  file_name text NOT NULL,
  extension text NOT NULL,
  content_type text NOT NULL,
  file_size bigint NOT NULL CHECK (file_size >= 0),
  content_id uuid NOT NULL,
  uploaded_at timestamptz NOT NULL,
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  uploaded_by_name text NOT NULL
);
CREATE UNIQUE INDEX vessel_files_name ON vessel_files (vessel_id, area, lower(file_name));

CREATE TABLE vessel_file_contents (
  file_id uuid PRIMARY KEY REFERENCES vessel_files (id) ON DELETE CASCADE,
  bytes bytea NOT NULL
);

-- One text per vessel (EMIS-115), versioned: a save names the version it was based on (If-Match).
CREATE TABLE vessel_notes (
  vessel_id uuid PRIMARY KEY REFERENCES vessels (id) ON DELETE CASCADE,
  notes text NOT NULL,
  version integer NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_by_name text NOT NULL
);
