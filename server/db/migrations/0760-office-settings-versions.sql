-- ADR 0092 (issue 27): office settings that were saved without naming the version they were based
-- on take one. A settings record that may not exist yet is read as version 0 ("none saved yet"); the
-- first save names 0 and inserts version 1, a later one names the version it read.

-- The consequence settings of a vessel's long trends (PUT /LongTrendConfigurations).
ALTER TABLE long_trend_configurations ADD COLUMN version integer NOT NULL DEFAULT 1;

-- The version of a vessel's outlier configuration as a whole (POST /DataQuality/Outliers/Config
-- saves several features at once); its rows stay in outlier_feature_configs. Vessels with a saved
-- configuration start at version 1.
CREATE TABLE outlier_configs (
  vessel_id uuid PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO outlier_configs (vessel_id)
SELECT DISTINCT vessel_id FROM outlier_feature_configs;
