-- The vessel data pipeline (issue 4): log variables, samples partitioned by month, rollups,
-- imports, package events, taxonomy and the log-data configuration. PostgreSQL 15 dialect; PGlite
-- runs the same file. Vessels are referenced by id without a foreign key so this file does not
-- depend on the platform's table names; services check vessel existence through the vessel lookup.

CREATE TABLE log_variables (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL,
  source_id text NOT NULL,
  name text NOT NULL,
  unit text NOT NULL DEFAULT '',
  onboard_system text NOT NULL DEFAULT '',
  sample_window_ms integer NOT NULL DEFAULT 0,
  display_precision integer NOT NULL DEFAULT 5,
  description text NOT NULL DEFAULT '',
  valid_min double precision,
  valid_max double precision,
  first_ts timestamptz,
  last_ts timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (vessel_id, source_id)
);

-- Every sample once: (vessel, variable, time) is the key; range partitions by month are created
-- on demand by the import (server/log-data/partitions.ts).
CREATE TABLE samples (
  vessel_id uuid NOT NULL,
  log_variable_id uuid NOT NULL,
  ts timestamptz NOT NULL,
  value double precision NOT NULL,
  PRIMARY KEY (vessel_id, log_variable_id, ts)
) PARTITION BY RANGE (ts);

-- Rollups of the stored samples per bucket, maintained by the import for the buckets it touches.
CREATE TABLE sample_rollups_15m (
  vessel_id uuid NOT NULL,
  log_variable_id uuid NOT NULL,
  bucket timestamptz NOT NULL,
  sample_count integer NOT NULL,
  value_sum double precision NOT NULL,
  value_min double precision NOT NULL,
  value_max double precision NOT NULL,
  PRIMARY KEY (vessel_id, log_variable_id, bucket)
);
CREATE TABLE sample_rollups_1h (LIKE sample_rollups_15m INCLUDING ALL);
CREATE TABLE sample_rollups_1d (LIKE sample_rollups_15m INCLUDING ALL);

CREATE TABLE imports (
  import_path text PRIMARY KEY,
  sha256 text NOT NULL,
  file_name text NOT NULL DEFAULT '',
  imo_number text,
  vessel_id uuid,
  status smallint NOT NULL,
  web_job text NOT NULL,
  progress real NOT NULL DEFAULT 0,
  received_at timestamptz NOT NULL DEFAULT now(),
  start_time timestamptz,
  -- When a worker took up the current stage (Prepare or Import); null while it waits in its queue.
  stage_started_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  duration_ticks bigint NOT NULL DEFAULT 0,
  error_message text,
  stack_trace text,
  statistics jsonb NOT NULL DEFAULT '[]'::jsonb,
  job_id text,
  uploaded_by uuid,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX imports_sha256 ON imports (sha256);
CREATE INDEX imports_status_received ON imports (status, received_at);

-- Operational events carried by packages (departures, arrivals, cleanings), for the last voyage.
CREATE TABLE vessel_log_events (
  vessel_id uuid NOT NULL,
  ts timestamptz NOT NULL,
  type text NOT NULL,
  port text NOT NULL DEFAULT '',
  PRIMARY KEY (vessel_id, ts, type)
);

CREATE TABLE taxa (
  name text PRIMARY KEY,
  category text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

-- The taxonomy log variables of 003 §3: a variable name as vessels send it and its taxa.
CREATE TABLE taxonomy_log_variables (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  taxa text[] NOT NULL DEFAULT '{}'
);
CREATE UNIQUE INDEX taxonomy_log_variables_name ON taxonomy_log_variables (lower(name));

CREATE TABLE log_data_configs (
  vessel_id uuid PRIMARY KEY,
  log_variable_ids text NOT NULL DEFAULT '',
  from_date_time timestamptz,
  to_date_time timestamptz,
  last_number_days integer,
  last_number_hours integer,
  last_number_minutes integer,
  time_configuration_type text NOT NULL,
  data_interval text NOT NULL,
  filter_min_max boolean NOT NULL DEFAULT false,
  filter_outliers boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
