-- ISO 19030 hull and propeller events (001 §3 'ISO 19030 event: id, vesselId', issue 13 §1,
-- ADR 0080): dry-dockings (in-docking to out-docking) and in-service maintenance per vessel, the
-- events the four performance indicators of ISO 19030 take their reference periods from.
CREATE TABLE iso19030_events (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL REFERENCES vessels (id) ON DELETE CASCADE,
  event_type text NOT NULL CHECK (event_type IN
    ('DryDocking', 'HullCleaning', 'PropellerPolishing', 'HullCleaningAndPropellerPolishing', 'HullInspection')),
  start_at timestamptz NOT NULL,
  end_at timestamptz,
  description text NOT NULL DEFAULT '',
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at IS NULL OR end_at >= start_at)
);
CREATE INDEX iso19030_events_vessel ON iso19030_events (vessel_id, start_at);
