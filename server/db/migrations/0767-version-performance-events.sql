-- ADR 0092: an edit or delete of an event added in the office on the Diagnostics page (Trend and
-- Info events) names the version it was based on (If-Match); the check and the write are one
-- statement on this column. Events recorded onboard are not edited and carry no version.
ALTER TABLE performance_events ADD COLUMN version integer NOT NULL DEFAULT 1;
