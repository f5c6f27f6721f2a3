// The SQL of the purge of deleted vessels (ADR 0058): which vessels are due, and every table that
// holds a vessel's data.
import type { SqlConnection } from '../db/sql-engine.ts';

/**
 * Every table that holds a vessel's data, children before the tables they reference. A schema test
 * checks that each table with a vessel_id column is here, so a new table cannot be forgotten.
 */
export const vesselDataTables = [
  // Voyage data entered on board (002).
  'fuel_tank_fuel_consumptions',
  'flow_meter_fuel_consumptions',
  'vessel_event_cargo_details',
  'dnv_gl_uploads',
  'fuel_tank_soundings',
  'fuel_tank_operations',
  'flow_meter_operations',
  'emission_report_vessel_events',
  'fuel_tanks',
  'flow_meters',
  'vessel_cargo_units',
  'vessel_settings',
  'vessel_veracity_keys',
  // Administration.
  'vessel_features',
  'vessel_category_vessels',
  'vessel_group_vessels',
  // Dashboards (000 §3): the vessels and log variables widget configurations name.
  'widget_configuration_variables',
  'widget_configuration_vessels',
  // Noon reports (issue 24 §2, ADR 0102) and the saved mappings of their spreadsheets (ADR 0106).
  'noon_reports',
  'noon_report_mappings',
  // Documents and notes (002 §2; the file contents go with their file).
  'vessel_files',
  'vessel_notes',
  // Performance (001).
  'long_trend_configurations',
  'long_trends',
  'performance_events',
  'iso19030_events',
  // The stored ISO 19030 wind-corrected series (ADR 0119), values before their head.
  'iso19030_wind_values',
  'iso19030_wind_series',
  'reference_curves',
  // Fouling (001 §2, ADR 0079).
  'vessel_hull_coatings',
  'fouling_configs',
  // Data quality (ADR 0074).
  'data_outliers',
  'outlier_feature_configs',
  'outlier_configs',
  'outlier_scans',
  'shapoli_limits',
  // Notifications (issue 14 §2): incidents, then their rules (whose recipients go with them).
  'incidents',
  'notification_rules',
  // The imported time series.
  'samples',
  'sample_rollups_15m',
  // Emptied by its trigger with the 15-minute rollups (ADR 0124); listed so no row can stay.
  'sample_blocks_15m',
  'sample_rollups_1h',
  'sample_rollups_1d',
  'vessel_log_events',
  'log_data_configs',
  'log_variables',
  'imports',
  // How the vessel's own logger files are read (issue 24 §1).
  'logger_mappings',
] as const;

/** Removes the vessel's data from every table; answers the stored packages of its imports. */
export async function purgeVessel(tx: SqlConnection, vesselId: string): Promise<string[]> {
  const imports = await tx.query<{ import_path: string }>(
    'SELECT import_path FROM imports WHERE vessel_id = $1',
    [vesselId],
  );
  // Trend values hang on their trend, not on the vessel.
  await tx.query(
    'DELETE FROM long_trend_values WHERE long_trend_id IN (SELECT id FROM long_trends WHERE vessel_id = $1)',
    [vesselId],
  );
  for (const table of vesselDataTables)
    await tx.query(`DELETE FROM ${table} WHERE vessel_id = $1`, [vesselId]);
  await tx.query('DELETE FROM vessels WHERE id = $1 AND deleted_at IS NOT NULL', [vesselId]);
  return imports.map((row) => row.import_path);
}

/** The vessels deleted before `deletedBefore`, oldest deletion first. */
export async function vesselsDeletedBefore(
  conn: SqlConnection,
  deletedBefore: Date,
): Promise<{ id: string }[]> {
  return conn.query<{ id: string }>(
    'SELECT id FROM vessels WHERE deleted_at IS NOT NULL AND deleted_at < $1 ORDER BY deleted_at',
    [deletedBefore.toISOString()],
  );
}
