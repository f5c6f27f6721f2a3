-- The offline sync protocol (docs/adr/0022-offline-engine.md): idempotency keys stored with the
-- change they produced, one server sequence for the change feed, and the first synced entity,
-- the emission report vessel events of 002 (client-generated ids, row versions, soft deletes).

CREATE TABLE idempotency_keys (
  key text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  request_hash text NOT NULL,
  response_status integer NOT NULL,
  response_body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Cursor of GET /Sync/Changes. Sync writes take one transaction-scoped advisory lock before they
-- draw from it, so sequence order is commit order and a reader never skips a late commit.
CREATE SEQUENCE sync_change_seq;

CREATE TABLE emission_report_vessel_events (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL REFERENCES vessels (id),
  "timestamp" timestamptz NOT NULL,
  type text NOT NULL CHECK (type IN ('Departure', 'Arrival', 'EndOfVoyage', 'StartAnchoring', 'EndAnchoring',
    'StartDrifting', 'EndDrifting', 'StartBunkering', 'EndBunkering')),
  name text,
  source text NOT NULL CHECK (source IN ('Ship', 'Office')),
  is_confirmed boolean NOT NULL DEFAULT false,
  voyage jsonb,
  port jsonb,
  location jsonb,
  distance_sailed jsonb,
  version integer NOT NULL DEFAULT 1,
  change_seq bigint NOT NULL,
  is_deleted boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  updated_by uuid REFERENCES users (id),
  updated_by_device text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX emission_report_vessel_events_feed ON emission_report_vessel_events (vessel_id, change_seq);
CREATE INDEX emission_report_vessel_events_time ON emission_report_vessel_events (vessel_id, "timestamp")
  WHERE NOT is_deleted;
