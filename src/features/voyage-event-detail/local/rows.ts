// The shapes the detail reads from the offline database: each entity in its API shape (002 §3)
// plus the sync columns of every local row. Rows arrive from the change feed and from our own
// writes, so the readers below accept only what they need and ignore the rest.
import type { VesselEvent } from '../../../../domain/contracts/emission-report-vessel-events.ts';
import type { FlowMeter } from '../../../../domain/contracts/flow-meters.ts';
import type { FuelTank } from '../../../../domain/contracts/fuel-tanks.ts';
import type { CargoDetail } from '../../../../domain/contracts/cargo-details.ts';
import type {
  FlowMeterFuelConsumption,
  FlowMeterOperation,
  FuelTankFuelConsumption,
  FuelTankOperation,
  FuelTankSounding,
} from '../../../../domain/contracts/fuel-data.ts';
import type { CargoUnit, FuelType } from '../../../../domain/contracts/reference-lists.ts';
import type { VesselSettings } from '../../../../domain/contracts/vessel-settings.ts';
import type { LocalRow } from '../../../offline/db.ts';

type Synced<T> = T & Pick<LocalRow, 'syncState' | 'serverVersion' | 'isDeleted'>;

export type EventRow = Synced<Omit<VesselEvent, 'version' | 'isDeleted' | 'cargos'>>;

/** A stored event with the optional fields a device-made row may lack filled in. */
export function readEventRow(row: LocalRow): EventRow {
  const event = row as Partial<EventRow> & LocalRow;
  return {
    ...event,
    vesselId: String(event.vesselId),
    timestamp: String(event.timestamp),
    type: event.type as EventRow['type'],
    name: event.name ?? null,
    source: event.source ?? 'Ship',
    voyage: event.voyage ?? null,
    port: event.port ?? null,
    location: event.location ?? null,
    distanceSailed: event.distanceSailed ?? null,
    isConfirmed: event.isConfirmed === true,
  };
}

export type CargoDetailRow = Synced<Omit<CargoDetail, 'version' | 'isDeleted' | 'unitCaption'>>;

export type FuelTankRow = Synced<Omit<FuelTank, 'version' | 'isDeleted'>>;

export type FlowMeterRow = Synced<Omit<FlowMeter, 'version' | 'isDeleted'>>;

export type SoundingRow = Synced<Omit<FuelTankSounding, 'version' | 'isDeleted'>>;

export type FuelTankOperationRow = Synced<Omit<FuelTankOperation, 'version' | 'isDeleted'>>;

export type FuelTankConsumptionRow = Synced<Omit<FuelTankFuelConsumption, 'version' | 'isDeleted'>>;

export type FlowMeterOperationRow = Synced<Omit<FlowMeterOperation, 'version' | 'isDeleted'>>;

export type FlowMeterConsumptionRow = Synced<Omit<FlowMeterFuelConsumption, 'version' | 'isDeleted'>>;

export type FuelTypeRow = FuelType;

export type CargoUnitRow = CargoUnit;

export type VesselSettingsRow = Synced<Pick<VesselSettings, 'cargoUnits'> & { id: string }>;

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
