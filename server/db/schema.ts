// Kysely table types for the platform tables of 0001-create-platform.sql. Other areas extend
// `Database` with their own table types through declaration merging of `ExtraTables`.
import type { ColumnType, Generated } from 'kysely';

/** A timestamp column with a database default: optional on insert. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type CompaniesTable = {
  id: Generated<string>;
  name: string;
  contact_name: Generated<string>;
  contact_phone: Generated<string>;
  contact_email: Generated<string>;
  subscription_status: Generated<'Active' | 'Suspended' | 'Terminated'>;
  dc_master_data_company_id: Generated<string>;
  notes: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  version: Generated<number>;
};

export type UsersTable = {
  id: Generated<string>;
  email: string;
  name: string;
  title: Generated<string>;
  phone_number: Generated<string>;
  role: 'Administrator' | 'SuperUser' | 'User' | 'KognifaiUser';
  company_id: string | null;
  current_company_id: string | null;
  password_hash: string | null;
  api_key_hash: string | null;
  api_key_preview: Generated<string>;
  last_activity_at: NullableTimestamp;
  days_before_data_outdated: Generated<number>;
  kognifai_tenant_id: Generated<string>;
  kognifai_client_id: Generated<string>;
  kognifai_client_secret: Generated<string>;
  is_new_user: Generated<boolean>;
  works_on_board: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  version: Generated<number>;
};

export type SessionsTable = {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
};

export type PasswordResetsTable = {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
};

export type VesselsTable = {
  id: Generated<string>;
  company_id: string | null;
  name: string;
  imo_number: number;
  vessel_type: string | null;
  deadweight: number | null;
  gross_tonnage: number | null;
  draft_mean: number | null;
  ballast_draft_high: number | null;
  ballast_draft_low: number | null;
  laden_draft_high: number | null;
  laden_draft_low: number | null;
  max_continuous_rating: number | null;
  speed_max_continuous_rating: number | null;
  number_of_shafts: number | null;
  active_status: Generated<'Unassigned' | 'Active' | 'Assigned' | 'Archived'>;
  is_data_receiver: Generated<boolean>;
  last_export_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  version: Generated<number>;
};

export type FeaturesTable = {
  id: Generated<string>;
  name: string;
  display_name: string;
  sort_order: Generated<number>;
};

export type VesselFeaturesTable = { vessel_id: string; feature_id: string };

export type VesselCategoriesTable = {
  id: Generated<string>;
  company_id: string;
  name: string;
  is_default: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  version: Generated<number>;
};

export type VesselCategoryVesselsTable = { vessel_category_id: string; vessel_id: string };

/** A user's own group of vessels (0302-create-vessel-groups.sql). */
export type VesselGroupsTable = { id: string; user_id: string; name: string; created_at: Timestamp };
export type VesselGroupVesselsTable = { vessel_group_id: string; vessel_id: string };
export type VesselCategoryUsersTable = { vessel_category_id: string; user_id: string };

/** The live API processes (migration 0750, ADR 0091). */
export type ApiProcessesTable = {
  id: string;
  started_at: Generated<Date>;
  heartbeat_at: Generated<Date>;
};

/** Packages whose IMO number no live vessel had: they wait for an Administrator (ADR 0087). */
export type UnassignedDataTable = {
  import_path: string;
  sha256: string;
  file_name: string;
  imo_number: string;
  period_start: Timestamp;
  period_end: Timestamp;
  sample_count: number;
  variable_count: number;
  received_at: Timestamp;
  uploaded_by: string | null;
};

/** A saved logger import mapping (0775, ADR 0097); `mapping` is a LoggerMapping as JSON. */
export type LoggerMappingsTable = {
  id: string;
  vessel_id: string;
  source_name: string;
  mapping: unknown;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  last_used_at: Timestamp | null;
};

/** Saved noon report import mappings (migration 0830, ADR 0106): one per vessel and source. */
export type NoonReportMappingsTable = LoggerMappingsTable;

/** The one row holding the taxonomy's version (migration 0785, ADR 0092). */
export type TaxonomyVersionTable = {
  id: boolean;
  version: number;
};

/**
 * A noon report (migration 0795, ADR 0102) with the sync columns of every offline-synced table
 * (server/db/sync-tables.ts SyncColumns); fuel_consumptions, rob and warnings are JSON lists.
 */
export type NoonReportsTable = {
  id: string;
  vessel_id: string;
  version: Generated<number>;
  change_seq: ColumnType<number, number, number>;
  is_deleted: Generated<boolean>;
  created_by: string | null;
  updated_by: string | null;
  updated_by_device: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  report_time_utc: ColumnType<Date, string, string>;
  zone_offset_minutes: number;
  latitude: number;
  longitude: number;
  hours_steamed: number;
  distance_over_ground_nm: number;
  distance_through_water_nm: number | null;
  average_speed_kn: number;
  main_engine_power_kw: number | null;
  shaft_speed_rpm: number | null;
  fuel_consumptions: ColumnType<unknown, string, string>;
  rob: ColumnType<unknown, string, string>;
  draft_forward_m: number | null;
  draft_aft_m: number | null;
  wind_force_beaufort: number | null;
  wind_direction_deg: number | null;
  sea_state_douglas: number | null;
  cargo_tonnes: number | null;
  remarks: string | null;
  warnings: ColumnType<unknown, string | undefined, string>;
};

export type PlatformTables = {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  vessels: VesselsTable;
  features: FeaturesTable;
  vessel_features: VesselFeaturesTable;
  vessel_categories: VesselCategoriesTable;
  vessel_category_vessels: VesselCategoryVesselsTable;
  vessel_category_users: VesselCategoryUsersTable;
  api_processes: ApiProcessesTable;
  unassigned_data: UnassignedDataTable;
  logger_mappings: LoggerMappingsTable;
  taxonomy_version: TaxonomyVersionTable;
  noon_reports: NoonReportsTable;
  noon_report_mappings: NoonReportMappingsTable;
  vessel_groups: VesselGroupsTable;
  vessel_group_vessels: VesselGroupVesselsTable;
};

/** Tables other areas add; they extend this type with `declare module` merging. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ExtraTables {}

export type Database = PlatformTables & ExtraTables;
