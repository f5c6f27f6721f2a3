// The CII over periods (ADR 0063) against hand-computed cases: the worked example of
// docs/calculations.md §2.7 (bulk carrier 50,000 DWT, 80 t HFO, 1,000 nm, 2026: attained 4.9824, C)
// reached through voyages, a voyage split at the new year, the year-end forecast and the days.
import { describe, expect, it } from 'vitest';
import { ciiRequirement } from './cii.ts';
import {
  ciiPeriod,
  dailyCiiSeries,
  daysInYear,
  forecastYearEnd,
  fuelMixAt,
  fuelShares,
  loggedDays,
  noonReportDays,
  shareInWindow,
  voyagePartIn,
  yearWindow,
  type CiiContext,
  type CiiVoyage,
  type FuelMixVoyage,
} from './cii-periods.ts';

const HFO = 'f0000000-0000-4000-8000-000000000001';
const MGO = 'f0000000-0000-4000-8000-000000000003';
const factors = { [HFO]: 3.114, [MGO]: 3.206 };
const at = (text: string) => Date.parse(text);
const bulk: CiiContext = {
  ship: { shipType: 'bulk_carrier', dwt: 50_000, gt: 30_000 },
  year: 2026,
  customFuelFactors: factors,
};

function voyage(
  id: string,
  from: string,
  to: string,
  legs: [string, string, number][],
  fuel: [string, string, string, number][],
): CiiVoyage {
  return {
    departureId: id,
    name: id,
    startMs: at(from),
    endMs: at(to),
    arrivalMs: legs.length ? at(legs[legs.length - 1]![1]) : null,
    departurePort: { name: 'Bergen', country: 'NO' },
    arrivalPort: { name: 'Santos', country: 'BR' },
    legs: legs.map(([start, end, distanceNm]) => ({ startMs: at(start), endMs: at(end), distanceNm })),
    fuel: fuel.map(([start, end, fuelTypeId, tonnes]) => ({
      startMs: at(start),
      endMs: at(end),
      fuelTypeId,
      tonnes,
    })),
  };
}

describe('periods and shares', () => {
  it('PERF-051 a calendar year is a UTC window of 365 or 366 days', () => {
    expect(yearWindow(2026)).toEqual({
      fromMs: at('2026-01-01T00:00:00Z'),
      toMs: at('2027-01-01T00:00:00Z'),
    });
    expect(daysInYear(2026)).toBe(365);
    expect(daysInYear(2028)).toBe(366);
  });

  it('PERF-051 a span counts in a window by the share of its time inside; an instant counts whole', () => {
    const window = { fromMs: 5, toMs: 20 };
    expect(shareInWindow(0, 10, window)).toBe(0.5);
    expect(shareInWindow(6, 10, window)).toBe(1);
    expect(shareInWindow(20, 30, window)).toBe(0);
    expect(shareInWindow(7, 7, window)).toBe(1);
    expect(shareInWindow(20, 20, window)).toBe(0);
  });
});

describe('a voyage over the new year', () => {
  // 30 Dec 00:00 → 2 Jan 00:00: a leg of 500 nm to 1 Jan 12:00 (2.5 days, 2 in 2025), a leg of
  // 60 nm after it, and 30 t HFO over the three days (2 in 2025).
  const overNewYear = voyage(
    'new-year',
    '2025-12-30T00:00:00Z',
    '2026-01-02T00:00:00Z',
    [
      ['2025-12-30T00:00:00Z', '2026-01-01T12:00:00Z', 500],
      ['2026-01-01T12:00:00Z', '2026-01-02T00:00:00Z', 60],
    ],
    [['2025-12-30T00:00:00Z', '2026-01-02T00:00:00Z', HFO, 30]],
  );

  it('PERF-051 is split at midnight: 400 nm and 20 t in 2025, 160 nm and 10 t in 2026', () => {
    const in2025 = voyagePartIn(overNewYear, yearWindow(2025), factors)!;
    expect(in2025.distanceNm).toBeCloseTo(400, 9);
    expect(in2025.fuelTonnes[HFO]).toBeCloseTo(20, 9);
    expect(in2025.hoursAtSea).toBeCloseTo(48, 9);
    const in2026 = voyagePartIn(overNewYear, yearWindow(2026), factors)!;
    expect(in2026.distanceNm).toBeCloseTo(160, 9);
    expect(in2026.fuelTonnes[HFO]).toBeCloseTo(10, 9);
    expect(in2026.hoursAtSea).toBeCloseTo(24, 9);
    expect(voyagePartIn(overNewYear, yearWindow(2027))).toBeNull();
  });

  it('PERF-051 each year counts its part; the covered span stops at the year end', () => {
    const period = ciiPeriod([overNewYear], yearWindow(2025), { ...bulk, year: 2025 });
    expect(period.voyages).toHaveLength(1);
    expect(period.voyages[0]!.timeShare).toBeCloseTo(2 / 3, 12);
    expect(period.co2Tonnes).toBeCloseTo(20 * 3.114, 9);
    expect(period.coveredFromMs).toBe(at('2025-12-30T00:00:00Z'));
    expect(period.coveredToMs).toBe(at('2026-01-01T00:00:00Z'));
    // 62.28 t CO2 over 50,000 DWT × 400 nm.
    expect(period.cii!.attainedCii).toBeCloseTo(3.114, 9);
  });
});

