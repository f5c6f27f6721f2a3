import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { WakelineDb } from './db.ts';
import { referenceDataEndpoints, refreshReferenceData, type FetchJson } from './reference-data.ts';

const hfo = {
  id: 'f1',
  name: 'Heavy Fuel Oil',
  shortName: 'HFO',
  carbonEmissionFactor: 3.114,
  companyId: null,
  isDeactivated: false,
};
const tonnes = { id: 'u1', name: 'Metric tonnes' };
const rotterdam = {
  name: 'Rotterdam',
  loCode: 'NLRTM',
  isMrvPort: true,
  country: 'NL',
  latitude: 51.95,
  longitude: 4.05,
};

function server(answers: Record<string, unknown>): FetchJson {
  return async ({ path }) => {
    if (!(path in answers)) throw new Error(`no answer for ${path}`);
    return answers[path];
  };
}

let db: WakelineDb;
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('reference data on the device (issue 5 §1)', () => {
  it('keeps fuel types, cargo units and ports for use without a connection, replacing the old lists', async () => {
    db = new WakelineDb(`reference-${crypto.randomUUID()}`);
    await db.ports.put({ name: 'Gone', loCode: 'XXGON', isMrvPort: false });
    await refreshReferenceData(
      db,
      server({
        [referenceDataEndpoints.fuelTypes.path]: [hfo],
        [referenceDataEndpoints.cargoUnits.path]: [tonnes],
        [referenceDataEndpoints.ports.path]: [rotterdam],
      }),
    );
    expect(await db.fuelTypes.toArray()).toEqual([hfo]);
    expect(await db.cargoUnits.toArray()).toEqual([tonnes]);
    // The position is kept for the arrival's warning (issue 26 §3); the country is not needed.
    expect(await db.ports.toArray()).toEqual([
      { name: 'Rotterdam', loCode: 'NLRTM', isMrvPort: true, latitude: 51.95, longitude: 4.05 },
    ]);
  });

  it('keeps the previous copy whole when one list cannot be read or is malformed', async () => {
    db = new WakelineDb(`reference-${crypto.randomUUID()}`);
    await db.cargoUnits.put(tonnes);
    const failing = refreshReferenceData(
      db,
      server({
        [referenceDataEndpoints.fuelTypes.path]: [hfo],
        [referenceDataEndpoints.cargoUnits.path]: [{ id: 7 }],
        [referenceDataEndpoints.ports.path]: [rotterdam],
      }),
    );
    await expect(failing).rejects.toThrow();
    expect(await db.cargoUnits.toArray()).toEqual([tonnes]);
    expect(await db.fuelTypes.count()).toBe(0);
    expect(await db.ports.count()).toBe(0);
  });
});
