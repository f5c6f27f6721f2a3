-- Issue 24 §1, ADR 0101: an import can be undone. The record stays (Imported) and says when and by
-- whom it was undone and how many samples the undo removed; an undone import cannot be undone again.
ALTER TABLE imports ADD COLUMN undone_at timestamptz;
ALTER TABLE imports ADD COLUMN undone_by uuid;
ALTER TABLE imports ADD COLUMN samples_removed bigint;
