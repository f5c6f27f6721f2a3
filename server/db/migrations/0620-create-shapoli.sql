-- EEXI shaft power limitation (ShaPoLi, 001 §2, issue 13 §4, ADR 0081): the Shapoli feature switch
-- and each vessel's limit on shaft power, kept as a history (the newest row is in force; older rows
-- show as events on the Shapoli page). Breaches are not stored: they are found on read from the
-- shaft power samples (domain/shapoli/breaches.ts).
INSERT INTO features (name, display_name, sort_order) VALUES ('Shapoli', 'EEXI ShaPoLi', 80)
ON CONFLICT (name) DO NOTHING;

CREATE TABLE shapoli_limits (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL REFERENCES vessels (id) ON DELETE CASCADE,
  limit_kw double precision NOT NULL CHECK (limit_kw > 0),
  -- The shaft power variable breaches are judged on; null: the vessel's shaft power variable.
  log_variable_id uuid,
  changed_at timestamptz NOT NULL,
  changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  changed_by_name text NOT NULL
);
CREATE INDEX shapoli_limits_vessel ON shapoli_limits (vessel_id, changed_at DESC);
