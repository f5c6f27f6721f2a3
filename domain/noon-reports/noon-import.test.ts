import { describe, expect, it } from 'vitest';
import type { NoonImportColumnMapping } from '../contracts/noon-report-imports.ts';
import { noonUnitProblem, noonUnitsOf, suggestNoonColumn, toStoredNoonValue } from './noon-import.ts';

const fuelTypes = [
  { id: 'hfo', shortName: 'HFO', name: 'Heavy Fuel Oil' },
  { id: 'lfo', shortName: 'LFO', name: 'Light Fuel Oil' },
  { id: 'mgo', shortName: 'MDO/MGO', name: 'Diesel/Gas Oil' },
];
const column = (overrides: Partial<NoonImportColumnMapping>): NoonImportColumnMapping => ({
  source: 'x',
  field: 'fuel',
  unit: 't',
  fuelTypeId: 'hfo',
  consumer: 'MainEngine',
  densityKgPerM3: null,
  ...overrides,
});

describe('noon report columns read from their own names', () => {
  it.each([
    ['Steaming hours', 'hoursSteamed', 'h'],
    ['Steaming time (hrs)', 'hoursSteamed', 'h'],
    ['Dist. OG', 'distanceOverGroundNm', 'nmi'],
    ['Distance over ground [km]', 'distanceOverGroundNm', 'km'],
    ['Dist. TW', 'distanceThroughWaterNm', 'nmi'],
    ['ME RPM', 'shaftSpeedRpm', 'rpm'],
    ['ME power (MW)', 'mainEnginePowerKw', 'MW'],
    ['Avg speed [kts]', 'averageSpeedKn', 'kn'],
    ['Draught Fwd [ft]', 'draftForwardM', 'ft'],
    ['Wind dir', 'windDirectionDeg', 'deg'],
    ['Wind force', 'windForceBeaufort', '1'],
    ['Lat', 'latitude', 'deg'],
    ['Remarks', 'remarks', null],
  ])('%s is %s in %s', (header, field, unit) => {
    expect(suggestNoonColumn(header, fuelTypes)).toMatchObject({ field, unit });
  });

  it('a fuel column by its fuel type, kind and consumer: "HFO cons." is fuel used by other, in tonnes', () => {
    expect(suggestNoonColumn('HFO cons.', fuelTypes)).toEqual({
      field: 'fuel',
      unit: 't',
      fuelTypeId: 'hfo',
      consumer: 'Other',
      matched: 'HFO',
    });
    expect(suggestNoonColumn('ME HFO cons. mt', fuelTypes)).toMatchObject({
      consumer: 'MainEngine',
      unit: 't',
    });
    expect(suggestNoonColumn('AE MGO cons [kg]', fuelTypes)).toMatchObject({
      fuelTypeId: 'mgo',
      consumer: 'AuxiliaryEngines',
      unit: 'kg',
    });
    expect(suggestNoonColumn('VLSFO ROB', fuelTypes)).toMatchObject({
      field: 'rob',
      fuelTypeId: 'lfo',
      consumer: null,
    });
    expect(suggestNoonColumn('MDO bunkered (m3)', fuelTypes)).toMatchObject({
      field: 'bunkered',
      unit: 'm3',
    });
  });

  it('a header nothing matches is left out', () => {
    expect(suggestNoonColumn('Master', fuelTypes).field).toBeNull();
  });
});

describe('noon report units', () => {
  it('offers the family of the field, the stored unit first', () => {
    expect(noonUnitsOf('distanceOverGroundNm')).toEqual(['nmi', 'km']);
    expect(noonUnitsOf('fuel')).toEqual(['t', 'kg', 'm3']);
    expect(noonUnitsOf('remarks')).toEqual([]);
  });

  it('converts to the stored unit: kg and m³ with density to t, km to nm, MW to kW', () => {
    expect(toStoredNoonValue(2500, column({ unit: 'kg' }))).toBe(2.5);
    expect(toStoredNoonValue(10, column({ unit: 'm3', densityKgPerM3: 991 }))).toBeCloseTo(9.91, 12);
    expect(toStoredNoonValue(1.852, column({ field: 'distanceOverGroundNm', unit: 'km' }))).toBeCloseTo(
      1,
      12,
    );
    expect(toStoredNoonValue(8.2, column({ field: 'mainEnginePowerKw', unit: 'MW' }))).toBeCloseTo(8200, 9);
  });

  it('refuses a unit of another family and a volume without density', () => {
    expect(noonUnitProblem(column({ field: 'hoursSteamed', unit: 'kW' }))).toContain('kW');
    expect(noonUnitProblem(column({ unit: 'm3' }))).toBe("a volume in m³ needs the fuel's density");
    expect(noonUnitProblem(column({ unit: 'kg' }))).toBeNull();
  });
});
