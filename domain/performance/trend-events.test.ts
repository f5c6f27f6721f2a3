import { describe, expect, it } from 'vitest';
import {
  SAME_EVENT_WITHIN_MS,
  trendEventScope,
  trendEventTimes,
  type TrendEventMark,
} from './trend-events.ts';

const day = 86_400_000;
const hull = (atMs: number): TrendEventMark => ({ atMs, scope: 'hull' });

describe('which events split which trend', () => {
  it('PERF-026 hull and propeller work splits speed and rpm, engine work splits SFOC, a sensor change splits all', () => {
    const marks: TrendEventMark[] = [
      hull(10 * day),
      { atMs: 20 * day, scope: 'engine' },
      { atMs: 30 * day, scope: 'all' },
    ];
    expect(trendEventTimes(marks, 'speed')).toEqual([10 * day, 30 * day]);
    expect(trendEventTimes(marks, 'rpm')).toEqual([10 * day, 30 * day]);
    expect(trendEventTimes(marks, 'sfoc')).toEqual([20 * day, 30 * day]);
    expect(trendEventTimes(marks, 'any')).toEqual([10 * day, 20 * day, 30 * day]);
  });

  it('PERF-026 the same cleaning recorded in a package, on Diagnostics and on the ISO 19030 page splits once, at the latest record', () => {
    const marks = [
      hull(10 * day),
      hull(10 * day + 3_600_000),
      hull(10 * day + 20 * 3_600_000),
      hull(40 * day),
    ];
    expect(trendEventTimes(marks, 'speed')).toEqual([10 * day + 20 * 3_600_000, 40 * day]);
    // A day and a minute apart: two events.
    expect(trendEventTimes([hull(0), hull(SAME_EVENT_WITHIN_MS + 60_000)], 'speed')).toHaveLength(2);
  });

  it('the scope of each recorded type, whichever page named it', () => {
    expect(
      [
        'HullCleaning',
        'PropellerPolish',
        'DryDock',
        'DryDocking',
        'PropellerPolishing',
        'HullCleaningAndPropellerPolishing',
      ].map(trendEventScope),
    ).toEqual(Array(6).fill('hull'));
    expect(trendEventScope('EngineOverhaul')).toBe('engine');
    expect([trendEventScope('SensorChange'), trendEventScope(null)]).toEqual(['all', 'all']);
  });
});
