// The purge of deleted vessels (ADR 0058): a vessel deleted in administration disappears at once
// (deleted_at); its data stays for the retention period, in case the deletion was a mistake, and is
// then removed from every table that holds vessel data, with the stored packages of its imports.
import { rm } from 'node:fs/promises';
import type { SqlConnection, SqlEngine } from '../db/sql-engine.ts';
import { packageFile } from '../import/package-store.ts';

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
  'sample_rollups_1h',
  'sample_rollups_1d',
  'vessel_log_events',
  'log_data_configs',
  'log_variables',
  'imports',
  // How the vessel's own logger files are read (issue 24 §1).
  'logger_mappings',
] as const;

async function purgeVessel(tx: SqlConnection, vesselId: string): Promise<string[]> {
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

/**
 * Purges the vessels deleted before `deletedBefore`, one transaction each; answers their ids.
 * Safe to run in several processes at once: a vessel another process purged is simply gone.
 */
export async function purgeDeletedVessels(
  engine: SqlEngine,
  options: { deletedBefore: Date; dataDir: string },
): Promise<string[]> {
  const due = await engine.query<{ id: string }>(
    'SELECT id FROM vessels WHERE deleted_at IS NOT NULL AND deleted_at < $1 ORDER BY deleted_at',
    [options.deletedBefore.toISOString()],
  );
  const purged: string[] = [];
  for (const { id } of due) {
    const paths = await engine.transaction((tx) => purgeVessel(tx, id));
    // A stored package belongs to one import (the path is its content hash and the import's key).
    for (const path of paths) {
      const file = packageFile(options.dataDir, path);
      if (file) await rm(file, { force: true });
    }
    purged.push(id);
  }
  return purged;
}
