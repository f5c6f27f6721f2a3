import { describe, expect, it } from 'vitest';
import type { ConflictRecord } from '../../offline/db.ts';
import { conflictRows, type ConflictNames } from './conflict-fields.ts';

const names: ConflictNames = {
  fuelType: (id) => ({ f1: 'Heavy fuel oil' })[id],
  fuelTank: (id) => ({ t1: 'Tank 1 port' })[id],
  flowMeter: () => undefined,
};

function conflict(
  entityType: ConflictRecord['entityType'],
  mine: Record<string, unknown>,
  theirs: Record<string, unknown> | null,
): ConflictRecord {
  return {
    opId: 'op',
    entityKey: `${entityType}:x`,
    entityType,
    entityId: 'x',
    mine,
    theirs,
    detectedAtDevice: '',
  };
}

const shown = (record: ConflictRecord) =>
  Object.fromEntries(
    conflictRows(record, names).map((row) => [row.label, [row.mine, row.server, row.differs]]),
  );

describe('conflictRows', () => {
  it("a voyage event's port, position, voyage and distance in words, the bookkeeping left out", () => {
    const base = {
      id: 'x',
      vesselId: 'v',
      version: 3,
      syncState: 'conflict',
      serverVersion: 3,
      isDeleted: false,
      cargos: [],
      type: 'Arrival',
      timestamp: '2026-03-05T14:07:00.000Z',
      port: { name: 'Rotterdam', loCode: 'NLRTM', isMrvPort: true },
      location: { latitude: 51.9, longitude: 4.12345 },
      voyage: { name: 'V-12', type: 'Laden', isNonCommercial: true },
      distanceSailed: { loggedDistanceByGPS: 1200.5, estimatedDistanceByGPS: null, manualDistanceByGPS: 3 },
      isConfirmed: false,
    };
    const rows = shown(
      conflict('vesselEvent', base, {
        ...base,
        location: { latitude: 51.9, longitude: 4.12346 },
        isConfirmed: true,
      }),
    );
    expect(Object.keys(rows)).toEqual([
      'Event type',
      'Timestamp',
      'Port',
      'Location',
      'Voyage',
      'Distance',
      'Confirmed',
    ]);
    expect(rows['Event type']).toEqual([['Arrival'], ['Arrival'], false]);
    expect(rows['Timestamp']).toEqual([['05. Mar, 2026 14:07'], ['05. Mar, 2026 14:07'], false]);
    expect(rows['Port']).toEqual([['Rotterdam (NLRTM)'], ['Rotterdam (NLRTM)'], false]);
    // Every decimal typed: a change in the fifth is a difference.
    expect(rows['Location']).toEqual([['51.9, 4.12345'], ['51.9, 4.12346'], true]);
    expect(rows['Voyage']![0]).toEqual(['V-12, Laden, non-commercial']);
    expect(rows['Distance']![0]).toEqual([
      'Logged distance by GPS: 1,200.5 nm',
      'Manual distance by GPS: 3 nm',
    ]);
    expect(rows['Confirmed']).toEqual([['No'], ['Yes'], true]);
  });

  it("a bunkering's tank and fuel type by name, its times in the display format; deleted on the server shows '-'", () => {
    const mine = {
      fuelTankId: 't1',
      fuelTypeId: 'f1',
      timestamp: '2026-03-01T08:00:00.000Z',
      fuelAdjustmentInTon: 250,
      sulphurContent: null,
      someNewField: 'as typed',
    };
    const rows = shown(conflict('fuelTankOperation', mine, null));
    expect(rows).toEqual({
      'Fuel tank': [['Tank 1 port'], ['-'], true],
      'Fuel type': [['Heavy fuel oil'], ['-'], true],
      Timestamp: [['01. Mar, 2026 08:00'], ['-'], true],
      'Fuel bunkered/de-bunkered (MT)': [['250'], ['-'], true],
      'Sulphur content (%)': [['-'], ['-'], false],
      'Some new field': [['as typed'], ['-'], true],
    });
  });
});
