-- Logger import mappings (issue 24 §1, ADR 0097): how a fleet's own logger export (CSV, XLSX) of one
-- source becomes a vessel's samples; saved per vessel and source name, so the next file of the same
-- shape imports without a click (also by id from onboard scripts). The mapping itself is the JSON of
-- domain/contracts/logger-imports.ts LoggerMapping.
CREATE TABLE logger_mappings (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL REFERENCES vessels (id) ON DELETE CASCADE,
  source_name text NOT NULL,
  mapping jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE UNIQUE INDEX logger_mappings_vessel_source ON logger_mappings (vessel_id, lower(source_name));
