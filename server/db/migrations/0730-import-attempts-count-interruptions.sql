-- ADR 0088: imports.attempts counts the interruptions a restart found, no longer the stages a
-- worker started (which made an import interrupted twice read "interrupted 3 times"). Counts
-- left by the old meaning start again from zero.
UPDATE imports SET attempts = 0;
COMMENT ON COLUMN imports.attempts IS 'Interruptions found by a restart (ADR 0088)';
