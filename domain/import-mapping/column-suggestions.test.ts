import { describe, expect, it } from 'vitest';
import type { UnitId } from '../units/units.ts';
import {
  normaliseHeader,
  splitHeaderUnit,
  suggestColumn,
  taxonSynonyms,
  taxonUnits,
} from './column-suggestions.ts';

// The seeded taxonomy (0201-seed-taxonomy.sql).
const taxonomy = { taxa: Object.keys(taxonUnits) };

describe('suggesting the taxon and unit of a logger column', () => {
  it.each<[string, string, UnitId | null]>([
    ['STW', 'Navigation:Speed through water', null],
    ['Log speed', 'Navigation:Speed through water', null],
    ['Speed log [kn]', 'Navigation:Speed through water', 'kn'],
    ['STW (kts)', 'Navigation:Speed through water', 'kn'],
    ['Speed through water', 'Navigation:Speed through water', null],
    ['SOG', 'Navigation:Speed over ground', null],
    ['GPS speed', 'Navigation:Speed over ground', null],
    ['GPS_Speed_knots', 'Navigation:Speed over ground', 'kn'],
    ['SpeedOverGround', 'Navigation:Speed over ground', null],
    ['ME shaft power', 'Propulsion:Shaft power', null],
    ['ME shaft power (kW)', 'Propulsion:Shaft power', 'kW'],
    ['Shaft Power [MW]', 'Propulsion:Shaft power', 'MW'],
    ['ME_Power_kW', 'Propulsion:Shaft power', 'kW'],
    ['M/E FO flow', 'Fuel:Fuel mass flow', null],
    ['M/E FO flow [mt/h]', 'Fuel:Fuel mass flow', 't/h'],
    ['ME FOC kg/h', 'Fuel:Fuel mass flow', 'kg/h'],
    ['Fuel consumption (l/h)', 'Fuel:Fuel mass flow', 'l/h'],
    ['HFO flow m3/h', 'Fuel:Fuel mass flow', 'm3/h'],
    ['ME RPM', 'Propulsion:Shaft speed', 'rpm'],
    ['Shaft rpm', 'Propulsion:Shaft speed', 'rpm'],
    ['ShaftRpm', 'Propulsion:Shaft speed', 'rpm'],
    ['Propeller RPM (rpm)', 'Propulsion:Shaft speed', 'rpm'],
    ['Draft fwd', 'Hull:Draft fore', null],
    ['Draught Fwd (m)', 'Hull:Draft fore', 'm'],
    ['Draft_aft_m', 'Hull:Draft aft', 'm'],
    ['Aft draught [ft]', 'Hull:Draft aft', 'ft'],
    ['Wind speed rel', 'Weather:Relative wind speed', null],
    ['Rel. wind speed [m/s]', 'Weather:Relative wind speed', 'm/s'],
    ['Relative wind direction (deg)', 'Weather:Relative wind direction', 'deg'],
    ['Wind dir rel', 'Weather:Relative wind direction', null],
    ['Heading', 'Navigation:Heading', null],
    ['HDG [°]', 'Navigation:Heading', 'deg'],
    ['Gyro heading', 'Navigation:Heading', null],
    ['COG', 'Navigation:Course over ground', null],
    ['Lat', 'Navigation:Latitude', null],
    ['GPS Lat (deg)', 'Navigation:Latitude', 'deg'],
    ['Lon', 'Navigation:Longitude', null],
    ['Longitude', 'Navigation:Longitude', null],
    ['Sea water temp [°C]', 'Weather:Sea water temperature', 'degC'],
    ['SST (degF)', 'Weather:Sea water temperature', 'degF'],
  ])('"%s" is most likely %s, unit %s', (header, taxon, unit) => {
    const reading = suggestColumn(header, taxonomy);
    expect(reading.suggestions[0]?.taxon).toBe(taxon);
    expect(reading.unit).toBe(unit);
  });

  it.each(['Time', 'Timestamp', 'Alarm count', 'Comment', 'Boiler 2 status'])(
    '"%s" gets no suggestion',
    (header) => {
      expect(suggestColumn(header, taxonomy).suggestions).toEqual([]);
    },
  );

  it("the taxon's own name is certain; a synonym is less so, and less when it covers part of the header", () => {
    expect(suggestColumn('Heading', taxonomy).suggestions[0]).toEqual({
      taxon: 'Navigation:Heading',
      confidence: 1,
      matched: 'Heading',
    });
    expect(suggestColumn('STW', taxonomy).suggestions[0]?.confidence).toBe(0.95);
    const partial = suggestColumn('STW sensor 2 filtered', taxonomy).suggestions[0];
    expect(partial?.taxon).toBe('Navigation:Speed through water');
    expect(partial?.confidence).toBeLessThan(0.7);
  });

  it('a unit of another family lowers a taxon below one whose family fits', () => {
    // 'Wind speed' and 'wind direction' are both near; the unit decides.
    const speed = suggestColumn('Wind [kn]', { taxa: taxonomy.taxa, logVariables: [] });
    expect(speed.suggestions).toEqual([]);
    const withUnit = suggestColumn('Relative wind direction [kn]', taxonomy).suggestions;
    expect(withUnit[0]?.taxon).toBe('Weather:Relative wind direction');
    expect(withUnit[0]?.confidence).toBe(0.5);
  });

  it('ranks several candidates deterministically, best first, ties in the taxonomy order', () => {
    const first = suggestColumn('Wind speed', taxonomy, 5);
    expect(first.suggestions.map((s) => s.taxon)).toEqual(['Weather:Relative wind speed']);
    const both = suggestColumn('Draft fore aft', taxonomy, 5).suggestions;
    expect(both.map((s) => s.taxon)).toEqual(['Hull:Draft fore', 'Hull:Draft aft']);
    expect(both[0]?.confidence).toBe(both[1]?.confidence);
    expect(suggestColumn('Draft fore aft', taxonomy, 5)).toEqual(
      suggestColumn('Draft fore aft', taxonomy, 5),
    );
  });

  it("suggests only the taxonomy's taxa, and matches its log variable names too", () => {
    const custom = {
      taxa: ['Propulsion:Shaft power', 'Engine:Turbocharger speed'],
      logVariables: [{ name: 'TC1 speed', taxa: ['Engine:Turbocharger speed'] }],
    };
    expect(suggestColumn('STW', custom).suggestions).toEqual([]);
    expect(suggestColumn('TC1 speed (rpm)', custom).suggestions[0]).toMatchObject({
      taxon: 'Engine:Turbocharger speed',
      confidence: 1,
    });
    expect(suggestColumn('Turbocharger speed', custom).suggestions[0]?.matched).toBe('Turbocharger speed');
  });

  it('every synonym is written normalised and names a seeded taxon', () => {
    for (const [taxon, synonyms] of Object.entries(taxonSynonyms)) {
      expect(taxonUnits[taxon]).toBeDefined();
      for (const synonym of synonyms) expect(normaliseHeader(synonym)).toBe(synonym);
    }
  });
});

describe('reading a header', () => {
  it.each<[string, string, string | null]>([
    ['Speed [kn]', 'Speed', 'kn'],
    ['Power (kW)', 'Power', 'kW'],
    ['Temp {°C}', 'Temp', '°C'],
    ['ME_Power_kW', 'ME_Power', 'kW'],
    ['ME RPM', 'ME RPM', null],
    ['Wind speed rel', 'Wind speed rel', null],
    ['Load %', 'Load', '%'],
    ['Status ()', 'Status', ''],
  ])('"%s" is named "%s" with unit text %s', (header, name, unitText) => {
    expect(splitHeaderUnit(header)).toEqual({ name, unitText });
  });

  it.each([
    ['M/E FO-Flow', 'me fo flow'],
    ['ShaftRpm', 'shaft rpm'],
    ['Draft_fwd.', 'draft fwd'],
    ['A/E Load %', 'ae load %'],
  ])('"%s" is normalised to "%s"', (header, normalised) => {
    expect(normaliseHeader(header)).toBe(normalised);
  });
});
