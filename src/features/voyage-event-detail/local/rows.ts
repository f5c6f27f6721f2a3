// The shapes the detail reads from the offline database, under the detail's names: the device
// store's rows (each entity in its API shape, 002 §3, plus the sync columns; src/offline/db.ts)
// and the device's one reading of a stored event (src/offline/vessel-events.ts).
import type { CargoUnit, FuelType } from '../../../../domain/contracts/reference-lists.ts';
import type { DeviceVesselEvent } from '../../../offline/vessel-events.ts';

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

/** An event as the detail shows it (the device's one reading of a stored event). */
export type EventRow = DeviceVesselEvent;

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
