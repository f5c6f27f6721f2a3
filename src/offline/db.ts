// The device's copy of record (offline-sync.md b.3): one Dexie database shared by the page and the
// sync worker. Every transaction is strict-durability, so a committed "saved on this device"
// survives a power cut (I1). Schema changes add a version with an upgrade that migrates and never
// clears the outbox (b.13); version 1 is the first released shape and stays declared.
import { Dexie, type EntityTable, type Table } from 'dexie';
import type { NoonReport } from '../../domain/contracts/noon-reports.ts';
import type { OutboxEntry, SyncEntityType } from '../../domain/sync/outbox-entry.ts';

/** What a record shows about its journey to the office. */
export type SyncState = 'pending' | 'synced' | 'rejected' | 'conflict';

/** Every synced row: the entity in its API shape plus its local sync columns. */
export type LocalRow = {
  id: string;
  syncState: SyncState;
  /** Last version the server acknowledged or sent; null until the first acknowledgement. */
  serverVersion: number | null;
  isDeleted: boolean;
  [field: string]: unknown;
};

export type ConflictRecord = {
  opId: string;
  entityKey: string;
  entityType: SyncEntityType;
  entityId: string;
  /** The change made on this device. */
  mine: Record<string, unknown>;
  /** The server's version of the record when the change was refused; null when it was deleted there. */
  theirs: Record<string, unknown> | null;
  detectedAtDevice: string;
};

export type MetaRecord = { key: string; value: unknown };

export const databaseName = 'wakeline-offline';
/** The device store's newest version (the last `version(n)` below). */
export const databaseVersion = 3;

/** The first released shape (kept declared so a v1 database upgrades in place). */
export const schemaV1 = {
  vessels: 'id',
  voyages: 'id, vesselId',
  vesselEvents: 'id, vesselId, timestamp, syncState',
  ports: 'loCode, name',
  cargoUnits: 'id',
  cargoDetails: 'id, vesselEventId, [vesselEventId+cargoUnitId], syncState',
  fuelTypes: 'id, companyId',
  fuelTanks: 'id, vesselId, syncState',
  soundings: 'id, vesselId, fuelTankId, timestamp, syncState',
  fuelTankOperations: 'id, fuelTankId, timestamp, syncState',
  fuelTankConsumptions: 'id, fuelTankId, vesselEventId, syncState',
  flowMeters: 'id, vesselId, syncState',
  flowMeterOperations: 'id, flowMeterId, timestamp, syncState',
  flowMeterConsumptions: 'id, vesselEventId, flowMeterId, syncState',
  vesselSettings: 'id, syncState',
  outbox: '++seq, &opId, status, groupKey, entityKey, userId, *dependsOn',
  conflicts: 'opId, entityKey',
  meta: 'key',
} as const;

/**
 * v2: a vessel index on every table a voyage screen lists per vessel (the operations and
 * consumptions had only their tank, meter or event). Only the tables whose indexes change.
 */
export const schemaV2 = {
  cargoDetails: 'id, vesselId, vesselEventId, [vesselEventId+cargoUnitId], syncState',
  fuelTankOperations: 'id, vesselId, fuelTankId, timestamp, syncState',
  fuelTankConsumptions: 'id, vesselId, fuelTankId, vesselEventId, syncState',
  flowMeterOperations: 'id, vesselId, flowMeterId, timestamp, syncState',
  flowMeterConsumptions: 'id, vesselId, vesselEventId, flowMeterId, syncState',
} as const;

/**
 * v3: the noon reports (ADR 0103), listed per vessel by report time. A new table only: no
 * existing row or outbox entry is touched.
 */
export const schemaV3 = {
  noonReports: 'id, vesselId, reportTimeUtc, syncState',
} as const;

/**
 * A noon report on the device: the contract's shape (ADR 0102) plus the local sync columns. The
 * server's bookkeeping (`version`, `createdBy`) is absent on a report made here until its answer
 * or the change feed brings it; `reportTimeUtc` and `warnings` are set by the device as well.
 */
