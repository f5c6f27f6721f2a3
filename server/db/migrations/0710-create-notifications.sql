-- Notifications (000 §2-§4, issue 14 §2, ADR 0083): alert rules per vessel on one log variable,
-- their recipients, and the incidents the rule evaluation after each import opens. An incident is
-- one episode of its rule's condition: it opens when the data crosses the condition and clears when
-- the condition stops holding; a rule has at most one episode that has not cleared.
CREATE TABLE notification_rules (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL REFERENCES vessels (id) ON DELETE CASCADE,
  log_variable_id uuid NOT NULL REFERENCES log_variables (id) ON DELETE CASCADE,
  name text NOT NULL,
  condition_type text NOT NULL CHECK (condition_type IN ('Above', 'Below', 'OutsideRange', 'NoData')),
  lower_limit double precision,
  upper_limit double precision,
  no_data_minutes integer,
  severity text NOT NULL CHECK (severity IN ('Warning', 'Critical')),
  created_at timestamptz NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The data time up to which the rule has been evaluated; an import's samples after it are next.
  evaluated_to timestamptz
);
CREATE INDEX notification_rules_vessel ON notification_rules (vessel_id);

CREATE TABLE notification_rule_recipients (
  rule_id uuid NOT NULL REFERENCES notification_rules (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (rule_id, user_id)
);
CREATE INDEX notification_rule_recipients_user ON notification_rule_recipients (user_id);

CREATE TABLE incidents (
  id uuid PRIMARY KEY,
  rule_id uuid NOT NULL REFERENCES notification_rules (id) ON DELETE CASCADE,
  vessel_id uuid NOT NULL REFERENCES vessels (id) ON DELETE CASCADE,
  severity text NOT NULL,
  -- The data time of the first sample past the condition (NoData: the last sample + the period).
  opened_at timestamptz NOT NULL,
  -- The data time of the first sample that no longer met the condition; null while it holds.
  cleared_at timestamptz,
  trigger_value double precision,
  created_at timestamptz NOT NULL,
  acknowledged_at timestamptz,
  acknowledged_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX incidents_one_open_episode ON incidents (rule_id) WHERE cleared_at IS NULL;
CREATE INDEX incidents_vessel ON incidents (vessel_id, opened_at);
CREATE INDEX incidents_unacknowledged ON incidents (rule_id) WHERE acknowledged_at IS NULL;
