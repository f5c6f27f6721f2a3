-- Data quality (issue 13 §2, 001 §2 'Data quality', PERF-047..050, ADR 0074): the DataQuality feature,
-- the outage threshold per company, the outlier configuration per vessel and feature (log variable),
-- and the outliers found with what was done about them. Vessels and companies are referenced by id
-- without a foreign key, as in 0200.

INSERT INTO features (name, display_name, sort_order) VALUES ('DataQuality', 'Data quality', 60)
ON CONFLICT (name) DO NOTHING;

-- A gap between two stored samples of a variable longer than this is an outage.
CREATE TABLE data_outage_configs (
  company_id uuid PRIMARY KEY,
  minimum_gap_minutes integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

-- Chauvenet's criterion per feature, applied once per block of `block_hours`.
CREATE TABLE outlier_feature_configs (
  vessel_id uuid NOT NULL,
  log_variable_id uuid NOT NULL,
  enabled boolean NOT NULL,
  block_hours integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vessel_id, log_variable_id)
);

-- The outliers found. Open: found, not looked at. Acknowledged: a real value, kept in the data and
-- not reported again. Deleted: the sample was removed from `samples` and the rollups (the value is
-- kept here).
CREATE TABLE data_outliers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  vessel_id uuid NOT NULL,
  log_variable_id uuid NOT NULL,
  ts timestamptz NOT NULL,
  value double precision NOT NULL,
  block_mean double precision NOT NULL,
  block_standard_deviation double precision NOT NULL,
  block_count integer NOT NULL,
  status text NOT NULL DEFAULT 'Open',
  detected_at timestamptz NOT NULL DEFAULT now(),
  acted_at timestamptz,
  acted_by uuid,
  UNIQUE (vessel_id, log_variable_id, ts)
);
CREATE INDEX data_outliers_vessel_status ON data_outliers (vessel_id, status);

-- When a vessel's outliers were last searched, and up to which sample time.
CREATE TABLE outlier_scans (
  vessel_id uuid PRIMARY KEY,
  scanned_at timestamptz NOT NULL,
  data_to timestamptz
);
