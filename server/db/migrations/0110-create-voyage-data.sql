-- The data behind the emission report voyage flow (002 §3): reference lists, vessel settings,
-- fuel tanks and flow meters with their soundings, operations and consumptions, cargo.
--
-- Every vessel-scoped table carries the sync columns of 0100 (version, change_seq, is_deleted and
-- who/when), so the change feed (GET /Sync/Changes) can bring each of them to a ship, and the
-- ones crew write offline take Idempotency-Key and If-Match like the vessel events. Ids of rows
-- written on board are generated on the device.

-- Reference lists ---------------------------------------------------------------------------

-- Fuel types: the global ones (company_id NULL) and those a company adds (EMIS-109, EMIS-187).
-- fuel_id links a type to the official Cf table of domain/emissions/fuels.ts where it is one of them.
CREATE TABLE fuel_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  short_name text NOT NULL,
  carbon_emission_factor double precision NOT NULL,
  company_id uuid REFERENCES companies (id),
  fuel_id text,
  is_deactivated boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO fuel_types (id, name, short_name, carbon_emission_factor, fuel_id) VALUES
  ('7a1f0c00-0000-4000-8000-000000000001', 'Heavy Fuel Oil', 'HFO', 3.114, 'HFO'),
  ('7a1f0c00-0000-4000-8000-000000000002', 'Light Fuel Oil', 'LFO', 3.151, 'LFO'),
  ('7a1f0c00-0000-4000-8000-000000000003', 'Diesel/Gas Oil', 'MDO/MGO', 3.206, 'MDO_MGO'),
  ('7a1f0c00-0000-4000-8000-000000000004', 'Liquefied Petroleum Gas (Propane)', 'LPG (Propane)', 3.000, 'LPG_PROPANE'),
  ('7a1f0c00-0000-4000-8000-000000000005', 'Liquefied Petroleum Gas (Butane)', 'LPG (Butane)', 3.030, 'LPG_BUTANE'),
  ('7a1f0c00-0000-4000-8000-000000000006', 'Ethane', 'Ethane', 2.927, 'ETHANE'),
  ('7a1f0c00-0000-4000-8000-000000000007', 'Liquefied Natural Gas', 'LNG', 2.750, 'LNG'),
  ('7a1f0c00-0000-4000-8000-000000000008', 'Methanol', 'Methanol', 1.375, 'METHANOL'),
  ('7a1f0c00-0000-4000-8000-000000000009', 'Ethanol', 'Ethanol', 1.913, 'ETHANOL');

-- Ship types of the vessel settings select (EMIS-075); ids are the CII ship types of
-- domain/emissions/cii.ts, so a vessel's settings feed calculateCii directly.
CREATE TABLE vessel_types (
  id text PRIMARY KEY,
  name text NOT NULL,
  sort_order integer NOT NULL
);

INSERT INTO vessel_types (id, name, sort_order) VALUES
  ('bulk_carrier', 'Bulk carrier', 1),
  ('gas_carrier', 'Gas carrier', 2),
  ('tanker', 'Tanker', 3),
  ('container_ship', 'Container ship', 4),
  ('general_cargo_ship', 'General cargo ship', 5),
  ('refrigerated_cargo_carrier', 'Refrigerated cargo carrier', 6),
  ('combination_carrier', 'Combination carrier', 7),
  ('lng_carrier', 'LNG carrier', 8),
  ('ro_ro_cargo_vehicle_carrier', 'Ro-ro cargo ship (vehicle carrier)', 9),
  ('ro_ro_cargo', 'Ro-ro cargo ship', 10),
  ('ro_ro_passenger', 'Ro-ro passenger ship', 11),
  ('ro_ro_passenger_hsc', 'Ro-ro passenger ship (high-speed craft)', 12),
  ('cruise_passenger', 'Cruise passenger ship', 13);

-- Ice classes of the vessel settings select (placeholder 'None' = no ice class).
CREATE TABLE ice_classes (
  id text PRIMARY KEY,
  name text NOT NULL,
  sort_order integer NOT NULL
);

INSERT INTO ice_classes (id, name, sort_order) VALUES
  ('IA_SUPER', 'IA Super', 1),
  ('IA', 'IA', 2),
  ('IB', 'IB', 3),
  ('IC', 'IC', 4),
  ('II', 'II', 5),
  ('PC1', 'PC1', 6),
  ('PC2', 'PC2', 7),
  ('PC3', 'PC3', 8),
  ('PC4', 'PC4', 9),
  ('PC5', 'PC5', 10),
  ('PC6', 'PC6', 11),
  ('PC7', 'PC7', 12);

-- Cargo units (EMIS-101): what cargo carried is counted in, as the MRV monitoring plans use them.
CREATE TABLE cargo_units (
  id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE,
  sort_order integer NOT NULL
);

