import { describe, expect, it } from 'vitest';
import {
  EU_MEMBER_STATES,
  aggregateMrvAnnual,
  calculateMrvVoyage,
  classifyMrvVoyage,
  etsPhaseInShare,
  isMemberStatePort,
  type MrvVoyageInput,
  type Port,
} from './mrv.ts';

const rotterdam: Port = { name: 'Rotterdam', country: 'NL' };
const hamburg: Port = { name: 'Hamburg', country: 'DE' };
const bergen: Port = { name: 'Bergen', country: 'NO' };
const reykjavik: Port = { name: 'Reykjavik', country: 'IS' };
const felixstowe: Port = { name: 'Felixstowe', country: 'GB' };
const newYork: Port = { name: 'New York', country: 'US' };
const pointeAPitre: Port = { name: 'Pointe-à-Pitre', country: 'GP' };

const voyage = (overrides: Partial<MrvVoyageInput> = {}): MrvVoyageInput => ({
  departurePort: rotterdam,
  arrivalPort: hamburg,
  atBerth: false,
  fuelTonnes: { HFO: 100 },
  distanceNm: 300,
  hoursAtSea: 24,
  cargoCarriedTonnes: 20_000,
  ...overrides,
});

describe('Member-State jurisdiction from the ISO country code', () => {
  it('counts the EU 27, Norway and Iceland (EEA) and the outermost regions with their own code', () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    for (const country of [...EU_MEMBER_STATES, 'NO', 'IS', 'GP', 'GF', 'MQ', 'RE', 'YT', 'MF']) {
      expect(isMemberStatePort({ name: 'x', country })).toBe(true);
    }
  });

  it('does not count the UK, Switzerland, Greenland, the Faroes, Svalbard or null ports; case-insensitive', () => {
    for (const country of ['GB', 'CH', 'GL', 'FO', 'SJ', 'US', 'TR']) {
      expect(isMemberStatePort({ name: 'x', country })).toBe(false);
    }
    expect(isMemberStatePort(null)).toBe(false);
    expect(isMemberStatePort({ name: 'x' } as Port)).toBe(false);
    expect(isMemberStatePort({ name: 'x', country: 'nl' })).toBe(true);
  });
});

describe('calculateMrvVoyage buckets (Art. 10)', () => {
  it.each([
    ['EU to EU', rotterdam, hamburg, false, 'between_ms_ports', 1],
    ['EU to EEA (Norway)', hamburg, bergen, false, 'between_ms_ports', 1],
    ['EEA to EEA (Iceland to Norway)', reykjavik, bergen, false, 'between_ms_ports', 1],
    ['outermost region to EU', pointeAPitre, rotterdam, false, 'between_ms_ports', 1],
    ['EU to UK (outgoing)', rotterdam, felixstowe, false, 'departed_from_ms_ports', 0.5],
    ['US to EU (incoming)', newYork, rotterdam, false, 'to_ms_ports', 0.5],
    ['UK to US', felixstowe, newYork, false, null, 0],
    ['at berth in an EU port', rotterdam, null, true, 'within_ms_ports_at_berth', 1],
    ['at berth in an EEA port given as arrival', null, bergen, true, 'within_ms_ports_at_berth', 1],
    ['at berth in a UK port', felixstowe, null, true, null, 0],
    ['unknown ports', null, null, false, null, 0],
  ] as const)('%s → %s', (_label, departurePort, arrivalPort, atBerth, bucket, etsShare) => {
    const r = calculateMrvVoyage(voyage({ departurePort, arrivalPort, atBerth }));
    expect(r.mrvBucket).toBe(bucket);
    expect(r.inMrvScope).toBe(bucket !== null);
    expect(r.etsShare).toBe(etsShare);
  });

  it('computes CO2 per fuel and in total, and the transport work (0 at berth)', () => {
    const r = calculateMrvVoyage(voyage({ fuelTonnes: { HFO: 100, MDO_MGO: 5.5, LNG: 12 } }));
    expect(r.co2TonnesByFuel).toEqual({ HFO: 311.4, MDO_MGO: 17.633, LNG: 33 });
    expect(r.co2Tonnes).toBeCloseTo(311.4 + 17.633 + 33, 9);
    expect(r.transportWorkTonneNm).toBe(6_000_000);
    expect(calculateMrvVoyage(voyage({ atBerth: true, distanceNm: 2 })).transportWorkTonneNm).toBe(0);
  });

  it('an at-berth stay with no port, or a voyage out of scope, still reports its CO2 for the IMO DCS', () => {
    const r = calculateMrvVoyage(voyage({ departurePort: newYork, arrivalPort: felixstowe }));
    expect(r.co2Tonnes).toBeCloseTo(311.4, 9);
    expect(classifyMrvVoyage({ departurePort: null, arrivalPort: null, atBerth: true })).toBeNull();
  });

  it('rejects negative distance, time or cargo', () => {
    expect(() => calculateMrvVoyage(voyage({ distanceNm: -1 }))).toThrow(RangeError);
    expect(() => calculateMrvVoyage(voyage({ hoursAtSea: Number.NaN }))).toThrow(RangeError);
    expect(() => calculateMrvVoyage(voyage({ cargoCarriedTonnes: -5 }))).toThrow(RangeError);
  });
});

