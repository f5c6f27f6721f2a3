-- Alert rules judge only values that hold (issue 26 §2, ADR 0110): a value rule opens an incident only
-- once its condition has held for the rule's minimum duration (default 10 minutes; existing rules get
-- the default). `pending_from`: the start of a run past the condition that reached the end of the
-- evaluated data before the minimum; the next evaluation reads again from there.
ALTER TABLE notification_rules ADD COLUMN min_duration_minutes integer NOT NULL DEFAULT 10;
ALTER TABLE notification_rules ADD COLUMN pending_from timestamptz;
