import { describe, expect, it } from 'vitest';
import { simulatedBlocks, simulatorReferences } from './test-simulated-year.ts';
import { presetVessel } from '../sim/fleet-presets.ts';
import type { SimEvent } from '../sim/simulate.ts';
import { iso19030Indicators, isMaintenanceEvent, periodMean, type Iso19030EventInput } from './iso19030.ts';
import { dailyDeviations, type DailyValue } from './long-trends.ts';

const DAY = 86_400_000;
const t0 = Date.UTC(2026, 0, 1);
/** Day i's value at noon of day i after t0. */
const series = (values: number[]): DailyValue[] =>
  values.map((value, i) => ({ atMs: t0 + i * DAY + DAY / 2, value, blockCount: 10 }));
// Days 0-3 after out-docking, 4-9 fouling, a cleaning at the start of day 10, days 10-13 after it.
const days = series([0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -2, -2.5, -3, -3.5]);
const docking = (id: string, startDay: number, endDay: number): Iso19030EventInput => ({
  id,
  type: 'DryDocking',
  startMs: t0 + startDay * DAY,
  endMs: t0 + endDay * DAY,
});
const cleaning = (id: string, day: number): Iso19030EventInput => ({
  id,
  type: 'HullCleaning',
  startMs: t0 + day * DAY,
  endMs: null,
});

describe('ISO 19030 performance indicators (hand-computed)', () => {
  it('PERF-085 a period mean is the plain mean of the daily values inside [from, to)', () => {
    expect(periodMean(days, t0, t0 + 4 * DAY)).toEqual({
      fromMs: t0,
      toMs: t0 + 4 * DAY,
      meanPercent: (0 - 1 - 2 - 3) / 4,
      valueCount: 4,
    });
    expect(periodMean(days, t0 + 20 * DAY, t0 + 30 * DAY).meanPercent).toBeNull();
  });

  it('PERF-005 in-service performance, maintenance trigger and maintenance effect of one docking interval with a cleaning', () => {
    const result = iso19030Indicators(days, [docking('dd', -2, 0), cleaning('hc', 10)], {
      referenceDays: 4,
      maintenanceDays: 3,
    });
    // Reference: days 0-3 after the out-docking, mean -1.5. Evaluation: the last 4 days (10-13), -2.75.
    expect(result.inServicePerformance.reference!.meanPercent).toBe(-1.5);
    expect(result.inServicePerformance.evaluation!.meanPercent).toBe(-2.75);
    expect(result.inServicePerformance.valuePercent).toBe(-1.25);
    // The moving average of the last 3 days (11-13: -3), clamped to after the cleaning, against -1.5.
    expect(result.maintenanceTrigger.evaluation!.valueCount).toBe(3);
    expect(result.maintenanceTrigger.valuePercent).toBe(-1.5);
    // 3 days before the cleaning (7-9: -8) against 3 days after it (10-12: -2.5): 5.5 points back.
    expect(result.maintenanceEffects).toHaveLength(1);
    expect(result.maintenanceEffects[0]).toMatchObject({ eventId: 'hc', valuePercent: 5.5, reason: null });
    expect(result.maintenanceEffects[0]!.reference!.meanPercent).toBe(-8);
    expect(result.maintenanceEffects[0]!.evaluation!.meanPercent).toBe(-2.5);
    // One dry-docking: nothing to compare it with.
    expect(result.dryDockingPerformance.valuePercent).toBeNull();
    expect(result.dryDockingPerformance.reason).toMatch(/Needs two dry-dockings/);
  });

  it('PERF-005 dry-docking performance: the period after the latest out-docking against the one after the previous', () => {
    const result = iso19030Indicators(days, [docking('first', -2, 0), docking('second', 6, 8)], {
      referenceDays: 4,
      maintenanceDays: 3,
    });
    // Previous: days 0-3 (ends at 4, before the next in-docking at 6), mean -1.5.
    // Latest: days 8-11 (-8, -9, -2, -2.5), mean -5.375.
    expect(result.dryDockingPerformance).toMatchObject({ eventId: 'second', valuePercent: -3.875 });
    expect(result.dryDockingPerformance.reference).toMatchObject({ fromMs: t0, toMs: t0 + 4 * DAY });
    // The previous reference ends early at the next in-docking when the interval is shorter.
    const short = iso19030Indicators(days, [docking('first', -2, 0), docking('second', 3, 5)], {
      referenceDays: 4,
      maintenanceDays: 3,
    });
    expect(short.dryDockingPerformance.reference).toMatchObject({ toMs: t0 + 3 * DAY, valueCount: 3 });
    expect(short.dryDockingPerformance.valuePercent).toBe((-5 - 6 - 7 - 8) / 4 - -1);
    // In-service after the second docking: reference days 8-11, the evaluation only 12-13 (2 values).
    expect(result.inServicePerformance.valuePercent).toBeNull();
    expect(result.inServicePerformance.reason).toMatch(
      /Fewer than 3 daily speed values in the evaluation period/,
    );
  });

  it('PERF-005 the reasons: no docking, no values, a reference period still running, too few values before a cleaning', () => {
    const withoutDocking = iso19030Indicators(days, [cleaning('hc', 10)], {
      referenceDays: 4,
      maintenanceDays: 3,
    });
    expect(withoutDocking.inServicePerformance.reason).toMatch(/Needs a dry-docking/);
    expect(withoutDocking.maintenanceTrigger.reason).toMatch(/Needs a dry-docking/);
    expect(withoutDocking.maintenanceEffects[0]!.valuePercent).toBe(5.5);

    const empty = iso19030Indicators([], [docking('dd', -2, 0), cleaning('hc', 10)]);
    expect(empty.inServicePerformance.reason).toBe('There are no daily speed values for this vessel yet.');
    expect(empty.maintenanceEffects[0]!.reason).toBe('There are no daily speed values for this vessel yet.');

    const running = iso19030Indicators(days, [docking('dd', -2, 0)], {
      referenceDays: 30,
      maintenanceDays: 7,
    });
    expect(running.inServicePerformance.reason).toBe(
      'The reference period runs until 30. Jan, 2026: the evaluation period follows it.',
    );
    expect(running.maintenanceTrigger.valuePercent).toBeNull();

    // A cleaning two days after the out-docking: the period before it is clamped to those two days.
    const early = iso19030Indicators(days, [docking('dd', -2, 0), cleaning('hc', 2)], {
      referenceDays: 4,
      maintenanceDays: 5,
    });
    expect(early.maintenanceEffects[0]!.reference).toMatchObject({ fromMs: t0, valueCount: 2 });
    expect(early.maintenanceEffects[0]!.reason).toMatch(
      /Fewer than 3 daily speed values in the reference period/,
    );
  });

  it('PERF-085 an inspection has no maintenance effect and does not restart the fouling cycle', () => {
    expect(isMaintenanceEvent('HullInspection')).toBe(false);
    expect(isMaintenanceEvent('HullCleaningAndPropellerPolishing')).toBe(true);
    const result = iso19030Indicators(
      days,
      [docking('dd', -2, 0), { id: 'look', type: 'HullInspection', startMs: t0 + 12 * DAY, endMs: null }],
      { referenceDays: 4, maintenanceDays: 3 },
    );
    expect(result.maintenanceEffects).toEqual([]);
    expect(result.maintenanceTrigger.evaluation!.valueCount).toBe(3);
  });
});

