-- Vessel groups (003 §2 'Vessel groups', issue 11 §2): a user's own groups of the vessels they see,
-- for comparing vessels and filtering the vessel lists. Not access control (that is vessel_categories).
CREATE TABLE vessel_groups (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vessel_groups_user ON vessel_groups (user_id);

CREATE TABLE vessel_group_vessels (
  vessel_group_id uuid NOT NULL REFERENCES vessel_groups (id) ON DELETE CASCADE,
  vessel_id uuid NOT NULL REFERENCES vessels (id) ON DELETE CASCADE,
  PRIMARY KEY (vessel_group_id, vessel_id)
);
