// The registry of synced tables: the ONE place a table is listed for the change feed
// (GET /Sync/Changes), with the entity type the device files it under and its presenter.
// A team that builds the endpoints of a table replaces its `presentColumns` line with its own
// table definition (defineSyncedTable with the contract's presenter).
import type { SyncEntityType } from '../../domain/sync/outbox-entry.ts';
import { flowMetersTable, fuelTanksTable, vesselSettingsTable } from '../vessel-settings/public.ts';
import {
  cargoDetailsTable,
  flowMeterConsumptionsTable,
  flowMeterOperationsTable,
  fuelTankConsumptionsTable,
  fuelTankOperationsTable,
  soundingsTable,
  vesselEventsTable,
} from '../voyages/public.ts';
import type { Db, SyncedEntity, SyncedTableName } from '../db/synced-table.ts';
import { noonReportsTable } from '../noon-reports/public.ts';

/** What the feed needs of a synced table: its name and its rows by id in their API shape. */
export type FeedTable = {
  table: SyncedTableName;
  findByIds: (db: Db, ids: readonly string[]) => Promise<SyncedEntity[]>;
};

const managedColumns = new Set([
  'change_seq',
  'created_by',
  'updated_by',
  'updated_by_device',
  'created_at',
  'updated_at',
  'is_deleted',
]);

const camelCase = (column: string) =>
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The API shape of a row whose contract is not written yet: camelCase columns (the spec's field
 * names), times as ISO strings, JSON parsed, without the sync bookkeeping.
 */
export function presentColumns(row: object): SyncedEntity & Record<string, unknown> {
  const entity: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (managedColumns.has(column)) continue;
    entity[camelCase(column)] =
      value instanceof Date
        ? value.toISOString()
        : typeof value === 'string' && /^[[{]/.test(value)
          ? (JSON.parse(value) as unknown)
          : value;
  }
  const { id, version, is_deleted } = row as { id: string; version: number; is_deleted: boolean };
  return { ...entity, id, version, isDeleted: is_deleted };
}

export const syncedEntities: Record<SyncEntityType, FeedTable> = {
  vesselEvent: vesselEventsTable,
  cargoDetail: cargoDetailsTable,
  sounding: soundingsTable,
  fuelTankOperation: fuelTankOperationsTable,
  fuelTankConsumption: fuelTankConsumptionsTable,
  flowMeterOperation: flowMeterOperationsTable,
  flowMeterConsumption: flowMeterConsumptionsTable,
  vesselSettings: vesselSettingsTable,
  fuelTank: fuelTanksTable,
  flowMeter: flowMetersTable,
  noonReport: noonReportsTable,
};
