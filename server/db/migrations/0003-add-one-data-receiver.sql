-- 003 §4: one data receiver at a time. Setting the flag moves it (vessel administration); this
-- index makes a second receiver impossible even when two administrators race.
UPDATE vessels SET is_data_receiver = false
 WHERE is_data_receiver AND deleted_at IS NULL
   AND id <> (SELECT id FROM vessels WHERE is_data_receiver AND deleted_at IS NULL ORDER BY created_at DESC LIMIT 1);
CREATE UNIQUE INDEX vessels_one_data_receiver ON vessels ((true)) WHERE is_data_receiver AND deleted_at IS NULL;
-- The purge after the retention period (ADR 0058) looks for vessels deleted long enough ago.
CREATE INDEX vessels_deleted_at_idx ON vessels (deleted_at) WHERE deleted_at IS NOT NULL;
