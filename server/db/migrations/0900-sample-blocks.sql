-- A day of 15-minute rollups per variable in one row (issue 25 §1, ADR 0124): the uncached read of a
-- day of Quarter values reads a row or two per variable instead of 96 rows, and the database does
-- no work per value. `b` holds, for the k buckets of the day that have samples, in time order and
-- big-endian (the send functions' bytes): k slots (int2, the bucket's quarter of the day, 0-95),
-- k sample counts (int4), k sums, k minima, k maxima (float8): 30 bytes a bucket, the rollup's
-- own numbers bit for bit.
--
-- The blocks follow sample_rollups_15m by triggers: every statement that inserts, updates or
-- deletes rollup rows rebuilds the blocks of the days it touched from the rollups, in the same
-- transaction, so no writer (import, correction, undo, data quality, purge) can leave them behind.
CREATE TABLE sample_blocks_15m (
  vessel_id uuid NOT NULL,
  log_variable_id uuid NOT NULL,
  day timestamptz NOT NULL,
  b bytea NOT NULL,
  PRIMARY KEY (vessel_id, log_variable_id, day)
);
-- Stored in the row as it is: at most 2,880 bytes, so it fits a page. Compressed or moved out of
-- the row (the default above about 2 KB), reading it back cost most of the read (ADR 0124).
ALTER TABLE sample_blocks_15m ALTER COLUMN b SET STORAGE PLAIN;

CREATE FUNCTION wakeline_sample_blocks_15m() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sample_blocks_15m AS k (vessel_id, log_variable_id, day, b)
  SELECT r.vessel_id, r.log_variable_id, t.day,
         string_agg(int2send((date_part('epoch', r.bucket - t.day) / 900)::int2), ''::bytea ORDER BY r.bucket)
         || string_agg(int4send(r.sample_count), ''::bytea ORDER BY r.bucket)
         || string_agg(float8send(r.value_sum), ''::bytea ORDER BY r.bucket)
         || string_agg(float8send(r.value_min), ''::bytea ORDER BY r.bucket)
         || string_agg(float8send(r.value_max), ''::bytea ORDER BY r.bucket)
    FROM (SELECT DISTINCT vessel_id, log_variable_id,
                 date_bin('1 day', bucket, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day
            FROM changed) t
    JOIN sample_rollups_15m r
      ON r.vessel_id = t.vessel_id AND r.log_variable_id = t.log_variable_id
     AND r.bucket >= t.day AND r.bucket < t.day + INTERVAL '1 day'
   GROUP BY 1, 2, 3
  ON CONFLICT (vessel_id, log_variable_id, day) DO UPDATE SET b = excluded.b;
  IF TG_OP = 'DELETE' THEN
    DELETE FROM sample_blocks_15m k
     USING (SELECT DISTINCT vessel_id, log_variable_id,
                   date_bin('1 day', bucket, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day
              FROM changed) t
     WHERE k.vessel_id = t.vessel_id AND k.log_variable_id = t.log_variable_id AND k.day = t.day
       AND NOT EXISTS (SELECT 1 FROM sample_rollups_15m r
                        WHERE r.vessel_id = t.vessel_id AND r.log_variable_id = t.log_variable_id
                          AND r.bucket >= t.day AND r.bucket < t.day + INTERVAL '1 day');
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION wakeline_sample_blocks_15m_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE sample_blocks_15m;
  RETURN NULL;
END
$$;

CREATE TRIGGER sample_rollups_15m_insert_blocks
  AFTER INSERT ON sample_rollups_15m REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION wakeline_sample_blocks_15m();
CREATE TRIGGER sample_rollups_15m_update_blocks
  AFTER UPDATE ON sample_rollups_15m REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION wakeline_sample_blocks_15m();
CREATE TRIGGER sample_rollups_15m_delete_blocks
  AFTER DELETE ON sample_rollups_15m REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION wakeline_sample_blocks_15m();
CREATE TRIGGER sample_rollups_15m_truncate_blocks
  AFTER TRUNCATE ON sample_rollups_15m
  FOR EACH STATEMENT EXECUTE FUNCTION wakeline_sample_blocks_15m_truncate();

-- The blocks of the rollups stored before this migration.
INSERT INTO sample_blocks_15m (vessel_id, log_variable_id, day, b)
SELECT vessel_id, log_variable_id, day,
       string_agg(int2send((date_part('epoch', bucket - day) / 900)::int2), ''::bytea ORDER BY bucket)
       || string_agg(int4send(sample_count), ''::bytea ORDER BY bucket)
       || string_agg(float8send(value_sum), ''::bytea ORDER BY bucket)
       || string_agg(float8send(value_min), ''::bytea ORDER BY bucket)
       || string_agg(float8send(value_max), ''::bytea ORDER BY bucket)
  FROM (SELECT *, date_bin('1 day', bucket, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day
          FROM sample_rollups_15m) r
 GROUP BY 1, 2, 3;
