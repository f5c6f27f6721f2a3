// The device's copy of record (offline-sync.md b.3): one Dexie database shared by the page and the
// sync worker. Every transaction is strict-durability, so a committed "saved on this device"
// survives a power cut (I1). Schema changes add a version with an upgrade that migrates and never
// clears the outbox (b.13); version 1 is the first released shape and stays declared.
import { Dexie, type EntityTable, type Table } from 'dexie';
import type { CargoDetail } from '../../domain/contracts/cargo-details.ts';
import type { Port, VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { FlowMeter } from '../../domain/contracts/flow-meters.ts';
import type {
  FlowMeterFuelConsumption,
  FlowMeterOperation,
  FuelTankFuelConsumption,
  FuelTankOperation,
  FuelTankSounding,
} from '../../domain/contracts/fuel-data.ts';
import type { FuelTank } from '../../domain/contracts/fuel-tanks.ts';
import type { NoonReport } from '../../domain/contracts/noon-reports.ts';
import type { CargoUnit, FuelType } from '../../domain/contracts/reference-lists.ts';
import type { VesselSettings } from '../../domain/contracts/vessel-settings.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import type { VesselVoyage } from '../../domain/contracts/voyages.ts';
import type { OutboxEntry, SyncEntityType } from '../../domain/sync/outbox-entry.ts';

/** What a record shows about its journey to the office. */
export type SyncState = 'pending' | 'synced' | 'rejected' | 'conflict';

/** The local sync columns every synced row carries next to its entity's fields. */
export type SyncColumns = {
  syncState: SyncState;
  /** Last version the server acknowledged or sent; null until the first acknowledgement. */
  serverVersion: number | null;
  isDeleted: boolean;
};

/** A synced row: the entity `T` (its API shape) plus the local sync columns. */
export type Synced<T> = T & SyncColumns;

/**
 * What the write path and the sync engine know of any synced row (`entityTable`): its id and the
 * sync columns. The entity's own fields are the table's (see the row types below).
 */
export type SyncedRow = Synced<{ id: string }>;

/**
 * An entity as the device holds it: its API shape (the contract's), with the server's bookkeeping
 * (`version`) and the fields named in `MadeLater` absent on a row made on this device until the
 * server's answer or the change feed brings them; `isDeleted` is the sync column's.
 */
export type DeviceCopy<
  T extends { version: number; isDeleted: boolean },
  MadeLater extends keyof T = never,
> = Synced<Omit<T, 'version' | 'isDeleted' | MadeLater> & Partial<Pick<T, 'version' | MadeLater>>>;

/** A vessel event: made here without cargos (they are cargo details) and unconfirmed. */
export type VesselEventRow = DeviceCopy<VesselEvent, 'cargos' | 'isConfirmed'>;
/** A cargo detail: the unit's name (`unitCaption`) comes with the server's answer. */
export type CargoDetailRow = DeviceCopy<CargoDetail, 'unitCaption'>;
/** A fuel tank, as pulled (the device does not change tanks). */
export type FuelTankRow = Synced<FuelTank>;
/** A flow meter, as pulled (the device does not change meters). */
export type FlowMeterRow = Synced<FlowMeter>;
export type SoundingRow = DeviceCopy<FuelTankSounding>;
export type FuelTankOperationRow = DeviceCopy<FuelTankOperation>;
export type FuelTankConsumptionRow = DeviceCopy<FuelTankFuelConsumption>;
export type FlowMeterOperationRow = DeviceCopy<FlowMeterOperation>;
export type FlowMeterConsumptionRow = DeviceCopy<FlowMeterFuelConsumption>;
/** A vessel's settings, as pulled (the device does not change them). */
export type VesselSettingsRow = Synced<VesselSettings>;

/**
 * A voyage of the vessel's voyage list, keyed by its departure (`id`). The table is declared since
 * version 1; nothing stores into it yet.
 */
export type VoyageRow = VesselVoyage & { id: string; vesselId: string };

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
export type LocalNoonReport = DeviceCopy<NoonReport, 'createdBy'>;

/**
 * A port kept on the device: the event's port plus its position when the server's list gives one
 * (the arrival's warning, issue 26 §3, measures from it; a row stored before has none).
 */
export type DevicePort = Port & { latitude?: number | null; longitude?: number | null };

export class WakelineDb extends Dexie {
  vessels!: Table<Vessel, string>;
  voyages!: Table<VoyageRow, string>;
  vesselEvents!: Table<VesselEventRow, string>;
  ports!: Table<DevicePort, string>;
  cargoUnits!: Table<CargoUnit, string>;
  cargoDetails!: Table<CargoDetailRow, string>;
  fuelTypes!: Table<FuelType, string>;
  fuelTanks!: Table<FuelTankRow, string>;
  soundings!: Table<SoundingRow, string>;
  fuelTankOperations!: Table<FuelTankOperationRow, string>;
  fuelTankConsumptions!: Table<FuelTankConsumptionRow, string>;
  flowMeters!: Table<FlowMeterRow, string>;
  flowMeterOperations!: Table<FlowMeterOperationRow, string>;
  flowMeterConsumptions!: Table<FlowMeterConsumptionRow, string>;
  vesselSettings!: Table<VesselSettingsRow, string>;
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

/**
 * The generic view the write path and the engine use: every row holds `id` and the sync columns;
 * the entity's fields travel through them as the server or the screen gave them.
 */
export function entityTable(db: WakelineDb, entityType: SyncEntityType): Table<SyncedRow, string> {
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
