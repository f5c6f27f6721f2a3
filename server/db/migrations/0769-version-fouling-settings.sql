-- ADR 0092: a save of a vessel's fouling chart configuration or of its hull coating names the
-- version it was based on (If-Match); the check and the write are one statement on this column.
-- A vessel without a stored row has version 0 ("none saved yet"): its first save is based on 0 and
-- inserts version 1; a second first save finds the row and writes nothing (412). The warm-water
-- limit (PUT /Fouling/SeaSurfaceTemperature) is one value set on its own: it needs no version,
-- writes only its column and moves the version.
ALTER TABLE fouling_configs ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE vessel_hull_coatings ADD COLUMN version integer NOT NULL DEFAULT 1;