export type LocalNoonReport = Omit<NoonReport, 'version' | 'createdBy'> & {
  version?: number;
  createdBy?: string | null;
  syncState: SyncState;
  serverVersion: number | null;
  isDeleted: boolean;
};

export class WakelineDb extends Dexie {
  vessels!: Table<Record<string, unknown> & { id: string }, string>;
  voyages!: Table<LocalRow, string>;
  vesselEvents!: Table<LocalRow, string>;
  ports!: Table<{ loCode: string; name: string; isMrvPort: boolean }, string>;
  cargoUnits!: Table<{ id: string; name: string }, string>;
  cargoDetails!: Table<LocalRow, string>;
  fuelTypes!: Table<Record<string, unknown> & { id: string }, string>;
  fuelTanks!: Table<LocalRow, string>;
  soundings!: Table<LocalRow, string>;
  fuelTankOperations!: Table<LocalRow, string>;
  fuelTankConsumptions!: Table<LocalRow, string>;
  flowMeters!: Table<LocalRow, string>;
  flowMeterOperations!: Table<LocalRow, string>;
  flowMeterConsumptions!: Table<LocalRow, string>;
  vesselSettings!: Table<LocalRow, string>;
  noonReports!: Table<LocalNoonReport, string>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  conflicts!: Table<ConflictRecord, string>;
  meta!: Table<MetaRecord, string>;

  constructor(name: string = databaseName) {
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores(schemaV1);
    // v2 only adds indexes: Dexie rebuilds them over the stored rows; no row and no outbox entry
    // is rewritten or removed (b.13). A version that must reshape entries adds .upgrade() here.
    this.version(2).stores(schemaV2);
    // v3 adds the noon reports' table; Dexie creates it empty and leaves every other store as it is.
    this.version(databaseVersion).stores(schemaV3);
  }
}

/** The table each synced entity type lives in. */
export const tableOf: Record<SyncEntityType, keyof WakelineDb> = {
  vesselEvent: 'vesselEvents',
  cargoDetail: 'cargoDetails',
  sounding: 'soundings',
  fuelTankOperation: 'fuelTankOperations',
  fuelTankConsumption: 'fuelTankConsumptions',
  flowMeterOperation: 'flowMeterOperations',
  flowMeterConsumption: 'flowMeterConsumptions',
  vesselSettings: 'vesselSettings',
  fuelTank: 'fuelTanks',
  flowMeter: 'flowMeters',
  noonReport: 'noonReports',
};

/** The generic view the write path and the engine use (every row holds `id` and the sync columns). */
export function entityTable(db: WakelineDb, entityType: SyncEntityType): Table<LocalRow, string> {
  return db.table(tableOf[entityType]);
}

let shared: WakelineDb | null = null;

/** The page's and the worker's one connection; another tab's schema upgrade closes it (b.12). */
export function getOfflineDb(): WakelineDb {
  if (!shared) {
    shared = new WakelineDb();
    shared.on('versionchange', () => {
      shared?.close();
      shared = null;
      if (typeof BroadcastChannel !== 'undefined') {
        new BroadcastChannel('wakeline-app').postMessage({ type: 'database-upgraded' });
      }
      return false;
    });
  }
  return shared;
}

/**
 * Every outbox entry not yet acknowledged, in outbox order (the engine, the badge, the outbox
 * page and the export all read them here). Read as the two single ranges below
 * and above 'acked': one multi-range query (notEqual) costs far more in some IndexedDB
 * implementations (about 0.75 s at 1,000 entries in fake-indexeddb, where the engine is measured).
 */
export async function unackedEntries(db: WakelineDb): Promise<OutboxEntry[]> {
  const [below, above] = await Promise.all([
    db.outbox.where('status').below('acked').toArray(),
    db.outbox.where('status').above('acked').toArray(),
  ]);
  return [...below, ...above].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}
