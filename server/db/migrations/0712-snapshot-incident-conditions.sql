-- Alert rules can be edited (ADR 0083, "Editing a rule"): an incident keeps the condition it was
-- opened under (the log variable, the kind of condition, its limits or minutes), so an edited rule
-- does not rewrite what its earlier incidents say. Incidents stored before this take their rule's.
ALTER TABLE incidents
  ADD COLUMN log_variable_id uuid REFERENCES log_variables (id) ON DELETE CASCADE,
  ADD COLUMN condition_type text,
  ADD COLUMN lower_limit double precision,
  ADD COLUMN upper_limit double precision,
  ADD COLUMN no_data_minutes integer;
UPDATE incidents i
   SET log_variable_id = r.log_variable_id, condition_type = r.condition_type,
       lower_limit = r.lower_limit, upper_limit = r.upper_limit, no_data_minutes = r.no_data_minutes
  FROM notification_rules r
 WHERE r.id = i.rule_id;
ALTER TABLE incidents
  ALTER COLUMN log_variable_id SET NOT NULL,
  ALTER COLUMN condition_type SET NOT NULL,
  ADD CONSTRAINT incidents_condition_type CHECK (condition_type IN ('Above', 'Below', 'OutsideRange', 'NoData'));
