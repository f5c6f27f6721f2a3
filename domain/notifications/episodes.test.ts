import { describe, expect, it } from 'vitest';
import { meetsCondition, conditionProblem, describeCondition, incidentDetails } from './alert-rules.ts';
import { noDataPoints, planEpisodes, type ConditionPoint } from './episodes.ts';

const point = (atMs: number, breach: boolean, value: number | null = null): ConditionPoint => ({
  atMs,
  breach,
  value,
});

describe('planEpisodes', () => {
  it('SHELL-132 one crossing opens one incident that stays open while the condition holds', () => {
    // Samples 10, 95, 97, 99 against 'above 90': the SQL reports the first sample and the change.
    expect(planEpisodes(false, [point(0, false, 10), point(1, true, 95)])).toEqual({
      clearActive: null,
      open: [{ openedAtMs: 1, clearedAtMs: null, value: 95 }],
    });
  });

  it('the condition still holding after an import continues the open episode (no second incident)', () => {
    expect(planEpisodes(true, [point(5, true, 96)])).toEqual({ clearActive: null, open: [] });
  });

  it('the open episode clears at the first sample back within the limits; a new crossing opens a new one', () => {
    expect(
      planEpisodes(true, [point(5, true), point(8, false), point(12, true, 91), point(15, false)]),
    ).toEqual({
      clearActive: 8,
      open: [{ openedAtMs: 12, clearedAtMs: 15, value: 91 }],
    });
  });

  it('two episodes within one range make two incidents, whatever the order of the points', () => {
    const plan = planEpisodes(false, [
      point(40, false),
      point(10, true, 1),
      point(20, false),
      point(30, true, 2),
    ]);
    expect(plan.open).toEqual([
      { openedAtMs: 10, clearedAtMs: 20, value: 1 },
      { openedAtMs: 30, clearedAtMs: 40, value: 2 },
    ]);
  });

  it('a range that never crosses changes nothing', () => {
    expect(planEpisodes(false, [point(0, false)])).toEqual({ clearActive: null, open: [] });
    expect(planEpisodes(false, [])).toEqual({ clearActive: null, open: [] });
  });
});

describe('noDataPoints', () => {
  const hour = 3_600_000;
  it('a gap longer than the period opens at the last sample + the period and clears at the next sample', () => {
    // Samples at 0 h, 1 h, then 5 h; period 2 h; range [0 h, 6 h).
    const points = noDataPoints({
      periodMs: 2 * hour,
      rangeFromMs: 0,
      rangeToMs: 6 * hour,
      priorMs: null,
      firstMs: 0,
      lastMs: 5 * hour,
      gaps: [{ fromMs: 1 * hour, toMs: 5 * hour }],
    });
    expect(planEpisodes(false, points).open).toEqual([
      { openedAtMs: 3 * hour, clearedAtMs: 5 * hour, value: null },
    ]);
  });

  it('data that stops before the range ends leaves an open episode, and the next sample clears it', () => {
    const first = noDataPoints({
      periodMs: 2 * hour,
      rangeFromMs: 0,
      rangeToMs: 10 * hour,
      priorMs: null,
      firstMs: 0,
      lastMs: 4 * hour,
      gaps: [],
    });
    expect(planEpisodes(false, first).open).toEqual([
      { openedAtMs: 6 * hour, clearedAtMs: null, value: null },
    ]);
    // The next package: samples again from 12 h; the gap (4 h, 12 h) is the same episode.
    const next = noDataPoints({
      periodMs: 2 * hour,
      rangeFromMs: 10 * hour,
      rangeToMs: 20 * hour,
      priorMs: 4 * hour,
      firstMs: 12 * hour,
      lastMs: 19 * hour,
      gaps: [{ fromMs: 4 * hour, toMs: 12 * hour }],
    });
    expect(planEpisodes(true, next)).toEqual({ clearActive: 12 * hour, open: [] });
  });

  it('a variable with no sample at all holds the condition from the range start + the period', () => {
    const points = noDataPoints({
      periodMs: hour,
      rangeFromMs: 0,
      rangeToMs: 5 * hour,
      priorMs: null,
      firstMs: null,
      lastMs: null,
      gaps: [],
    });
    expect(planEpisodes(false, points).open).toEqual([{ openedAtMs: hour, clearedAtMs: null, value: null }]);
  });

  it('gaps within the period open nothing', () => {
    const points = noDataPoints({
      periodMs: 2 * hour,
      rangeFromMs: 0,
      rangeToMs: 4 * hour,
      priorMs: -hour,
      firstMs: 0,
      lastMs: 3 * hour,
      gaps: [{ fromMs: 0, toMs: hour }],
    });
    expect(planEpisodes(false, points).open).toEqual([]);
  });
});

describe('alert rule conditions', () => {
  const above = { conditionType: 'Above', lowerLimit: null, upperLimit: 90, noDataMinutes: null } as const;
  const outside = {
    conditionType: 'OutsideRange',
    lowerLimit: 10,
    upperLimit: 20,
    noDataMinutes: null,
  } as const;
  it('a value exactly at the limit does not cross it', () => {
    expect(meetsCondition(above, 90)).toBe(false);
    expect(meetsCondition(above, 90.01)).toBe(true);
    expect(meetsCondition(outside, 10)).toBe(false);
    expect(meetsCondition(outside, 9.9)).toBe(true);
    expect(meetsCondition(outside, 20.1)).toBe(true);
    expect(meetsCondition({ ...above, conditionType: 'Below', lowerLimit: 5 }, 4)).toBe(true);
  });

  it('each kind needs its limits', () => {
    expect(conditionProblem({ ...above, upperLimit: null })).toBe('Enter the upper limit.');
    expect(conditionProblem({ ...outside, lowerLimit: 30 })).toBe(
      'The lower limit must be below the upper limit.',
    );
    expect(conditionProblem({ ...above, conditionType: 'NoData' })).toBe(
      'Enter the minutes without data (at least 1).',
    );
    expect(conditionProblem(outside)).toBeNull();
  });

  it('the texts a notification shows', () => {
    const variable = { name: 'Shaft power', unit: 'kW' };
    expect(describeCondition(above, variable)).toBe('Shaft power above 90 kW');
    expect(describeCondition(outside, variable)).toBe('Shaft power outside 10 – 20 kW');
    expect(incidentDetails(above, variable, 95.5)).toBe('Shaft power above 90 kW: 95.5 kW');
    expect(
      describeCondition(
        { ...above, conditionType: 'NoData', noDataMinutes: 360 },
        { name: 'Speed over ground', unit: 'knot' },
      ),
    ).toBe('No data from Speed over ground for 360 minutes');
  });
});
