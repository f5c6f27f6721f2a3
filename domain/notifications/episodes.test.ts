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
      pendingFromMs: null,
    });
  });

  it('the condition still holding after an import continues the open episode (no second incident)', () => {
    expect(planEpisodes(true, [point(5, true, 96)])).toEqual({
      clearActive: null,
      open: [],
      pendingFromMs: null,
    });
  });

  it('the open episode clears at the first sample back within the limits; a new crossing opens a new one', () => {
    expect(
      planEpisodes(true, [point(5, true), point(8, false), point(12, true, 91), point(15, false)]),
    ).toEqual({
      clearActive: 8,
      open: [{ openedAtMs: 12, clearedAtMs: 15, value: 91 }],
      pendingFromMs: null,
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
    expect(planEpisodes(false, [point(0, false)])).toEqual({
      clearActive: null,
      open: [],
      pendingFromMs: null,
    });
    expect(planEpisodes(false, [])).toEqual({ clearActive: null, open: [], pendingFromMs: null });
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
    expect(planEpisodes(true, next)).toEqual({ clearActive: 12 * hour, open: [], pendingFromMs: null });
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

describe('planEpisodes with a minimum duration (ADR 0110)', () => {
  const minute = 60_000;
  it('a single sample past the condition (one spike) opens nothing when the rule asks for 10 minutes', () => {
    const plan = planEpisodes(
      false,
      [point(0, false, 10), point(minute, true, 999), point(2 * minute, false, 10)],
      10 * minute,
    );
    expect(plan).toEqual({ clearActive: null, open: [], pendingFromMs: null });
  });

  it('a run that holds for the minimum opens one episode at its first sample, with its value', () => {
    // The SQL gives each run's first and last sample past the condition.
    const plan = planEpisodes(
      false,
      [point(0, false), point(5 * minute, true, 95), point(15 * minute, true, 97), point(16 * minute, false)],
      10 * minute,
    );
    expect(plan.open).toEqual([{ openedAtMs: 5 * minute, clearedAtMs: 16 * minute, value: 95 }]);
    expect(plan.pendingFromMs).toBeNull();
  });

  it('a run one minute short of the minimum is dropped; the next long run opens', () => {
    const plan = planEpisodes(
      false,
      [
        point(0, true, 91),
        point(9 * minute, true, 92),
        point(10 * minute, false),
        point(20 * minute, true, 93),
        point(40 * minute, true, 94),
      ],
      10 * minute,
    );
    expect(plan.open).toEqual([{ openedAtMs: 20 * minute, clearedAtMs: null, value: 93 }]);
  });

  it('a run still short at the end of the range is pending from its first sample (read again next time)', () => {
    const plan = planEpisodes(
      false,
      [point(0, false), point(30 * minute, true, 95), point(35 * minute, true, 96)],
      10 * minute,
    );
    expect(plan).toEqual({ clearActive: null, open: [], pendingFromMs: 30 * minute });
  });

  it('a minimum of 0 keeps the former behaviour: one sample opens an episode', () => {
    expect(planEpisodes(false, [point(0, true, 95), point(1, false)], 0).open).toEqual([
      { openedAtMs: 0, clearedAtMs: 1, value: 95 },
    ]);
  });

  it('an episode open before the range clears at the first sample within the limits, whatever the minimum', () => {
    expect(planEpisodes(true, [point(0, true, 95), point(3 * minute, false)], 10 * minute)).toEqual({
      clearActive: 3 * minute,
      open: [],
      pendingFromMs: null,
    });
  });
});
