-- Performance analysis (issue 11): reference curves, long trends and their daily values.
-- Vessels are referenced by id without a foreign key, as in 0200.

-- Reference curves (001 §3): PowerSpeed and SFOC from trials or model tests, TimeCharter and
-- SpotMarket for the charter party. `reference_draft` (ours) is the draft a PowerSpeed curve was
-- made at; the speed long trend corrects other drafts to it.
CREATE TABLE reference_curves (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL,
  curve_mode text NOT NULL,
  curve_fit text NOT NULL,
  regression_order integer NOT NULL DEFAULT 2,
  x_axis_log_variable_id uuid,
  y_axis_log_variable_id uuid,
  points jsonb NOT NULL DEFAULT '[]'::jsonb,
  reference_draft double precision,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX reference_curves_vessel ON reference_curves (vessel_id, curve_mode);

-- One long trend per vessel and computed diagnostic type; the settings are the user's, the status
-- and the computed range are the recalculation's.
CREATE TABLE long_trends (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL,
  diagnostic_type text NOT NULL,
  description text NOT NULL,
  description_long text NOT NULL DEFAULT '',
  use_in_vessel_status boolean NOT NULL DEFAULT true,
  use_manual_benchmark_level boolean NOT NULL DEFAULT false,
  manual_benchmark_level double precision,
  performance_status text NOT NULL DEFAULT 'notAvailable',
  computed_at timestamptz,
  blocks_kept integer NOT NULL DEFAULT 0,
  blocks_total integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  UNIQUE (vessel_id, diagnostic_type)
);

-- The daily values a long trend is fitted on: the mean deviation of a day's steady-state blocks
-- (split at trend events), at the mean time of those blocks.
CREATE TABLE long_trend_values (
  long_trend_id uuid NOT NULL,
  ts timestamptz NOT NULL,
  value double precision NOT NULL,
  block_count integer NOT NULL,
  PRIMARY KEY (long_trend_id, ts)
);
