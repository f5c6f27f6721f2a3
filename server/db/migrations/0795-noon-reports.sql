-- Noon reports (issue 24 §2, ADR 0102): the crew's daily report of a vessel, entered offline and
-- synced like the voyage events (the same sync columns as 0100). report_time_utc is the instant;
-- zone_offset_minutes keeps the offset the crew entered (ship's time), so the report shows the time
-- as entered. Fuel and ROB are per fuel type (fuel_types ids) as JSON lists; warnings are the
-- plausibility rules' findings stored with the report.
CREATE TABLE noon_reports (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL REFERENCES vessels (id),
  report_time_utc timestamptz NOT NULL,
  zone_offset_minutes integer NOT NULL CHECK (zone_offset_minutes BETWEEN -840 AND 840),
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  hours_steamed double precision NOT NULL CHECK (hours_steamed >= 0),
  distance_over_ground_nm double precision NOT NULL CHECK (distance_over_ground_nm >= 0),
  distance_through_water_nm double precision CHECK (distance_through_water_nm >= 0),
  average_speed_kn double precision NOT NULL CHECK (average_speed_kn >= 0),
  main_engine_power_kw double precision CHECK (main_engine_power_kw >= 0),
  shaft_speed_rpm double precision CHECK (shaft_speed_rpm >= 0),
  fuel_consumptions jsonb NOT NULL,
  rob jsonb NOT NULL,
  draft_forward_m double precision CHECK (draft_forward_m >= 0),
  draft_aft_m double precision CHECK (draft_aft_m >= 0),
  wind_force_beaufort integer CHECK (wind_force_beaufort BETWEEN 0 AND 12),
  wind_direction_deg double precision CHECK (wind_direction_deg >= 0 AND wind_direction_deg <= 360),
  sea_state_douglas integer CHECK (sea_state_douglas BETWEEN 0 AND 9),
  cargo_tonnes double precision CHECK (cargo_tonnes >= 0),
  remarks text,
  warnings jsonb NOT NULL DEFAULT '[]',
  version integer NOT NULL DEFAULT 1,
  change_seq bigint NOT NULL,
  is_deleted boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  updated_by uuid REFERENCES users (id),
  updated_by_device text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One live report per vessel and instant; a deleted one (a tombstone that syncs) does not block.
CREATE UNIQUE INDEX noon_reports_vessel_time ON noon_reports (vessel_id, report_time_utc)
  WHERE NOT is_deleted;
CREATE INDEX noon_reports_feed ON noon_reports (vessel_id, change_seq);
