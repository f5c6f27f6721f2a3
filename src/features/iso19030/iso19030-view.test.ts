import { describe, expect, it } from 'vitest';
import type { Iso19030Event, Iso19030Indicator } from '../../../domain/contracts/iso19030.ts';
import { changesOf, draftErrors, draftOf } from './components/event-dialog.tsx';
import {
  buildSpeedLossChart,
  chartSummary,
  explainIndicator,
  formatPoints,
  periodText,
  verdict,
} from './iso19030-view.ts';

const cleaning: Iso19030Event = {
  id: '00000000-0000-4000-8000-000000000001',
  vesselId: '00000000-0000-4000-8000-000000000002',
  eventType: 'HullCleaning',
  eventTypeName: 'Hull cleaning',
  startDate: '2026-05-12T08:00:00.000Z',
  endDate: null,
  description: 'Diver cleaning',
  createdAt: '2026-05-13T08:00:00.000Z',
  updatedAt: '2026-05-13T08:00:00.000Z',
  version: 1,
};
const docking: Iso19030Event = {
  ...cleaning,
  id: '00000000-0000-4000-8000-000000000003',
  eventType: 'DryDocking',
  eventTypeName: 'Dry-docking',
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2026-01-15T00:00:00.000Z',
};
const indicator = (over: Partial<Iso19030Indicator>): Iso19030Indicator => ({
  kind: 'InServicePerformance',
  value: null,
  uncorrectedValue: null,
  referencePeriod: null,
  evaluationPeriod: null,
  eventId: null,
  reason: null,
  ...over,
});

describe('the ISO 19030 page texts', () => {
  it('PERF-038 figures in percentage points with their sign, and what they mean', () => {
    expect(formatPoints(1.254)).toBe('+1.25 points');
    expect(formatPoints(-0.4)).toBe('−0.40 points');
    expect(formatPoints(-0.001)).toBe('0.00 points');
    expect(formatPoints(null)).toBe('–');
    expect(verdict(-1)).toBe('Worse than in the reference period');
    expect(verdict(2)).toBe('Better than in the reference period');
  });

  it('PERF-038 a period in the app date format with its count and mean (the end is exclusive)', () => {
    expect(
      periodText({
        fromDate: '2026-01-15T00:00:00.000Z',
        toDate: '2026-02-14T00:00:00.000Z',
        mean: -2.1,
        valueCount: 28,
      }),
    ).toBe('15. Jan, 2026 to 13. Feb, 2026 · 28 daily values · mean −2.10 %');
    expect(periodText(null)).toBe('–');
  });

  it('PERF-038 each indicator says its periods with the lengths chosen', () => {
    const periods = { referenceDays: 365, maintenanceDays: 30 };
    expect(explainIndicator('InServicePerformance', periods).reference).toBe(
      'The first 1 year after the latest out-docking.',
    );
    expect(explainIndicator('MaintenanceEffect', periods)).toMatchObject({
      title: 'Maintenance effect',
      reference: 'The 1 month before the maintenance.',
      evaluation: 'The 1 month after the maintenance.',
    });
    expect(
      explainIndicator('DryDockingPerformance', { referenceDays: 45, maintenanceDays: 30 }).evaluation,
    ).toBe('The first 45 days after the latest out-docking.');
  });

  it('PERF-038 the chart: daily values, a band for the dry-docking, a mark for the cleaning, the periods as levels', () => {
    const model = buildSpeedLossChart(
      {
        series: [
          { timestamp: '2026-01-20T12:00:00.000Z', value: -1 },
          { timestamp: '2026-01-21T12:00:00.000Z', value: -3 },
        ],
        inServicePerformance: indicator({
          referencePeriod: {
            fromDate: '2026-01-15T00:00:00.000Z',
            toDate: '2026-02-14T00:00:00.000Z',
            mean: -2,
            valueCount: 2,
          },
          evaluationPeriod: {
            fromDate: '2026-02-14T00:00:00.000Z',
            toDate: '2026-02-14T00:00:00.000Z',
            mean: null,
            valueCount: 0,
          },
        }),
        maintenanceTrigger: indicator({ kind: 'MaintenanceTrigger' }),
        maintenanceEffects: [],
      },
      [docking, cleaning],
    );
    expect(model.data).toEqual([
      [Date.parse('2026-01-20T12:00:00Z'), Date.parse('2026-01-21T12:00:00Z')],
      [-1, -3],
    ]);
    expect(model.marks).toEqual([
      {
        startMs: Date.parse('2026-01-01T00:00:00Z'),
        endMs: Date.parse('2026-01-15T00:00:00Z'),
        label: 'Dry-docking',
        isDocking: true,
      },
      {
        startMs: Date.parse('2026-05-12T08:00:00Z'),
        endMs: Date.parse('2026-05-12T08:00:00Z'),
        label: 'Hull cleaning',
        isDocking: false,
      },
    ]);
    // The empty evaluation period draws nothing.
    expect(model.segments).toEqual([
      {
        fromMs: Date.parse('2026-01-15T00:00:00Z'),
        toMs: Date.parse('2026-02-14T00:00:00Z'),
        mean: -2,
        kind: 'reference',
      },
    ]);
    expect(chartSummary(model)).toBe(
      '2 daily speed values from 20. Jan, 2026 to 21. Jan, 2026, between −3.00 % and −1.00 %. Events: Dry-docking on 01. Jan, 2026; Hull cleaning on 12. May, 2026.',
    );
  });
});

describe('the event dialog rules', () => {
  it('PERF-085 the start is required; the end not before it nor more than 180 days after', () => {
    const draft = draftOf(cleaning);
    expect(draftErrors(draft)).toEqual({});
    expect(draftErrors({ ...draft, startDate: null })).toEqual({ startDate: 'The start date is required.' });
    expect(draftErrors({ ...draft, endDate: '2026-05-01T00:00:00.000Z' })).toEqual({
      endDate: 'The end date must not be before the start date.',
    });
    expect(draftErrors({ ...draft, endDate: '2026-12-01T00:00:00.000Z' })).toEqual({
      endDate: 'An event lasts at most 180 days.',
    });
  });

  it('PERF-085 an edit sends only what changed', () => {
    expect(changesOf(cleaning, draftOf(cleaning))).toEqual({});
    expect(
      changesOf(cleaning, {
        ...draftOf(cleaning),
        eventType: 'HullCleaningAndPropellerPolishing',
        endDate: '2026-05-12T10:00:00.000Z',
        description: ' Diver cleaning ',
      }),
    ).toEqual({ eventType: 'HullCleaningAndPropellerPolishing', endDate: '2026-05-12T10:00:00.000Z' });
    expect(changesOf(docking, { ...draftOf(docking), endDate: null })).toEqual({ endDate: null });
  });
});
