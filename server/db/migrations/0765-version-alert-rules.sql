-- ADR 0092: an edit or delete of an alert rule names the version it was based on (If-Match); the
-- check and the write are one statement on this column.
ALTER TABLE notification_rules ADD COLUMN version integer NOT NULL DEFAULT 1;
