-- The day blocks' trigger (migration 0900, ADR 0124) rebuilds each touched day by its own index
-- range. Joined as a set, the planner knew nothing of the transition table and hashed the whole
-- rollup table for every statement: the demo fleet's import took about twice as long, growing
-- with the table.
CREATE OR REPLACE FUNCTION wakeline_sample_blocks_15m() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sample_blocks_15m AS k (vessel_id, log_variable_id, day, b)
  SELECT t.vessel_id, t.log_variable_id, t.day, d.b
    FROM (SELECT DISTINCT vessel_id, log_variable_id,
                 date_bin('1 day', bucket, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day
            FROM changed) t
   CROSS JOIN LATERAL (
     SELECT string_agg(int2send((date_part('epoch', r.bucket - t.day) / 900)::int2), ''::bytea ORDER BY r.bucket)
            || string_agg(int4send(r.sample_count), ''::bytea ORDER BY r.bucket)
            || string_agg(float8send(r.value_sum), ''::bytea ORDER BY r.bucket)
            || string_agg(float8send(r.value_min), ''::bytea ORDER BY r.bucket)
            || string_agg(float8send(r.value_max), ''::bytea ORDER BY r.bucket) AS b
       FROM sample_rollups_15m r
      WHERE r.vessel_id = t.vessel_id AND r.log_variable_id = t.log_variable_id
        AND r.bucket >= t.day AND r.bucket < t.day + INTERVAL '1 day') d
   WHERE d.b IS NOT NULL
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
