-- Issue 27: an IMO number names one live vessel in the whole installation, and a package whose IMO
-- number no vessel has waits as unassigned data until an Administrator decides (ADR 0087).
--
-- An installation that already holds two live vessels with one IMO number is not changed behind the
-- operator's back: the migration stops (nothing applied, nothing lost) with a message naming every
-- such vessel; the operator decides which one keeps the number (docs/deployment.md).
DO $$
DECLARE
  clash text;
BEGIN
  SELECT string_agg(
           'IMO ' || d.imo_number || ': ' || d.names, '; ' ORDER BY d.imo_number)
    INTO clash
    FROM (
      SELECT v.imo_number,
             string_agg(
               '"' || v.name || '" (' || COALESCE(c.name, 'no company') || ', id ' || v.id || ')',
               ', ' ORDER BY v.created_at) AS names
        FROM vessels v LEFT JOIN companies c ON c.id = v.company_id
       WHERE v.deleted_at IS NULL
       GROUP BY v.imo_number
      HAVING count(*) > 1
    ) d;
  IF clash IS NOT NULL THEN
    RAISE EXCEPTION 'Several live vessels share an IMO number, which must name one vessel: %. Give all but one of them another IMO number or delete them (docs/deployment.md, "IMO numbers"), then start again.', clash;
  END IF;
END $$;

CREATE UNIQUE INDEX vessels_live_imo_key ON vessels (imo_number) WHERE deleted_at IS NULL;

-- What an import stored compared with what it read (issue 27 §4), and who routed it by hand.
ALTER TABLE imports
  ADD COLUMN samples_read bigint,
  ADD COLUMN samples_stored bigint,
  ADD COLUMN samples_duplicate bigint,
  ADD COLUMN samples_replaced bigint,
  ADD COLUMN correction boolean NOT NULL DEFAULT false,
  ADD COLUMN assigned_by uuid;

-- One row per package whose IMO number no live vessel had when it was checked.
CREATE TABLE unassigned_data (
  import_path text PRIMARY KEY,
  sha256 text NOT NULL,
  file_name text NOT NULL DEFAULT '',
  imo_number text NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  sample_count bigint NOT NULL,
  variable_count integer NOT NULL,
  received_at timestamptz NOT NULL,
  uploaded_by uuid
);
CREATE INDEX unassigned_data_sha256 ON unassigned_data (sha256);
