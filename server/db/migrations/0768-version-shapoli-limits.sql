-- ADR 0092: a new ShaPoLi limit names the version of the vessel's settings it was based on
-- (If-Match). The limits are a history (the newest in force); the settings' version is the number
-- of the newest row, 1, 2, 3, ... per vessel, 0 while none is set. A new limit gets the next number
-- in the statement that checks it; two saves on one version meet in the unique index and the
-- second writes nothing (412).
ALTER TABLE shapoli_limits ADD COLUMN version integer NOT NULL DEFAULT 1;
UPDATE shapoli_limits AS l SET version = n.position
  FROM (SELECT id, row_number() OVER (PARTITION BY vessel_id ORDER BY changed_at, id) AS position
          FROM shapoli_limits) AS n
 WHERE n.id = l.id;
CREATE UNIQUE INDEX shapoli_limits_vessel_version ON shapoli_limits (vessel_id, version);
