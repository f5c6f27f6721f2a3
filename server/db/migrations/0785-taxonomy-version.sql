-- Issue 27, ADR 0092: the taxonomy as a whole has one version, moved by every upload that changes
-- it. The downloaded sheet carries the version it was made from; an upload based on an older one is
-- refused (412). One row only (id is always true).
CREATE TABLE taxonomy_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version integer NOT NULL
);
INSERT INTO taxonomy_version (id, version) VALUES (true, 1);