INSERT INTO cargo_units (id, name, sort_order) VALUES
  ('c4a90000-0000-4000-8000-000000000001', 'Metric tonnes', 1),
  ('c4a90000-0000-4000-8000-000000000002', 'Cubic metres', 2),
  ('c4a90000-0000-4000-8000-000000000003', 'TEU', 3),
  ('c4a90000-0000-4000-8000-000000000004', 'Passengers', 4),
  ('c4a90000-0000-4000-8000-000000000005', 'Cars', 5),
  ('c4a90000-0000-4000-8000-000000000006', 'Lane metres', 6),
  ('c4a90000-0000-4000-8000-000000000007', 'Deadweight carried', 7);

-- Ports for the port search (Ports/Find) and the MRV jurisdiction: UN/LOCODE, the country is
-- its first two letters. is_mrv_port is derived from the country by domain/emissions/mrv.ts.
CREATE TABLE ports (
  lo_code text PRIMARY KEY,
  name text NOT NULL,
  country text NOT NULL,
  latitude double precision,
  longitude double precision
);

CREATE INDEX ports_name ON ports (lower(name));

-- Vessel settings (002 §2 General, EMIS-110) --------------------------------------------------

CREATE TABLE vessel_cargo_units (
  vessel_id uuid NOT NULL REFERENCES vessels (id),
  cargo_unit_id uuid NOT NULL REFERENCES cargo_units (id),
  PRIMARY KEY (vessel_id, cargo_unit_id)
);

-- One row per vessel; id = vessel id, so the device addresses it like any synced record.
CREATE TABLE vessel_settings (
  id uuid PRIMARY KEY REFERENCES vessels (id),
  vessel_id uuid NOT NULL REFERENCES vessels (id),
  vessel_type_id text REFERENCES vessel_types (id),
  ice_class_id text REFERENCES ice_classes (id),
  port_of_registry text,
  home_port text,
  energy_efficiency_design_index double precision,
  estimated_index_value double precision,
  auxiliary_engines_power double precision,
  main_propulsion_power double precision,
  deadweight double precision,
  net_tonnage double precision,
  gross_tonnage double precision,
  owner_company_name text,
  owner_company_address text,
  operator_company_name text,
  operator_company_address text,
  emissions_contact_person_name text,
  emissions_contact_person_address text,
  emissions_contact_person_phone text,
  emissions_contact_person_email text,
  notes text,
  version integer NOT NULL DEFAULT 1,
  change_seq bigint NOT NULL,
  is_deleted boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  updated_by uuid REFERENCES users (id),
  updated_by_device text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (id = vessel_id)
);

