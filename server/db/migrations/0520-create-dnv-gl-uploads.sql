-- Sending a voyage to the classification society ('Send to DNV GL', EMIS-204, ADR 0072): one row
-- per voyage (its departure) with the state of its last sending, which the voyage screen shows.
-- The sending itself is a job of the 'dnvgl-upload' queue (pg-boss), retried on failure.
CREATE TABLE dnv_gl_uploads (
  departure_id uuid PRIMARY KEY REFERENCES emission_report_vessel_events (id),
  vessel_id uuid NOT NULL REFERENCES vessels (id),
  state text NOT NULL CHECK (state IN ('Queued', 'Sent', 'Failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  requested_by uuid REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE INDEX dnv_gl_uploads_vessel ON dnv_gl_uploads (vessel_id);
