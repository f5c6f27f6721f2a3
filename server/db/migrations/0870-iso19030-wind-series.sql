-- The ISO 19030-2 wind-corrected speed performance values, stored at the long-trend recalculation
-- (ADR 0119; before, ADR 0104 computed them on every read of the indicators). One series head per
-- vessel with the key of the inputs it was computed from (wind settings, reference curves, channel
-- variables, trend events): a GET whose inputs give another key does not use it. The daily values
-- on wind-corrected power (corrected) and on measured power from the same blocks (not corrected);
-- position is the value's place in its series, at_ms the epoch milliseconds the computation gave (a float, kept exactly).
CREATE TABLE iso19030_wind_series (
  vessel_id uuid PRIMARY KEY REFERENCES vessels (id) ON DELETE CASCADE,
  inputs_key text NOT NULL,
  blocks_kept integer NOT NULL CHECK (blocks_kept >= 0),
  computed_at timestamptz NOT NULL
);

CREATE TABLE iso19030_wind_values (
  vessel_id uuid NOT NULL REFERENCES iso19030_wind_series (vessel_id) ON DELETE CASCADE,
  corrected boolean NOT NULL,
  position integer NOT NULL,
  at_ms double precision NOT NULL,
  value double precision NOT NULL,
  block_count integer NOT NULL,
  PRIMARY KEY (vessel_id, corrected, position)
);
