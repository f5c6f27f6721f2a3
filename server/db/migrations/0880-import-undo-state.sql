-- Issue 27, ADR 0120: where an undo of the import stands, in the record itself, so that one
-- conditional UPDATE lets one request of all the API processes on the database queue it (the others
-- answer 409), and a failed undo stays visible with its reason after the job queue forgets its job.
-- NULL: no undo asked for, or it is done (undone_at). Waiting, Running: its job is queued, running.
-- Failed: it stopped; undo_error says why, and it may be asked for again. undo_asked_by: who asked
-- (the job's undone_by, for a job queued again at a start of the job runner).
ALTER TABLE imports ADD COLUMN undo_state text
  CONSTRAINT imports_undo_state_check CHECK (undo_state IN ('Waiting', 'Running', 'Failed'));
ALTER TABLE imports ADD COLUMN undo_error text;
ALTER TABLE imports ADD COLUMN undo_asked_by uuid;
