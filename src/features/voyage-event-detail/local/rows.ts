// The shapes the detail reads from the offline database: each entity in its API shape (002 §3)
// plus the sync columns of every local row. Rows arrive from the change feed and from our own
// writes, so the readers below accept only what they need and ignore the rest.
import type { VesselEvent } from '../../../../domain/contracts/emission-report-vessel-events.ts';
import type { CargoUnit, FuelType } from '../../../../domain/contracts/reference-lists.ts';
import type { Synced, VesselEventRow } from '../../../offline/db.ts';

export type {
  CargoDetailRow,
  FlowMeterConsumptionRow,
  FlowMeterOperationRow,
  FlowMeterRow,
  FuelTankConsumptionRow,
  FuelTankOperationRow,
  FuelTankRow,
  SoundingRow,
  VesselSettingsRow,
} from '../../../offline/db.ts';

export type EventRow = Synced<Omit<VesselEvent, 'version' | 'isDeleted' | 'cargos'>>;

/** A stored event with the optional fields a device-made row may lack filled in. */
export function readEventRow(row: VesselEventRow): EventRow {
  return {
    ...row,
    name: row.name ?? null,
    source: row.source ?? 'Ship',
    voyage: row.voyage ?? null,
    port: row.port ?? null,
    location: row.location ?? null,
    distanceSailed: row.distanceSailed ?? null,
    isConfirmed: row.isConfirmed === true,
  };
}

export type FuelTypeRow = FuelType;

export type CargoUnitRow = CargoUnit;

/** The API fields of a local row: what a change carries (the sync columns stay on the device). */
export function apiFields(row: { id: string }): Record<string, unknown> & { id: string } {
  const {
    syncState: _s,
    serverVersion: _v,
    isDeleted: _d,
    ...data
  } = row as Record<string, unknown> & {
    id: string;
  };
  return data;
}