describe('the CII of a period from its voyages', () => {
  const voyages = [
    voyage(
      'a',
      '2026-01-10T00:00:00Z',
      '2026-01-20T00:00:00Z',
      [['2026-01-10T00:00:00Z', '2026-01-18T00:00:00Z', 600]],
      [
        ['2026-01-10T00:00:00Z', '2026-01-18T00:00:00Z', HFO, 45],
        ['2026-01-18T00:00:00Z', '2026-01-20T00:00:00Z', HFO, 5],
      ],
    ),
    voyage(
      'b',
      '2026-02-01T00:00:00Z',
      '2026-04-01T00:00:00Z',
      [['2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z', 400]],
      [['2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z', HFO, 30]],
    ),
  ];

  it('PERF-008 PERF-051 1,000 nm and 80 t HFO of a 50,000 DWT bulk carrier in 2026 give 4.9824 and C', () => {
    const period = ciiPeriod(voyages, yearWindow(2026), bulk);
    expect(period.distanceNm).toBeCloseTo(1000, 9);
    expect(period.fuelTonnes).toEqual({ [HFO]: 80 });
    expect(period.co2Tonnes).toBeCloseTo(249.12, 9);
    expect(period.voyages.map((v) => v.co2Tonnes)).toEqual([50 * 3.114, 30 * 3.114]);
    expect(period.cii).toMatchObject({ capacity: 50_000, capacityUnit: 'DWT', rating: 'C' });
    expect(period.cii!.attainedCii).toBeCloseTo(4.9824, 10);
    expect(period.cii!.requiredCii).toBeCloseTo(5.045066332, 8);
    expect(period.cii!.boundaries.upper).toBeCloseTo(5.347770312, 8);
    expect(period.coveredFromMs).toBe(at('2026-01-10T00:00:00Z'));
    expect(period.coveredToMs).toBe(at('2026-04-01T00:00:00Z'));
  });

  it('PERF-051 without ship data or without distance there are totals but no CII', () => {
    expect(ciiPeriod(voyages, yearWindow(2026), { ...bulk, ship: null })).toMatchObject({
      cii: null,
      distanceNm: 1000,
    });
    const empty = ciiPeriod([], yearWindow(2026), bulk);
    expect(empty).toMatchObject({ cii: null, distanceNm: 0, co2Tonnes: 0, coveredFromMs: null });
    expect(forecastYearEnd(empty, bulk)).toBeNull();
  });

  it('PERF-051 the year-end forecast scales 90 covered days to 365 and keeps the intensity', () => {
    // Covered 1 Jan → 1 Apr (90 days): 1,000 nm and 80 t HFO.
    const ytd = ciiPeriod(
      [
        voyage(
          'q1',
          '2026-01-01T00:00:00Z',
          '2026-04-01T00:00:00Z',
          [['2026-01-01T00:00:00Z', '2026-04-01T00:00:00Z', 1000]],
          [['2026-01-01T00:00:00Z', '2026-04-01T00:00:00Z', HFO, 80]],
        ),
      ],
      { fromMs: at('2026-01-01T00:00:00Z'), toMs: at('2026-06-15T00:00:00Z') },
      bulk,
    );
    const forecast = forecastYearEnd(ytd, bulk)!;
    expect(forecast).toMatchObject({ method: 'constantIntensity', daysCovered: 90, daysInYear: 365 });
    expect(forecast.scale).toBeCloseTo(4.055555555555555, 12);
    expect(forecast.distanceNm).toBeCloseTo(4055.555555555555, 9);
    expect(forecast.fuelTonnes[HFO]).toBeCloseTo(324.44444444444446, 9);
    expect(forecast.co2Tonnes).toBeCloseTo(1010.32, 9);
    expect(forecast.cii!.attainedCii).toBeCloseTo(4.9824, 10);
    expect(forecast.cii!.rating).toBe('C');
    // (5.347770312 × 50,000 × 4,055.56 − 249.12e6) / (50,000 × 3,055.56).
    expect(forecast.restOfYearCiiForRatingC).toBeCloseTo(5.4673460504727265, 6);
  });
});

