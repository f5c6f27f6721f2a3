// Kysely types of 0110-create-voyage-data.sql, merged into the app's Database (server/db/schema.ts).
// The one home of these types: the services of settings, fuel and cargo import them from here.
import type { ColumnType, Generated } from 'kysely';
import type { SyncColumns } from './sync-tables.ts';

export type { SyncColumns };

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Instant = ColumnType<Date, string, string>;
type NullableInstant = ColumnType<Date | null, string | null, string | null>;
type Json<T> = ColumnType<T, string, string>;

// Reference lists ---------------------------------------------------------------------------

export type FuelTypesTable = {
  id: Generated<string>;
  name: string;
  short_name: string;
  carbon_emission_factor: number;
  company_id: string | null;
  fuel_id: string | null;
  is_deactivated: Generated<boolean>;
  created_at: Timestamp;
};

export type VesselTypesTable = { id: string; name: string; sort_order: number };
export type IceClassesTable = { id: string; name: string; sort_order: number };
export type CargoUnitsTable = { id: string; name: string; sort_order: number };

export type PortsTable = {
  lo_code: string;
  name: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
};

// Vessel settings ---------------------------------------------------------------------------

export type VesselCargoUnitsTable = { vessel_id: string; cargo_unit_id: string };

export type VesselSettingsTable = SyncColumns & {
  vessel_type_id: string | null;
  ice_class_id: string | null;
  port_of_registry: string | null;
  home_port: string | null;
  energy_efficiency_design_index: number | null;
  estimated_index_value: number | null;
  auxiliary_engines_power: number | null;
  main_propulsion_power: number | null;
  deadweight: number | null;
  net_tonnage: number | null;
  gross_tonnage: number | null;
  owner_company_name: string | null;
  owner_company_address: string | null;
  operator_company_name: string | null;
  operator_company_address: string | null;
  emissions_contact_person_name: string | null;
  emissions_contact_person_address: string | null;
  emissions_contact_person_phone: string | null;
  emissions_contact_person_email: string | null;
  notes: string | null;
  /** ISO 19030 wind correction (0810, ADR 0104). */
  wind_transverse_area_m2: number | null;
  wind_area_height_m: number | null;
  anemometer_height_m: number | null;
  wind_design_draught_m: number | null;
  breadth_m: number | null;
  wind_ship_type: string | null;
  propulsive_efficiency: number | null;
};

export type VesselVeracityKeysTable = {
  vessel_id: string;
  key_ciphertext: string;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_by: string | null;
  updated_at: Timestamp;
};

// Fuel tanks and flow meters -----------------------------------------------------------------

export type FuelTanksTable = SyncColumns & {
  name: string;
  fuel_type_id: string;
  fuel_consumption_sources: Json<unknown>;
  is_deactivated: Generated<boolean>;
};

export type FlowMetersTable = SyncColumns & {
  name: string;
  fuel_type_id: string;
  fuel_consumption_sources: Json<unknown>;
  /** null means manual input (EMIS-106). */
  fuel_mass_flow_rate_log_variable_id: string | null;
  is_deactivated: Generated<boolean>;
};

// Fuel data entered on board -----------------------------------------------------------------

export type FuelTankSoundingsTable = SyncColumns & {
  fuel_tank_id: string;
  timestamp: Instant;
  fuel_amount_in_ton: number | null;
  fuel_amount_in_cubic_metres: number | null;
  fuel_temperature_in_degrees_celcius: number | null;
};

export type FuelTankOperationsTable = SyncColumns & {
  fuel_tank_id: string;
  timestamp: Instant;
  fuel_type_id: string;
  fuel_density: number;
  /** Negative for de-bunkering (EMIS-177). */
  fuel_adjustment_in_ton: number;
  sulphur_content: number | null;
};

export type FuelTankFuelConsumptionsTable = SyncColumns & {
  fuel_tank_id: string;
  vessel_event_id: string;
  departure_id: string | null;
  start_at: Instant;
  end_at: Instant;
  timestamp: NullableInstant;
  fuel_type_id: string;
  fuel_consumption_in_ton: number;
};

export type FlowMeterOperationsTable = SyncColumns & {
  flow_meter_id: string;
  timestamp: Instant;
  fuel_type_id: string;
  estimated_fuel_mass_flow_rate_in_ton_day: number;
};

export type FlowMeterFuelConsumptionsTable = SyncColumns & {
  vessel_event_id: string;
  flow_meter_id: string;
  start_at: Instant;
  end_at: Instant;
  fuel_type_id: string;
  fuel_consumption_in_ton: number;
  corrected_fuel_consumption_in_ton: number | null;
  actual_fuel_consumption_in_ton: number | null;
  fuel_consumption_source: 'LogData' | 'Manual' | 'Regression' | 'ManualEstimate';
};

export type VesselEventCargoDetailsTable = SyncColumns & {
  vessel_event_id: string;
  cargo_unit_id: string;
  cargo_carried: number;
};

declare module './schema.ts' {
  interface ExtraTables {
    fuel_types: FuelTypesTable;
    vessel_types: VesselTypesTable;
    ice_classes: IceClassesTable;
    cargo_units: CargoUnitsTable;
    ports: PortsTable;
    vessel_cargo_units: VesselCargoUnitsTable;
    vessel_settings: VesselSettingsTable;
    vessel_veracity_keys: VesselVeracityKeysTable;
    fuel_tanks: FuelTanksTable;
    flow_meters: FlowMetersTable;
    fuel_tank_soundings: FuelTankSoundingsTable;
    fuel_tank_operations: FuelTankOperationsTable;
    fuel_tank_fuel_consumptions: FuelTankFuelConsumptionsTable;
    flow_meter_operations: FlowMeterOperationsTable;
    flow_meter_fuel_consumptions: FlowMeterFuelConsumptionsTable;
    vessel_event_cargo_details: VesselEventCargoDetailsTable;
  }
}