// The simulator's fouling (domain/sim/simulate.ts): it grows with sea temperature and idle time and a
// hull cleaning takes 70-90 % of it off. The indicators over the daily values the long trend keeps
// must find what it did, measured over the same periods.
describe('the indicators find what the simulator did', () => {
  it('PERF-005 PERF-038 a simulated year with a dry-docking at its start and the hull cleaning: fouling growth and its reset', () => {
    const vessel = presetVessel('9074729', 'bulk_carrier');
    const fromMs = Date.UTC(2025, 10, 1);
    const simEvents: SimEvent[] = [];
    const { blocks, steps } = simulatedBlocks(
      vessel,
      { fromMs, days: 365, stepMinutes: 15, perfectSpeedLog: true },
      simEvents,
    );
    const truth = steps.map((step) => ({ atMs: step.atMs, value: -100 * step.foulingSpeedLoss }));
    const references = simulatorReferences(vessel, true);
    const cleaningMs = simEvents.find((event) => event.type === 'HullCleaning')!.atMs;
    const daily = dailyDeviations(blocks, references, [cleaningMs]).values.speed;
    const events: Iso19030EventInput[] = [
      { id: 'dd', type: 'DryDocking', startMs: fromMs, endMs: null },
      { id: 'hc', type: 'HullCleaning', startMs: cleaningMs, endMs: null },
    ];
    const result = iso19030Indicators(daily, events, { referenceDays: 90, maintenanceDays: 30 });
    /** The simulator's own fouling, as a speed performance value, over the same period. */
    const truthOver = (period: { fromMs: number; toMs: number } | null) => {
      const inside = truth.filter((t) => t.atMs >= period!.fromMs && t.atMs < period!.toMs);
      return inside.reduce((sum, t) => sum + t.value, 0) / inside.length;
    };
    const truthOf = (indicator: typeof result.inServicePerformance) =>
      truthOver(indicator.evaluation) - truthOver(indicator.reference);

    const effect = result.maintenanceEffects[0]!;
    expect(effect.valuePercent).toBeGreaterThan(0); // the cleaning gave speed back
    expect(Math.abs(effect.valuePercent! - truthOf(effect))).toBeLessThan(0.5);
    for (const indicator of [result.inServicePerformance, result.maintenanceTrigger]) {
      expect(indicator.valuePercent).not.toBeNull();
      expect(Math.abs(indicator.valuePercent! - truthOf(indicator))).toBeLessThan(0.5);
    }
    // Fouling grew again after the cleaning: the latest month is worse than the first after it.
    const afterCleaning = iso19030Indicators(daily, [{ ...events[1]!, type: 'DryDocking' }], {
      referenceDays: 30,
      maintenanceDays: 30,
    });
    expect(afterCleaning.maintenanceTrigger.valuePercent!).toBeLessThan(0);
    expect(
      Math.abs(afterCleaning.maintenanceTrigger.valuePercent! - truthOf(afterCleaning.maintenanceTrigger)),
    ).toBeLessThan(0.5);
  }, 120_000);
});
