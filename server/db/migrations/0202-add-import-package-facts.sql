-- Vessel histories (001 §3 'Vessel history', ADR 0053): each imported package is an entry of its
-- vessel's history, named by an id of its own and dated by when the vessel made it. The Prepare
-- stage records what the package says about itself once it has checked it; records imported
-- before this migration keep nulls and are dated by when they were received.
ALTER TABLE imports ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
-- The manifest's createdAt, periodStart and periodEnd, and what the package carried.
ALTER TABLE imports ADD COLUMN exported_at timestamptz;
ALTER TABLE imports ADD COLUMN data_from timestamptz;
ALTER TABLE imports ADD COLUMN data_to timestamptz;
ALTER TABLE imports ADD COLUMN variable_count integer;
ALTER TABLE imports ADD COLUMN sample_count bigint;
CREATE UNIQUE INDEX imports_id ON imports (id);
CREATE INDEX imports_vessel_history ON imports (vessel_id, status, (COALESCE(exported_at, received_at)));
