-- Dashboards (000 §3-§4, issue 14 §1): a user's own dashboards in their order, shared read-only with
-- users of the same company, each with its grid of widgets. A widget's vessel data settings are its
-- configuration; the vessels and log variables it names are rows of their own, so that the purge of
-- deleted vessels removes them and a recipient's reads are filtered by the vessels they see.
CREATE TABLE dashboards (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  sequence integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dashboards_user ON dashboards (user_id, sequence);

CREATE TABLE dashboard_shares (
  dashboard_id uuid NOT NULL REFERENCES dashboards (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (dashboard_id, user_id)
);
CREATE INDEX dashboard_shares_user ON dashboard_shares (user_id);

CREATE TABLE widget_configurations (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  widget_type text NOT NULL,
  -- The columns without their log variables: name, calculationType, hours, fromDate, toDate,
  -- fromAndToDatesCalculationType (domain/contracts/dashboards.ts).
  columns jsonb NOT NULL DEFAULT '[]'
);

CREATE TABLE widget_configuration_vessels (
  widget_configuration_id uuid NOT NULL REFERENCES widget_configurations (id) ON DELETE CASCADE,
  vessel_id uuid NOT NULL REFERENCES vessels (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (widget_configuration_id, vessel_id)
);

CREATE TABLE widget_configuration_variables (
  widget_configuration_id uuid NOT NULL REFERENCES widget_configurations (id) ON DELETE CASCADE,
  column_index integer NOT NULL,
  position integer NOT NULL,
  vessel_id uuid NOT NULL REFERENCES vessels (id) ON DELETE CASCADE,
  log_variable_id uuid NOT NULL,
  unit_caption text NOT NULL DEFAULT '',
  PRIMARY KEY (widget_configuration_id, column_index, position)
);

CREATE TABLE dashboard_widgets (
  id uuid PRIMARY KEY,
  dashboard_id uuid NOT NULL REFERENCES dashboards (id) ON DELETE CASCADE,
  position integer NOT NULL,
  type text NOT NULL,
  name text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  config_id uuid REFERENCES widget_configurations (id) ON DELETE SET NULL,
  x integer NOT NULL,
  y integer NOT NULL,
  w integer NOT NULL,
  h integer NOT NULL
);
CREATE INDEX dashboard_widgets_dashboard ON dashboard_widgets (dashboard_id, position);
CREATE INDEX dashboard_widgets_config ON dashboard_widgets (config_id);
