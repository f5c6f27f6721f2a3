import { describe, expect, it } from 'vitest';
import {
  STANDARD_FUEL_IDS,
  STANDARD_FUELS,
  biofuelCarbonFactor,
  carbonFactorFor,
  co2TonnesByFuel,
  co2TonnesFromFuel,
} from './fuels.ts';

// Cf of MEPC.364(79) / MEPC.308(73) / EU MRV Annex I, t CO2 per t fuel.
const expectedCf: Array<[string, number]> = [
  ['HFO', 3.114],
  ['LFO', 3.151],
  ['MDO_MGO', 3.206],
  ['LPG_PROPANE', 3.0],
  ['LPG_BUTANE', 3.03],
  ['ETHANE', 2.927],
  ['LNG', 2.75],
  ['METHANOL', 1.375],
  ['ETHANOL', 1.913],
];

describe('CO2 from fuel with the official Cf', () => {
  it('has exactly the nine fuel ids of the issue', () => {
    expect([...STANDARD_FUEL_IDS].sort()).toEqual(expectedCf.map(([id]) => id).sort());
  });

  it.each(expectedCf)('%s: 1 t gives %d t CO2, and 123.456 t gives the product', (fuelId, cf) => {
    expect(carbonFactorFor(fuelId)).toBe(cf);
    expect(co2TonnesFromFuel({ [fuelId]: 1 })).toBe(cf);
    expect(co2TonnesFromFuel({ [fuelId]: 123.456 })).toBeCloseTo(123.456 * cf, 10);
  });

  it('Cf agrees with carbon content × 44/12 within 0.005 (catches swapped rows such as propane/butane)', () => {
    for (const fuel of Object.values(STANDARD_FUELS)) {
      expect(Math.abs(fuel.carbonContent * (44.0095 / 12.0107) - fuel.cfTonnesCo2PerTonne)).toBeLessThan(
        0.005,
      );
    }
  });

  it('sums several fuels and reports each one', () => {
    const byFuel = co2TonnesByFuel({ HFO: 10, MDO_MGO: 2, LNG: 0 });
    expect(byFuel).toEqual({ HFO: 31.14, MDO_MGO: 6.412, LNG: 0 });
    expect(co2TonnesFromFuel({ HFO: 10, MDO_MGO: 2 })).toBeCloseTo(37.552, 12);
  });

  it('uses a company fuel type with its own carbon emission factor, and refuses unknown ids', () => {
    expect(co2TonnesFromFuel({ VLSFO_RMG: 10 }, { VLSFO_RMG: 3.114 })).toBeCloseTo(31.14, 12);
    expect(() => co2TonnesFromFuel({ VLSFO_RMG: 10 })).toThrow(RangeError);
    expect(() => carbonFactorFor('X', { X: -1 })).toThrow(RangeError);
    expect(() => co2TonnesFromFuel({ HFO: -0.1 })).toThrow(RangeError);
  });

  it('hydrogen and ammonia carry no carbon: a company factor of 0 is accepted', () => {
    expect(co2TonnesFromFuel({ H2: 5, NH3: 7 }, { H2: 0, NH3: 0 })).toBe(0);
  });
});

describe('biofuels under MEPC.1/Circ.905', () => {
  it('a certified biofuel 65 % or more below 94 gCO2e/MJ takes Cf = WtW × LCV', () => {
    const cf = biofuelCarbonFactor({
      isCertified: true,
      wtwIntensityGCo2ePerMj: 14,
      lcvKjPerKg: 37_200,
      fossilEquivalent: 'MDO_MGO',
    });
    expect(cf).toBeCloseTo(14 * 0.0372, 12);
  });

  it('exactly 65 % below (32.9 gCO2e/MJ) still qualifies; 33 does not', () => {
    const at = (wtw: number) =>
      biofuelCarbonFactor({
        isCertified: true,
        wtwIntensityGCo2ePerMj: wtw,
        lcvKjPerKg: 37_000,
        fossilEquivalent: 'HFO',
      });
    expect(at(32.9)).toBeCloseTo(32.9 * 0.037, 12);
    expect(at(33)).toBe(3.114);
  });

  it('an uncertified biofuel takes the factor of its fossil equivalent', () => {
    expect(
      biofuelCarbonFactor({
        isCertified: false,
        wtwIntensityGCo2ePerMj: 10,
        lcvKjPerKg: 37_000,
        fossilEquivalent: 'LFO',
      }),
    ).toBe(3.151);
  });
});
