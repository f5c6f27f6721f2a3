-- ADR 0098 (issue 24 §3): what a long trend was computed from, in words. The data's sample window
-- (minutes), the first (most frequent) reason blocks were refused, and the plausibility finding of
-- this trend's value (the reference that looks wrong and why). NULL: none, or not computed since.
ALTER TABLE long_trends ADD COLUMN sample_window_minutes integer;
ALTER TABLE long_trends ADD COLUMN refusal_reason text;
ALTER TABLE long_trends ADD COLUMN plausibility_reason text;
