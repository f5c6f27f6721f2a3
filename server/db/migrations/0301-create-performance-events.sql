-- Diagnostics (issue 11 §2): the Trend and Info events users add in the office, and the per-vessel
-- long-trend configuration the consequences are priced with. Vessels are referenced by id without
-- a foreign key, as in 0200 and 0300.

-- Office events (001 §3 'Vessel performance event', source Office). The events recorded onboard
-- come with the imported packages (vessel_log_events) and are read beside these.
-- A Trend event (trend_event_type set) starts a new trend period; an Info event only marks the chart.
CREATE TABLE performance_events (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL,
  event_type text NOT NULL CHECK (event_type IN ('TrendEvent', 'InfoEvent')),
  trend_event_type text,
  ts timestamptz NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((event_type = 'TrendEvent') = (trend_event_type IS NOT NULL))
);
CREATE INDEX performance_events_vessel ON performance_events (vessel_id, ts);

-- One row per vessel at most (001 §7 LongTrendConfigurations, the first item is used); no row
-- means the defaults of domain/performance/consequence-settings.ts.
CREATE TABLE long_trend_configurations (
  vessel_id uuid PRIMARY KEY,
  fuel_price_usd_per_tonne double precision,
  sfoc_g_per_kwh double precision NOT NULL,
  co2_factor double precision NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
