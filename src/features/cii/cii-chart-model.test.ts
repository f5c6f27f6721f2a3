import { describe, expect, it } from 'vitest';
import type { CiiDay, CiiRequirementAnswer } from '../../../domain/contracts/cii.ts';
import { buildCiiChartModel } from './cii-chart-model.ts';

const requirement: CiiRequirementAnswer = {
  shipType: 'bulk_carrier',
  shipTypeName: 'Bulk carrier',
  capacity: 50_000,
  capacityUnit: 'DWT',
  referenceCii: 5.668613857,
  requiredCii: 5.045066332,
  boundaries: { superior: 4.338757046, lower: 4.742362353, upper: 5.347770312, inferior: 5.953178272 },
  reductionFactorPercent: 11,
  referenceYear: 2019,
  ruleVersion: 'MEPC.353(78)/354(78)/338(76)+400(83)',
};

const day = (date: string, attainedCii: number | null, cumulativeAttainedCii: number | null): CiiDay => ({
  date,
  distanceNm: 300,
  fuel: [],
  unassignedFuelTonnes: 0,
  fuelTypeBasis: 'voyage',
  co2Tonnes: 100,
  attainedCii,
  rating: null,
  cumulativeAttainedCii,
});

describe('the CII chart model', () => {
  it('PERF-051 the bands A..E lie between the year’s boundaries, E up to the top of the chart', () => {
    const model = buildCiiChartModel([day('2026-03-01', 5, 5)], requirement, 2026);
    const { superior, lower, upper, inferior } = requirement.boundaries;
    expect(model.yRange).toEqual({ min: 0, max: inferior * 1.35 });
    expect(model.bands).toEqual([
      { rating: 'A', from: 0, to: superior },
      { rating: 'B', from: superior, to: lower },
      { rating: 'C', from: lower, to: upper },
      { rating: 'D', from: upper, to: inferior },
      { rating: 'E', from: inferior, to: inferior * 1.35 },
    ]);
    expect(model.requiredCii).toBe(requirement.requiredCii);
    expect(model.xRange).toEqual({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) });
  });

  it('PERF-051 the days: their own CII as points, the running CII as a line; the top follows a high running CII', () => {
    const days = [day('2026-03-01', 4.1, 4.1), day('2026-03-02', null, 9.6), day('2026-03-03', 40, 10)];
    const model = buildCiiChartModel(days, requirement, 2026);
    expect(model.data).toEqual([
      [Date.UTC(2026, 2, 1), Date.UTC(2026, 2, 2), Date.UTC(2026, 2, 3)],
      [4.1, null, 40],
      [4.1, 9.6, 10],
    ]);
    expect(model.yRange.max).toBeCloseTo(11, 12);
    expect(model.daysAbove).toBe(1);
    expect(model.summary).toBe(
      '2 days with a CII of their own; the running CII ends at 10.00 against the required 5.05 (C from 4.74 to 5.35).',
    );
    expect(buildCiiChartModel([day('2026-03-01', null, null)], requirement, 2026).summary).toBe(
      'No day has both distance and fuel logged.',
    );
  });
});