describe('days from the logged daily means', () => {
  const day = at('2026-03-02T00:00:00Z');
  const variables = [
    { id: 'sog', kind: 'speed' as const, toBaseFactor: 1, flowMeterFuelTypeId: null },
    { id: 'me', kind: 'fuel' as const, toBaseFactor: 1000, flowMeterFuelTypeId: null },
    { id: 'ae', kind: 'fuel' as const, toBaseFactor: 1, flowMeterFuelTypeId: MGO },
  ];

  it('PERF-051 a day is its means × 24 h; a metered variable keeps its meter’s fuel type, others the voyage mix', () => {
    // 12 kn, main engine 1.5 t/h, auxiliaries 250 kg/h read by the MGO meter.
    const [first] = loggedDays(
      [
        { dayMs: day, variableId: 'sog', mean: 12 },
        { dayMs: day, variableId: 'me', mean: 1.5 },
        { dayMs: day, variableId: 'ae', mean: 250 },
        { dayMs: day, variableId: 'unknown', mean: 99 },
      ],
      variables,
      () => ({ shares: { [HFO]: 1 }, basis: 'voyage' }),
    );
    expect(first).toEqual({
      date: '2026-03-02',
      distanceNm: 288,
      fuelTonnes: { [HFO]: 36, [MGO]: 6 },
      fuelTypeBasis: 'voyage',
      unassignedFuelTonnes: 0,
    });
  });

  it('PERF-051 fuel without a known fuel type is kept apart; a day without speed has no distance', () => {
    const days = loggedDays(
      [
        { dayMs: day + 86_400_000, variableId: 'me', mean: 1 },
        { dayMs: day, variableId: 'me', mean: 0.5 },
        { dayMs: day, variableId: 'sog', mean: -0.2 },
      ],
      variables,
      () => null,
    );
    expect(days.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03']);
    expect(days[0]).toMatchObject({ distanceNm: 0, unassignedFuelTonnes: 12, fuelTypeBasis: null });
    expect(days[1]).toMatchObject({ distanceNm: null, unassignedFuelTonnes: 24, fuelTonnes: {} });
  });

  it('PERF-051 the fuel mix: the covering voyage, else the nearest, else the vessel’s equipment', () => {
    const voyages: FuelMixVoyage[] = [
      { startMs: 100, endMs: 200, fuelTonnes: { [HFO]: 90, [MGO]: 10 } },
      { startMs: 300, endMs: 400, fuelTonnes: { [MGO]: 5 } },
      { startMs: 1000, endMs: 2000, fuelTonnes: {} },
    ];
    expect(fuelShares({ [HFO]: 90, [MGO]: 10 })).toEqual({ [HFO]: 0.9, [MGO]: 0.1 });
    expect(fuelShares({ [HFO]: 0 })).toBeNull();
    expect(fuelMixAt(150, voyages, null)).toEqual({ shares: { [HFO]: 0.9, [MGO]: 0.1 }, basis: 'voyage' });
    expect(fuelMixAt(270, voyages, null)).toEqual({ shares: { [MGO]: 1 }, basis: 'nearestVoyage' });
    expect(fuelMixAt(1500, voyages, HFO)).toEqual({ shares: { [MGO]: 1 }, basis: 'nearestVoyage' });
    expect(fuelMixAt(1500, [], HFO)).toEqual({ shares: { [HFO]: 1 }, basis: 'vesselEquipment' });
    expect(fuelMixAt(1500, [], null)).toBeNull();
  });

  it('PERF-051 the daily series: each day against the year’s boundaries, and the range so far', () => {
    const requirement = ciiRequirement({ shipType: 'bulk_carrier', dwt: 50_000, gt: 30_000, year: 2026 });
    const series = dailyCiiSeries(
      [
        {
          date: '2026-03-02',
          distanceNm: 288,
          fuelTonnes: { [HFO]: 36 },
          fuelTypeBasis: 'voyage',
          unassignedFuelTonnes: 0,
        },
        {
          date: '2026-03-03',
          distanceNm: 0,
          fuelTonnes: { [MGO]: 2 },
          fuelTypeBasis: 'voyage',
          unassignedFuelTonnes: 0,
        },
        {
          date: '2026-03-04',
          distanceNm: 300,
          fuelTonnes: {},
          fuelTypeBasis: null,
          unassignedFuelTonnes: 30,
        },
      ],
      requirement,
      factors,
    );
    // 36 t × 3.114 = 112.104 t over 50,000 × 288: 7.785, above the inferior boundary 5.953: E.
    expect(series[0]!.co2Tonnes).toBeCloseTo(112.104, 9);
    expect(series[0]!.attainedCii).toBeCloseTo(7.785, 10);
    expect(series[0]!.rating).toBe('E');
    expect(series[0]!.cumulativeAttainedCii).toBeCloseTo(7.785, 10);
    // At berth: CO2 but no distance, so no CII of its own; the range so far carries it.
    expect(series[1]).toMatchObject({ attainedCii: null, rating: null });
    expect(series[1]!.co2Tonnes).toBeCloseTo(6.412, 9);
    expect(series[1]!.cumulativeAttainedCii).toBeCloseTo(8.230277777777777, 10);
    // Fuel of unknown type: no CO2, no CII, and the running figure stays.
    expect(series[2]).toMatchObject({ co2Tonnes: null, attainedCii: null, rating: null });
    expect(series[2]!.cumulativeAttainedCii).toBeCloseTo(8.230277777777777, 10);
    expect(dailyCiiSeries([series[0]!], null, factors)[0]).toMatchObject({
      attainedCii: null,
      cumulativeAttainedCii: null,
    });
  });
});

describe('days from noon reports (a vessel without logged speed and fuel)', () => {
  const at = (iso: string) => Date.parse(iso);
  it('PERF-051 a report counts on the UTC date of its time; two on one date add up; every fuel line of its own type', () => {
    const days = noonReportDays([
      // Out of order on purpose: the days come back in date order.
      {
        atMs: at('2026-03-03T08:00:00Z'),
        distanceOverGroundNm: 300,
        fuel: [{ fuelTypeId: HFO, tonnes: 30 }],
      },
      {
        // Local noon at UTC+4: 08:00 UTC of the same date.
        atMs: at('2026-03-02T08:00:00Z'),
        distanceOverGroundNm: 288,
        fuel: [
          { fuelTypeId: HFO, tonnes: 34 },
          { fuelTypeId: MGO, tonnes: 2 },
        ],
      },
      // The ship's clock went back an hour: a second report on 3 March with the hour it covers.
      {
        atMs: at('2026-03-03T21:00:00Z'),
        distanceOverGroundNm: 12,
        fuel: [{ fuelTypeId: HFO, tonnes: 1.5 }],
      },
      // In port: no distance, fuel of the boilers only; a zero line is no fuel.
      {
        atMs: at('2026-03-04T08:00:00Z'),
        distanceOverGroundNm: 0,
        fuel: [
          { fuelTypeId: MGO, tonnes: 1 },
          { fuelTypeId: HFO, tonnes: 0 },
        ],
      },
    ]);
    expect(days).toEqual([
      {
        date: '2026-03-02',
        distanceNm: 288,
        fuelTonnes: { [HFO]: 34, [MGO]: 2 },
        fuelTypeBasis: 'noonReport',
        unassignedFuelTonnes: 0,
      },
      {
        date: '2026-03-03',
        distanceNm: 312,
        fuelTonnes: { [HFO]: 31.5 },
        fuelTypeBasis: 'noonReport',
        unassignedFuelTonnes: 0,
      },
      {
        date: '2026-03-04',
        distanceNm: 0,
        fuelTonnes: { [MGO]: 1 },
        fuelTypeBasis: 'noonReport',
        unassignedFuelTonnes: 0,
      },
    ]);
    // The series reads them like logged days: 34 t HFO × 3.114 + 2 t MGO × 3.206 over 50,000 × 288.
    const requirement = ciiRequirement({ shipType: 'bulk_carrier', dwt: 50_000, gt: 30_000, year: 2026 });
    const [first] = dailyCiiSeries(days, requirement, factors);
    expect(first!.co2Tonnes).toBeCloseTo(34 * 3.114 + 2 * 3.206, 9);
    expect(first!.attainedCii).toBeCloseTo(((34 * 3.114 + 2 * 3.206) * 1e6) / (50_000 * 288), 9);
  });

  it('no reports, no days', () => {
    expect(noonReportDays([])).toEqual([]);
  });
});
