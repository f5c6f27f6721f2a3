-- Noon report import mappings (issue 24 §2, ADR 0106): how a fleet's noon report export (CSV, XLSX)
-- of one source becomes a vessel's noon reports; saved per vessel and source name, so the next file
-- imports with the mapping's id (also from scripts). The mapping is the JSON of
-- domain/contracts/noon-report-imports.ts NoonImportMapping.
CREATE TABLE noon_report_mappings (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL REFERENCES vessels (id) ON DELETE CASCADE,
  source_name text NOT NULL,
  mapping jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE UNIQUE INDEX noon_report_mappings_vessel_source ON noon_report_mappings (vessel_id, lower(source_name));
