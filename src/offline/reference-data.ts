// The reference lists a ship needs without a connection (issue 5 §1): fuel types, cargo units and
// the port list (the bundled list plus the ports the server knows). Refreshed from the server
// whenever the app starts online or the network returns; each list is replaced whole in one
// transaction, so a device never holds half a list. A failed refresh keeps the previous copy.
import * as v from 'valibot';
import { FoundPortListSchema } from '../../domain/contracts/ports.ts';
import { CargoUnitListSchema, FuelTypeListSchema } from '../../domain/contracts/reference-lists.ts';
import type { WakelineDb } from './db.ts';

/** Reads one API path (relative to /api/v1) and answers its JSON. */
export type FetchJson = (path: string) => Promise<unknown>;

export const referenceDataPaths = {
  fuelTypes: '/FuelTypes',
  cargoUnits: '/CargoUnits',
  ports: '/Ports',
} as const;

export async function refreshReferenceData(db: WakelineDb, fetchJson: FetchJson): Promise<void> {
  const [fuelTypes, cargoUnits, ports] = await Promise.all([
    fetchJson(referenceDataPaths.fuelTypes).then((data) => v.parse(FuelTypeListSchema, data)),
    fetchJson(referenceDataPaths.cargoUnits).then((data) => v.parse(CargoUnitListSchema, data)),
    fetchJson(referenceDataPaths.ports).then((data) => v.parse(FoundPortListSchema, data)),
  ]);
  await db.transaction('rw', db.fuelTypes, db.cargoUnits, db.ports, async () => {
    await db.fuelTypes.clear();
    await db.fuelTypes.bulkPut(fuelTypes);
    await db.cargoUnits.clear();
    await db.cargoUnits.bulkPut(cargoUnits);
    await db.ports.clear();
    await db.ports.bulkPut(ports.map(({ name, loCode, isMrvPort }) => ({ name, loCode, isMrvPort })));
  });
}
