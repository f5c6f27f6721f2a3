-- Each 15-minute rollup knows the times of its first and last sample, and the day blocks carry them
-- (issue 25 §1, ADR 0129). A window that starts or ends inside a bucket needs the samples of that
-- partial bucket; when the bucket's samples all lie inside the window (or all outside it), its
-- rollup is the answer and the samples need not be read. Data logged every 15 minutes or less
-- often, and noon reports, have one sample a bucket: no window's edge reads the samples.
--
-- Rollups stored before this migration have no times (NULL); their edges are read from the samples
-- as before, until a correction or an undo rebuilds them.
ALTER TABLE sample_rollups_15m ADD COLUMN first_ts timestamptz, ADD COLUMN last_ts timestamptz;

-- The blocks' layout grows by two int4 arrays after the maxima: for each bucket, its first and its
-- last sample's offset from the bucket's start in whole milliseconds (rounded down), or -1 when
-- unknown. 38 bytes a bucket, at most 3,648 a day: still within a page. One function makes a
-- day's block from the rollups (NULL: no rollup that day); the trigger and the rebuild below use it.
CREATE FUNCTION wakeline_sample_block(vessel uuid, variable uuid, day_start timestamptz)
RETURNS bytea LANGUAGE plpgsql STABLE AS $$
DECLARE
  block bytea;
BEGIN
  SELECT string_agg(int2send((date_part('epoch', r.bucket - day_start) / 900)::int2), ''::bytea ORDER BY r.bucket)
         || string_agg(int4send(r.sample_count), ''::bytea ORDER BY r.bucket)
         || string_agg(float8send(r.value_sum), ''::bytea ORDER BY r.bucket)
         || string_agg(float8send(r.value_min), ''::bytea ORDER BY r.bucket)
         || string_agg(float8send(r.value_max), ''::bytea ORDER BY r.bucket)
         || string_agg(int4send(coalesce(floor(extract(epoch FROM r.first_ts - r.bucket) * 1000)::int4, -1)),
                       ''::bytea ORDER BY r.bucket)
         || string_agg(int4send(coalesce(floor(extract(epoch FROM r.last_ts - r.bucket) * 1000)::int4, -1)),
                       ''::bytea ORDER BY r.bucket)
    INTO block
    FROM sample_rollups_15m r
   WHERE r.vessel_id = vessel AND r.log_variable_id = variable
     AND r.bucket >= day_start AND r.bucket < day_start + INTERVAL '1 day';
  RETURN block;
END
$$;

-- Each day a statement touched gets its block again, or loses it when no rollup is left.
CREATE OR REPLACE FUNCTION wakeline_sample_blocks_15m() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH touched AS (
    SELECT t.vessel_id, t.log_variable_id, t.day, wakeline_sample_block(t.vessel_id, t.log_variable_id, t.day) AS b
      FROM (SELECT DISTINCT vessel_id, log_variable_id,
                   date_bin('1 day', bucket, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day
              FROM changed) t
  ), gone AS (
    DELETE FROM sample_blocks_15m k USING touched t
     WHERE t.b IS NULL AND k.vessel_id = t.vessel_id AND k.log_variable_id = t.log_variable_id AND k.day = t.day
  )
  INSERT INTO sample_blocks_15m AS k (vessel_id, log_variable_id, day, b)
  SELECT vessel_id, log_variable_id, day, b FROM touched WHERE b IS NOT NULL
  ON CONFLICT (vessel_id, log_variable_id, day) DO UPDATE SET b = excluded.b;
  RETURN NULL;
END
$$;

-- Every block stored before, in the new layout (their buckets' times unknown).
TRUNCATE sample_blocks_15m;
INSERT INTO sample_blocks_15m (vessel_id, log_variable_id, day, b)
SELECT vessel_id, log_variable_id, day, wakeline_sample_block(vessel_id, log_variable_id, day)
  FROM (SELECT DISTINCT vessel_id, log_variable_id,
               date_bin('1 day', bucket, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day
          FROM sample_rollups_15m) d;