-- The external (Veracity) key of a vessel: a customer's credential for another service that the
-- SuperUser must be able to read back (VIEW), so it is kept encrypted, not hashed.
CREATE TABLE vessel_veracity_keys (
  vessel_id uuid PRIMARY KEY REFERENCES vessels (id),
  key_ciphertext text NOT NULL,
  expires_at timestamptz,
  updated_by uuid REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Fuel tanks and flow meters (EMIS-102, EMIS-106) ---------------------------------------------

CREATE TABLE fuel_tanks (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL REFERENCES vessels (id),
  name text NOT NULL,
  fuel_type_id uuid NOT NULL REFERENCES fuel_types (id),
  fuel_consumption_sources jsonb NOT NULL,
  is_deactivated boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  change_seq bigint NOT NULL,
  is_deleted boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  updated_by uuid REFERENCES users (id),
  updated_by_device text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX fuel_tanks_feed ON fuel_tanks (vessel_id, change_seq);

CREATE TABLE flow_meters (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL REFERENCES vessels (id),
  name text NOT NULL,
  fuel_type_id uuid NOT NULL REFERENCES fuel_types (id),
  fuel_consumption_sources jsonb NOT NULL,
  -- NULL means manual input (EMIS-106).
  fuel_mass_flow_rate_log_variable_id uuid,
  is_deactivated boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  change_seq bigint NOT NULL,
  is_deleted boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  updated_by uuid REFERENCES users (id),
  updated_by_device text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX flow_meters_feed ON flow_meters (vessel_id, change_seq);

-- Fuel data entered on board (EMIS-103..108) ---------------------------------------------------

CREATE TABLE fuel_tank_soundings (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL REFERENCES vessels (id),
  fuel_tank_id uuid NOT NULL REFERENCES fuel_tanks (id),
  "timestamp" timestamptz NOT NULL,
  fuel_amount_in_ton double precision,
  fuel_amount_in_cubic_metres double precision,
  fuel_temperature_in_degrees_celcius double precision,
  version integer NOT NULL DEFAULT 1,
  change_seq bigint NOT NULL,
  is_deleted boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  updated_by uuid REFERENCES users (id),
  updated_by_device text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX fuel_tank_soundings_feed ON fuel_tank_soundings (vessel_id, change_seq);
CREATE INDEX fuel_tank_soundings_time ON fuel_tank_soundings (fuel_tank_id, "timestamp") WHERE NOT is_deleted;

CREATE TABLE fuel_tank_operations (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL REFERENCES vessels (id),
  fuel_tank_id uuid NOT NULL REFERENCES fuel_tanks (id),
  "timestamp" timestamptz NOT NULL,
  fuel_type_id uuid NOT NULL REFERENCES fuel_types (id),
  fuel_density double precision NOT NULL,
  -- Negative for de-bunkering (EMIS-177).
  fuel_adjustment_in_ton double precision NOT NULL,
  sulphur_content double precision,
  version integer NOT NULL DEFAULT 1,
  change_seq bigint NOT NULL,
  is_deleted boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  updated_by uuid REFERENCES users (id),
  updated_by_device text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX fuel_tank_operations_feed ON fuel_tank_operations (vessel_id, change_seq);
CREATE INDEX fuel_tank_operations_time ON fuel_tank_operations (fuel_tank_id, "timestamp") WHERE NOT is_deleted;

CREATE TABLE fuel_tank_fuel_consumptions (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL REFERENCES vessels (id),
  fuel_tank_id uuid NOT NULL REFERENCES fuel_tanks (id),
  vessel_event_id uuid NOT NULL REFERENCES emission_report_vessel_events (id),
  departure_id uuid REFERENCES emission_report_vessel_events (id),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  "timestamp" timestamptz,
  fuel_type_id uuid NOT NULL REFERENCES fuel_types (id),
  fuel_consumption_in_ton double precision NOT NULL,
  version integer NOT NULL DEFAULT 1,
  change_seq bigint NOT NULL,
  is_deleted boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  updated_by uuid REFERENCES users (id),
  updated_by_device text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX fuel_tank_fuel_consumptions_feed ON fuel_tank_fuel_consumptions (vessel_id, change_seq);
CREATE INDEX fuel_tank_fuel_consumptions_event ON fuel_tank_fuel_consumptions (vessel_event_id) WHERE NOT is_deleted;

CREATE TABLE flow_meter_operations (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL REFERENCES vessels (id),
  flow_meter_id uuid NOT NULL REFERENCES flow_meters (id),
  "timestamp" timestamptz NOT NULL,
  fuel_type_id uuid NOT NULL REFERENCES fuel_types (id),
  estimated_fuel_mass_flow_rate_in_ton_day double precision NOT NULL,
  version integer NOT NULL DEFAULT 1,
  change_seq bigint NOT NULL,
  is_deleted boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  updated_by uuid REFERENCES users (id),
  updated_by_device text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX flow_meter_operations_feed ON flow_meter_operations (vessel_id, change_seq);
CREATE INDEX flow_meter_operations_time ON flow_meter_operations (flow_meter_id, "timestamp") WHERE NOT is_deleted;

CREATE TABLE flow_meter_fuel_consumptions (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL REFERENCES vessels (id),
  vessel_event_id uuid NOT NULL REFERENCES emission_report_vessel_events (id),
  flow_meter_id uuid NOT NULL REFERENCES flow_meters (id),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  fuel_type_id uuid NOT NULL REFERENCES fuel_types (id),
  fuel_consumption_in_ton double precision NOT NULL,
  corrected_fuel_consumption_in_ton double precision,
  actual_fuel_consumption_in_ton double precision,
  fuel_consumption_source text NOT NULL
    CHECK (fuel_consumption_source IN ('LogData', 'Manual', 'Regression', 'ManualEstimate')),
  version integer NOT NULL DEFAULT 1,
  change_seq bigint NOT NULL,
  is_deleted boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  updated_by uuid REFERENCES users (id),
  updated_by_device text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX flow_meter_fuel_consumptions_feed ON flow_meter_fuel_consumptions (vessel_id, change_seq);
CREATE INDEX flow_meter_fuel_consumptions_event ON flow_meter_fuel_consumptions (vessel_event_id) WHERE NOT is_deleted;
CREATE INDEX flow_meter_fuel_consumptions_meter ON flow_meter_fuel_consumptions (flow_meter_id, start_at) WHERE NOT is_deleted;

-- Cargo carried per event and cargo unit (EMIS-100); one live row per pair.
CREATE TABLE vessel_event_cargo_details (
  id uuid PRIMARY KEY,
  vessel_id uuid NOT NULL REFERENCES vessels (id),
  vessel_event_id uuid NOT NULL REFERENCES emission_report_vessel_events (id),
  cargo_unit_id uuid NOT NULL REFERENCES cargo_units (id),
  cargo_carried double precision NOT NULL,
  version integer NOT NULL DEFAULT 1,
  change_seq bigint NOT NULL,
  is_deleted boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  updated_by uuid REFERENCES users (id),
  updated_by_device text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX vessel_event_cargo_details_feed ON vessel_event_cargo_details (vessel_id, change_seq);
CREATE UNIQUE INDEX vessel_event_cargo_details_pair ON vessel_event_cargo_details (vessel_event_id, cargo_unit_id)
  WHERE NOT is_deleted;
