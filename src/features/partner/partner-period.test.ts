import { describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages.ts';
import { resolvePartnerPeriod } from './partner-period.ts';

const now = Date.parse('2026-11-22T12:00:00Z');
const dayMs = 86_400_000;

describe('the partner graph period', () => {
  it('the last day, week and month end now', () => {
    expect(resolvePartnerPeriod({ choice: 'day', from: null, to: null }, now).period).toEqual({
      fromMs: now - dayMs,
      toMs: now,
    });
    expect(resolvePartnerPeriod({ choice: 'week', from: null, to: null }, now).period?.fromMs).toBe(
      now - 7 * dayMs,
    );
    expect(resolvePartnerPeriod({ choice: 'month', from: null, to: null }, now).period?.fromMs).toBe(
      now - 30 * dayMs,
    );
  });

  it('PERF-123 from and to dates need a span greater than 0', () => {
    const from = '2026-11-01T00:00:00.000Z';
    expect(resolvePartnerPeriod({ choice: 'dates', from, to: '2026-11-02T06:00:00.000Z' }, now)).toEqual({
      period: { fromMs: Date.parse(from), toMs: Date.parse('2026-11-02T06:00:00.000Z') },
      error: null,
    });
    for (const to of [from, '2026-10-31T00:00:00.000Z', null]) {
      expect(resolvePartnerPeriod({ choice: 'dates', from, to }, now)).toEqual({
        period: null,
        error: messages.totalTimespanMustBePositive,
      });
    }
  });
});
