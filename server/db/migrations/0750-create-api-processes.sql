-- The live API processes (ADR 0091): each registers itself on start, refreshes heartbeat_at every
-- few seconds while it hears the revocation notices, and removes itself when it stops. A process
-- that revokes a session waits for an acknowledgement from every other process whose heartbeat
-- is recent before it answers. Not watched by the read caches (server/db/read-cache.ts).
CREATE TABLE api_processes (
  id text PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  heartbeat_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_processes_heartbeat_idx ON api_processes (heartbeat_at);
