// EU ETS share, phase-in, CH4/N2O and cost (research note §5.6, §2.1; ADR 0078), by hand.
import { describe, expect, it } from 'vitest';
import { euEtsVoyage, euEtsYear, type CarbonPart } from './eu-ets.ts';
import type { FuelKinds } from './ghg-factors.ts';
import { nonCo2Tonnes } from './ghg-factors.ts';
import { aggregateMrvAnnual, calculateMrvVoyage, type MrvVoyageInput, type Port } from './mrv.ts';

const rotterdam: Port = { name: 'Rotterdam', country: 'NL' };
const hamburg: Port = { name: 'Hamburg', country: 'DE' };
const felixstowe: Port = { name: 'Felixstowe', country: 'GB' };
const newYork: Port = { name: 'New York', country: 'US' };
const kinds: FuelKinds = { HFO: 'HFO', MDO_MGO: 'MDO_MGO', LNG: 'LNG', OWN: null };

function part(input: Partial<MrvVoyageInput>, startMs = Date.UTC(2026, 0, 1)): CarbonPart {
  const full: MrvVoyageInput = {
    departurePort: rotterdam,
    arrivalPort: hamburg,
    atBerth: false,
    fuelTonnes: {},
    distanceNm: 0,
    hoursAtSea: 0,
    cargoCarriedTonnes: 0,
    ...input,
  };
  return { startMs, input: full, result: calculateMrvVoyage(full) };
}

describe('EU ETS per voyage', () => {
  it('EMIS-009 between Member-State ports and at berth: 100 % of the CO2, 70 % phase-in in 2025, priced', () => {
    const parts = [
      part({ fuelTonnes: { HFO: 100 } }),
      part({ departurePort: hamburg, arrivalPort: null, atBerth: true, fuelTonnes: { MDO_MGO: 5 } }),
    ];
    const result = euEtsVoyage(parts, 2025, kinds, 80);
    // 100 × 3.114 = 311.4; 5 × 3.206 = 16.03; (311.4 + 16.03) × 0.7 = 229.201; × 80 EUR.
    expect(result.parts.map((p) => p.share)).toEqual([1, 1]);
    expect(result.co2InScopeTonnes).toBeCloseTo(327.43, 9);
    expect(result.coversNonCo2).toBe(false);
    expect(result.nonCo2InScopeTonnesCo2e).toBe(0);
    expect(result.phaseInShare).toBe(0.7);
    expect(result.surrenderTonnesCo2e).toBeCloseTo(229.201, 9);
    expect(result.costEur).toBeCloseTo(18_336.08, 6);
  });

  it('EMIS-009 to or from a Member-State port: 50 %; 40 % phase-in in 2024; no price, no cost', () => {
    const result = euEtsVoyage(
      [part({ departurePort: felixstowe, fuelTonnes: { HFO: 200 } })],
      2024,
      kinds,
      null,
    );
    // 200 × 3.114 = 622.8; × 0.5 = 311.4; × 0.4 = 124.56.
    expect(result.parts[0]!.share).toBe(0.5);
    expect(result.surrenderTonnesCo2e).toBeCloseTo(124.56, 9);
    expect(result.costEur).toBeNull();
  });

  it('EMIS-009 from 2026 CH4 and N2O count with GWP 28 and 265 (note §2.1), share by part', () => {
    const parts = [
      part({ departurePort: felixstowe, fuelTonnes: { HFO: 200 } }),
      part({ departurePort: rotterdam, arrivalPort: null, atBerth: true, fuelTonnes: { MDO_MGO: 4 } }),
    ];
    const result = euEtsVoyage(parts, 2026, kinds, 70);
    // HFO: CH4 0.01 t × 28 = 0.28, N2O 0.036 t × 265 = 9.54 → 9.82 × 50 % = 4.91.
    // MGO: CH4 0.0002 × 28 = 0.0056, N2O 0.00072 × 265 = 0.1908 → 0.1964 × 100 %.
    expect(result.parts[0]!.ch4Tonnes).toBeCloseTo(0.01, 12);
    expect(result.parts[0]!.n2oTonnes).toBeCloseTo(0.036, 12);
    expect(result.nonCo2InScopeTonnesCo2e).toBeCloseTo(4.91 + 0.1964, 9);
    // CO2: 622.8 × 0.5 + 12.824 = 324.224.
    expect(result.co2InScopeTonnes).toBeCloseTo(324.224, 9);
    expect(result.surrenderTonnesCo2e).toBeCloseTo(329.3304, 9);
    expect(result.costEur).toBeCloseTo(329.3304 * 70, 6);
  });

  it('EMIS-009 out of scope (UK to US), before 2024, and a fuel without CH4/N2O factors', () => {
    expect(euEtsVoyage([part({ departurePort: felixstowe, arrivalPort: newYork, fuelTonnes: { HFO: 50 } })], 2026, kinds, 80).surrenderTonnesCo2e).toBe(0); // prettier-ignore
    expect(euEtsVoyage([part({ fuelTonnes: { HFO: 50 } })], 2023, kinds, 80).surrenderTonnesCo2e).toBe(0);
    const own = euEtsVoyage(
      [part({ fuelTonnes: { OWN: 10 }, customFuelFactors: { OWN: 3 } })],
      2026,
      kinds,
      null,
    );
    expect(own.co2InScopeTonnes).toBe(30);
    expect(own.nonCo2InScopeTonnesCo2e).toBe(0);
    expect(own.withoutFactors).toEqual(['OWN']);
  });

  it('EMIS-009 LNG: the slipped 3.1 % is methane, the rest burns (Otto medium-speed, note §2.1)', () => {
    const gases = nonCo2Tonnes({ LNG: 100 }, kinds);
    expect(gases.ch4Tonnes).toBeCloseTo(3.1, 12);
    expect(gases.n2oTonnes).toBeCloseTo(100 * 0.969 * 0.00011, 12);
  });
});