describe('aggregateMrvAnnual: Art. 10 totals, Annex II averages and IMO DCS totals', () => {
  const year: MrvVoyageInput[] = [
    voyage({ fuelTonnes: { HFO: 100 }, distanceNm: 300, hoursAtSea: 24, cargoCarriedTonnes: 20_000 }),
    voyage({ departurePort: hamburg, arrivalPort: newYork, fuelTonnes: { HFO: 400, MDO_MGO: 10 }, distanceNm: 3_500, hoursAtSea: 250, cargoCarriedTonnes: 18_000 }), // prettier-ignore
    voyage({ departurePort: newYork, arrivalPort: felixstowe, fuelTonnes: { HFO: 380 }, distanceNm: 3_200, hoursAtSea: 230, cargoCarriedTonnes: 15_000 }), // prettier-ignore
    voyage({ departurePort: felixstowe, arrivalPort: rotterdam, fuelTonnes: { MDO_MGO: 20 }, distanceNm: 120, hoursAtSea: 10, cargoCarriedTonnes: 15_000 }), // prettier-ignore
    voyage({ departurePort: rotterdam, arrivalPort: null, atBerth: true, fuelTonnes: { MDO_MGO: 8 }, distanceNm: 0, hoursAtSea: 0, cargoCarriedTonnes: 0 }), // prettier-ignore
  ];

  // Hand computation: between 311.4; departed 400·3.114 + 10·3.206 = 1277.66; to 20·3.206 = 64.12;
  // at berth 8·3.206 = 25.648; out of scope 380·3.114 = 1183.32.
  it('puts each in-scope voyage in one bucket; the buckets add up to the total', () => {
    const r = aggregateMrvAnnual(year);
    expect(r.co2TonnesByBucket.between_ms_ports).toBeCloseTo(311.4, 9);
    expect(r.co2TonnesByBucket.departed_from_ms_ports).toBeCloseTo(1277.66, 9);
    expect(r.co2TonnesByBucket.to_ms_ports).toBeCloseTo(64.12, 9);
    expect(r.co2TonnesByBucket.within_ms_ports_at_berth).toBeCloseTo(25.648, 9);
    expect(r.co2Tonnes).toBeCloseTo(311.4 + 1277.66 + 64.12 + 25.648, 9);
    const sum = Object.values(r.co2TonnesByBucket).reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - r.co2Tonnes)).toBeLessThan(1e-9);
    expect(r.voyageCount).toBe(4);
  });

  it('totals fuel per type, distance, time at sea and transport work over in-scope voyages (no distance at berth)', () => {
    const r = aggregateMrvAnnual(year);
    expect(r.fuelTonnesByType).toEqual({ HFO: 500, MDO_MGO: 38 });
    expect(r.distanceNm).toBe(3_920);
    expect(r.hoursAtSea).toBe(284);
    expect(r.transportWorkTonneNm).toBe(300 * 20_000 + 3_500 * 18_000 + 120 * 15_000);
  });

  it('computes the Annex II averages including the at-berth emissions', () => {
    const r = aggregateMrvAnnual(year);
    const co2 = 311.4 + 1277.66 + 64.12 + 25.648;
    const tw = 300 * 20_000 + 3_500 * 18_000 + 120 * 15_000;
    expect(r.averages.fuelPerDistanceKgPerNm).toBeCloseTo((538 * 1e3) / 3_920, 9);
    expect(r.averages.fuelPerTransportWorkGPerTonneNm).toBeCloseTo((538 * 1e6) / tw, 9);
    expect(r.averages.co2PerDistanceKgPerNm).toBeCloseTo((co2 * 1e3) / 3_920, 9);
    expect(r.averages.co2PerTransportWorkGPerTonneNm).toBeCloseTo((co2 * 1e6) / tw, 9);
  });

  it('gives the IMO DCS totals over every voyage, in or out of MRV scope', () => {
    const r = aggregateMrvAnnual(year);
    expect(r.imoDcs.co2Tonnes).toBeCloseTo(311.4 + 1277.66 + 64.12 + 25.648 + 1183.32, 9);
    expect(r.imoDcs.fuelTonnesByType).toEqual({ HFO: 880, MDO_MGO: 38 });
    expect(r.imoDcs.distanceNm).toBe(7_120);
    expect(r.imoDcs.hoursAtSea).toBe(514);
    expect(r.imoDcs.voyageCount).toBe(5);
  });

  it('gives the informative ETS CO2 (100 % between and at berth, 50 % in/out) and the phase-in by year', () => {
    const r = aggregateMrvAnnual(year);
    expect(r.etsCo2Tonnes).toBeCloseTo(311.4 + 25.648 + 0.5 * (1277.66 + 64.12), 9);
    expect([2023, 2024, 2025, 2026, 2030].map(etsPhaseInShare)).toEqual([0, 0.4, 0.7, 1, 1]);
  });

  it('an empty year gives zeros and null averages, never NaN', () => {
    const r = aggregateMrvAnnual([]);
    expect(r.co2Tonnes).toBe(0);
    expect(r.averages).toEqual({
      fuelPerDistanceKgPerNm: null,
      fuelPerTransportWorkGPerTonneNm: null,
      co2PerDistanceKgPerNm: null,
      co2PerTransportWorkGPerTonneNm: null,
    });
  });
});
