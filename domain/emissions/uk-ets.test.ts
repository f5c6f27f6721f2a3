// UK ETS shares from 1 July 2026 (ADR 0078), by hand.
import { describe, expect, it } from 'vitest';
import type { CarbonPart } from './eu-ets.ts';
import type { FuelKinds } from './ghg-factors.ts';
import { calculateMrvVoyage, type MrvVoyageInput, type Port } from './mrv.ts';
import { isUkPort, ukEtsShare, ukEtsVoyage, ukEtsYear } from './uk-ets.ts';

const felixstowe: Port = { name: 'Felixstowe', country: 'GB' };
const immingham: Port = { name: 'Immingham', country: 'GB' };
const rotterdam: Port = { name: 'Rotterdam', country: 'NL' };
const douglas: Port = { name: 'Douglas', country: 'IM' };
const kinds: FuelKinds = { MDO_MGO: 'MDO_MGO' };
const august = Date.UTC(2026, 7, 1);

function part(input: Partial<MrvVoyageInput>, startMs = august): CarbonPart {
  const full: MrvVoyageInput = {
    departurePort: felixstowe,
    arrivalPort: immingham,
    atBerth: false,
    fuelTonnes: {},
    distanceNm: 0,
    hoursAtSea: 0,
    cargoCarriedTonnes: 0,
    ...input,
  };
  return { startMs, input: full, result: calculateMrvVoyage(full) };
}

describe('UK ETS', () => {
  it('EMIS-009 a UK port is GB only (not the Isle of Man); case-insensitive', () => {
    expect(isUkPort(felixstowe)).toBe(true);
    expect(isUkPort({ name: 'x', country: 'gb' })).toBe(true);
    expect(isUkPort(douglas)).toBe(false);
    expect(isUkPort(null)).toBe(false);
  });

  it('EMIS-009 a domestic voyage and its stay at berth from 1 July 2026: CO2 + CH4 × 28 + N2O × 265, priced in GBP', () => {
    const parts = [
      part({ fuelTonnes: { MDO_MGO: 50 } }),
      part({ departurePort: immingham, arrivalPort: null, atBerth: true, fuelTonnes: { MDO_MGO: 2 } }),
    ];
    const result = ukEtsVoyage(parts, kinds, 40);
    // CO2 52 × 3.206 = 166.712; CH4 52 × 0.00005 × 28 = 0.0728; N2O 52 × 0.00018 × 265 = 2.4804.
    expect(result.co2InScopeTonnes).toBeCloseTo(166.712, 9);
    expect(result.nonCo2InScopeTonnesCo2e).toBeCloseTo(2.5532, 9);
    expect(result.surrenderTonnesCo2e).toBeCloseTo(169.2652, 9);
    expect(result.costGbp).toBeCloseTo(6_770.608, 6);
    expect(ukEtsYear([result, result], 40).surrenderTonnesCo2e).toBeCloseTo(2 * 169.2652, 9);
  });

  it('EMIS-009 nothing before 1 July 2026; an international voyage counts only its stay at berth in the UK', () => {
    expect(ukEtsShare(part({ fuelTonnes: { MDO_MGO: 50 } }, Date.UTC(2026, 5, 30, 23)))).toBe(0);
    expect(ukEtsShare(part({ fuelTonnes: { MDO_MGO: 50 } }, Date.UTC(2026, 6, 1)))).toBe(1);
    const international = [
      part({ departurePort: rotterdam, arrivalPort: felixstowe, fuelTonnes: { MDO_MGO: 30 } }),
      part({ departurePort: felixstowe, arrivalPort: null, atBerth: true, fuelTonnes: { MDO_MGO: 1 } }),
    ];
    expect(international.map(ukEtsShare)).toEqual([0, 1]);
    const result = ukEtsVoyage(international, kinds, null);
    expect(result.co2InScopeTonnes).toBeCloseTo(3.206, 12);
    expect(result.costGbp).toBeNull();
  });
});
