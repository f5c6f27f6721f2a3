// FuelEU Maritime intensity, limit, balance and penalty (ADR 0078), by hand from the Annex II
// defaults of ghg-factors.ts; the fuel-oil intensities are the published default WtW values.
import { describe, expect, it } from 'vitest';
import type { CarbonPart } from './eu-ets.ts';
import { addFuelEuEnergy, emptyFuelEuEnergy, fuelEuEnergy, fuelEuLimit, fuelEuResult } from './fuel-eu.ts';
import type { FuelKinds } from './ghg-factors.ts';
import { calculateMrvVoyage, type MrvVoyageInput, type Port } from './mrv.ts';

const rotterdam: Port = { name: 'Rotterdam', country: 'NL' };
const hamburg: Port = { name: 'Hamburg', country: 'DE' };
const felixstowe: Port = { name: 'Felixstowe', country: 'GB' };
const newYork: Port = { name: 'New York', country: 'US' };
const kinds: FuelKinds = {
  HFO: 'HFO',
  LFO: 'LFO',
  MDO_MGO: 'MDO_MGO',
  LNG: 'LNG',
  ETHANE: 'ETHANE',
  OWN: null,
};

function part(input: Partial<MrvVoyageInput>): CarbonPart {
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
  return { startMs: 0, input: full, result: calculateMrvVoyage(full) };
}

const intensityOf = (fuel: string) => fuelEuResult(fuelEuEnergy([part({ fuelTonnes: { [fuel]: 10 } })], kinds), 2025).intensityGCo2ePerMj; // prettier-ignore

describe('FuelEU GHG intensity (Annex I, Annex II defaults)', () => {
  it('EMIS-009 one fuel gives its default WtW: HFO 91.74, LFO 91.39, MDO/MGO 90.77 gCO2e/MJ', () => {
    // HFO: 13.5 + (3.114 + 0.00005 × 25 + 0.00018 × 298) / 0.0405 = 13.5 + 3.16889 / 0.0405.
    expect(intensityOf('HFO')).toBeCloseTo(13.5 + 3.16889 / 0.0405, 9);
    expect(intensityOf('HFO')!.toFixed(2)).toBe('91.74');
    // LFO: 13.2 + 3.20589 / 0.041; MDO/MGO: 14.4 + 3.26089 / 0.0427.
    expect(intensityOf('LFO')).toBeCloseTo(13.2 + 3.20589 / 0.041, 9);
    expect(intensityOf('LFO')!.toFixed(2)).toBe('91.39');
    expect(intensityOf('MDO_MGO')).toBeCloseTo(14.4 + 3.26089 / 0.0427, 9);
    expect(intensityOf('MDO_MGO')!.toFixed(2)).toBe('90.77');
  });

  it('EMIS-009 LNG with 3.1 % slip: 18.5 + (0.969 × (2.75 + 0.00011 × 298) + 0.031 × 25) / 0.0491', () => {
    expect(intensityOf('LNG')).toBeCloseTo(18.5 + (0.969 * (2.75 + 0.00011 * 298) + 0.031 * 25) / 0.0491, 9);
    expect(intensityOf('LNG')!.toFixed(2)).toBe('89.20');
  });

  it('EMIS-009 a fuel without defaults (ethane, a company fuel) gives no intensity and says which', () => {
    const result = fuelEuResult(fuelEuEnergy([part({ fuelTonnes: { HFO: 10, ETHANE: 1 } })], kinds), 2025);
    expect(result.intensityGCo2ePerMj).toBeNull();
    expect(result.complianceBalanceGCo2e).toBeNull();
    expect(result.penaltyEur).toBeNull();
    expect(result.withoutFactors).toEqual(['ETHANE']);
  });
});