describe('EU ETS per year, against the research note', () => {
  it('EMIS-009 the THETIS-MRV record of note §5.4 gives 19,228.575 t in scope; 40 % and 70 % phase-in', () => {
    // Buckets of note §5.4: between 16,035.42, departed 728.59, to 974.78, at berth 2,341.47 (Cf 1).
    const co2 = (input: Partial<MrvVoyageInput>, tonnes: number) =>
      part({ ...input, fuelTonnes: { X: tonnes }, customFuelFactors: { X: 1 } });
    const parts = [
      co2({}, 16_035.42),
      co2({ arrivalPort: newYork }, 728.59),
      co2({ departurePort: newYork }, 974.78),
      co2({ departurePort: rotterdam, arrivalPort: null, atBerth: true }, 2_341.47),
    ];
    const inScope = 16_035.42 + 0.5 * (728.59 + 974.78) + 2_341.47; // 19,228.575
    expect(aggregateMrvAnnual(parts.map((p) => p.input)).etsCo2Tonnes).toBeCloseTo(inScope, 9);
    const voyages = parts.map((p) => euEtsVoyage([p], 2024, { X: null }, 75));
    const year = euEtsYear(voyages, 2024, 75);
    expect(year.co2InScopeTonnes).toBeCloseTo(19_228.575, 9);
    expect(year.surrenderTonnesCo2e).toBeCloseTo(7_691.43, 9);
    expect(year.costEur).toBeCloseTo(7_691.43 * 75, 6);
    const in2025 = euEtsYear(
      parts.map((p) => euEtsVoyage([p], 2025, { X: null }, null)),
      2025,
      null,
    );
    expect(in2025.surrenderTonnesCo2e).toBeCloseTo(13_460.0025, 9);
    expect(() => euEtsYear(voyages, 2025, null)).toThrow(RangeError);
  });

  it('EMIS-009 refuses a negative or infinite price', () => {
    expect(() => euEtsVoyage([], 2026, kinds, -1)).toThrow(RangeError);
    expect(() => euEtsVoyage([], 2026, kinds, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
