// The reference lists a ship needs without a connection (issue 5 §1): fuel types, cargo units and
// the port list (the bundled list plus the ports the server knows). Refreshed from the server
// whenever the app starts online or the network returns; each list is replaced whole in one
// transaction, so a device never holds half a list. A failed refresh keeps the previous copy.
import * as v from 'valibot';
import { FoundPortListSchema, portEndpoints } from '../../domain/contracts/ports.ts';
import {
  CargoUnitListSchema,
  FuelTypeListSchema,
  referenceListEndpoints,
} from '../../domain/contracts/reference-lists.ts';
import type { WakelineDb } from './db.ts';

export const referenceDataEndpoints = {
  fuelTypes: referenceListEndpoints.fuelTypes,
  cargoUnits: referenceListEndpoints.cargoUnits,
  ports: portEndpoints.list,
} as const;

/** Calls one of the reference lists' endpoints (no params, no query) and answers its JSON. */
export type FetchJson = (
  contract: (typeof referenceDataEndpoints)[keyof typeof referenceDataEndpoints],
) => Promise<unknown>;

export async function refreshReferenceData(db: WakelineDb, fetchJson: FetchJson): Promise<void> {
  const [fuelTypes, cargoUnits, ports] = await Promise.all([
    fetchJson(referenceDataEndpoints.fuelTypes).then((data) => v.parse(FuelTypeListSchema, data)),
    fetchJson(referenceDataEndpoints.cargoUnits).then((data) => v.parse(CargoUnitListSchema, data)),
    fetchJson(referenceDataEndpoints.ports).then((data) => v.parse(FoundPortListSchema, data)),
  ]);
  await db.transaction('rw', db.fuelTypes, db.cargoUnits, db.ports, async () => {
    await db.fuelTypes.clear();
    await db.fuelTypes.bulkPut(fuelTypes);
    await db.cargoUnits.clear();
    await db.cargoUnits.bulkPut(cargoUnits);
    await db.ports.clear();
    await db.ports.bulkPut(
      ports.map(({ name, loCode, isMrvPort, latitude, longitude }) => ({
        name,
        loCode,
        isMrvPort,
        latitude,
        longitude,
      })),
    );
  });
}