describe('FuelEU limit, balance and penalty', () => {
  it('EMIS-009 the limit: 91.16 less 2 % from 2025, 6 % 2030, 14.5 % 2035, 31 % 2040, 62 % 2045, 80 % 2050', () => {
    expect(fuelEuLimit(2024)).toBeNull();
    expect(fuelEuLimit(2025)).toBeCloseTo(89.3368, 12);
    expect(fuelEuLimit(2029)).toBeCloseTo(89.3368, 12);
    expect(fuelEuLimit(2030)).toBeCloseTo(85.6904, 12);
    expect(fuelEuLimit(2035)).toBeCloseTo(77.9418, 12);
    expect(fuelEuLimit(2040)).toBeCloseTo(62.9004, 12);
    expect(fuelEuLimit(2045)).toBeCloseTo(34.6408, 12);
    expect(fuelEuLimit(2050)).toBeCloseTo(18.232, 12);
  });

  it('EMIS-009 100 t MGO between Member States in 2025: a deficit of 6.108864 t CO2e and its penalty', () => {
    const result = fuelEuResult(fuelEuEnergy([part({ fuelTonnes: { MDO_MGO: 100 } })], kinds), 2025);
    const intensity = 14.4 + 3.26089 / 0.0427;
    expect(result.energyMj).toBeCloseTo(4_270_000, 6); // 1e8 g × 0.0427 MJ/g
    const balance = (89.3368 - intensity) * 4_270_000; // −6,108,864 g
    expect(result.complianceBalanceGCo2e).toBeCloseTo(balance, 3);
    expect(balance).toBeCloseTo(-6_108_864, 3);
    expect(result.vlsfoEquivalentTonnes).toBeCloseTo(6_108_864 / (intensity * 41_000), 9);
    expect(result.penaltyEur).toBeCloseTo((6_108_864 / (intensity * 41_000)) * 2_400, 6);
  });

  it('EMIS-009 50 % of an incoming voyage plus 100 % at berth in 2026, summed over voyages for the year', () => {
    const voyage = [
      part({ departurePort: felixstowe, fuelTonnes: { HFO: 200 } }),
      part({ departurePort: rotterdam, arrivalPort: null, atBerth: true, fuelTonnes: { MDO_MGO: 4 } }),
    ];
    const energy = fuelEuEnergy(voyage, kinds);
    // HFO 100 t in scope: E 4,050,000 MJ, WtT 54,675,000 g, TtW 1e8 × 3.16889 = 316,889,000 g.
    // MGO 4 t: E 170,800 MJ, WtT 2,459,520 g, TtW 4e6 × 3.26089 = 13,043,560 g.
    expect(energy.energyMj).toBeCloseTo(4_220_800, 6);
    expect(energy.wttGCo2e).toBeCloseTo(54_675_000 + 2_459_520, 3);
    expect(energy.ttwGCo2e).toBeCloseTo(316_889_000 + 13_043_560, 3);
    const result = fuelEuResult(energy, 2026);
    const intensity = 387_067_080 / 4_220_800;
    expect(result.intensityGCo2ePerMj).toBeCloseTo(intensity, 9);
    expect(result.complianceBalanceGCo2e).toBeCloseTo((89.3368 - intensity) * 4_220_800, 3);
    // A second voyage from New York: out of scope, adds nothing.
    const year = emptyFuelEuEnergy();
    addFuelEuEnergy(year, energy);
    addFuelEuEnergy(year, fuelEuEnergy([part({ departurePort: newYork, arrivalPort: felixstowe, fuelTonnes: { HFO: 500 } })], kinds)); // prettier-ignore
    expect(fuelEuResult(year, 2026).intensityGCo2ePerMj).toBeCloseTo(intensity, 9);
  });

  it('EMIS-009 a surplus has no penalty; before 2025 no limit and no balance', () => {
    const lng = fuelEuResult(fuelEuEnergy([part({ fuelTonnes: { LNG: 10 } })], kinds), 2025);
    expect(lng.complianceBalanceGCo2e!).toBeGreaterThan(0);
    expect(lng.vlsfoEquivalentTonnes).toBe(0);
    expect(lng.penaltyEur).toBe(0);
    const early = fuelEuResult(fuelEuEnergy([part({ fuelTonnes: { HFO: 10 } })], kinds), 2024);
    expect(early.intensityGCo2ePerMj).not.toBeNull();
    expect(early.limitGCo2ePerMj).toBeNull();
    expect(early.penaltyEur).toBeNull();
  });
});
