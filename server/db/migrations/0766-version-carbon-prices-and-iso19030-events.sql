-- ADR 0092: an edit of a company's carbon prices or of an ISO 19030 event (and its delete) names
-- the version it was based on (If-Match); the check and the write are one statement on this
-- column. A company without a stored row has version 0 ("none saved yet"): its first save is
-- based on 0 and inserts version 1; a second first save finds the row and writes nothing (412).
ALTER TABLE company_carbon_prices ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE iso19030_events ADD COLUMN version integer NOT NULL DEFAULT 1;
