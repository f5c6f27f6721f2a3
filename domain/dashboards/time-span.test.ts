import { describe, expect, it } from 'vitest';
import {
  applyTimeSpan,
  columnWindow,
  defaultDateRange,
  shiftToEndNow,
  timeSpanError,
  type ColumnTiming,
} from './time-span.ts';
import { addableWidgetTypes, instanceRuleViolations, newDashboardName, placeBelow } from './widgets.ts';

const now = new Date('2026-05-20T10:30:00.000Z');
const column: ColumnTiming = {
  calculationType: 'LastReceived',
  hours: 24,
  fromDate: null,
  toDate: null,
  fromAndToDatesCalculationType: 'Averaged',
};

describe('general time span (000 §4, §5)', () => {
  it('SHELL-073 the default range is the start of the year through today', () => {
    expect(defaultDateRange(now)).toEqual({
      fromDate: '2026-01-01T00:00:00.000Z',
      toDate: '2026-05-21T00:00:00.000Z',
    });
  });

  it('SHELL-073 a non-range type keeps the span but ends now; FromAndToDates keeps its dates', () => {
    const range = { fromDate: '2026-02-01T00:00:00.000Z', toDate: '2026-02-03T00:00:00.000Z' };
    expect(shiftToEndNow(range, now)).toEqual({
      fromDate: '2026-05-18T10:30:00.000Z',
      toDate: '2026-05-20T10:30:00.000Z',
    });
    const span = { ...column, ...range };
    expect(applyTimeSpan(column, { ...span, calculationType: 'FromAndToDates' }, now)).toMatchObject(range);
    expect(applyTimeSpan(column, { ...span, calculationType: 'LastVoyageAveraged' }, now)).toMatchObject({
      calculationType: 'LastVoyageAveraged',
      fromDate: '2026-05-18T10:30:00.000Z',
      toDate: '2026-05-20T10:30:00.000Z',
    });
    expect(applyTimeSpan(column, { ...span, calculationType: 'Averaged', hours: 6 }, now)).toMatchObject({
      hours: 6,
      fromDate: '2026-05-20T04:30:00.000Z',
      toDate: '2026-05-20T10:30:00.000Z',
    });
  });

  it('each calculation type has its window: the last hours, the dates, or the server’s choice', () => {
    expect(columnWindow({ ...column, calculationType: 'Accumulated', hours: 3 }, now)).toEqual({
      fromDate: '2026-05-20T07:30:00.000Z',
      toDate: '2026-05-20T10:30:00.000Z',
    });
    expect(columnWindow({ ...column, calculationType: 'FromAndToDates' }, now)).toEqual(
      defaultDateRange(now),
    );
    expect(columnWindow(column, now)).toBeNull();
    expect(columnWindow({ ...column, calculationType: 'LastVoyageAccumulated' }, now)).toBeNull();
  });

  it('SHELL-073 the dialog’s rules, in the spec’s words', () => {
    const widgets = [
      { name: 'Speeds', units: ['knot', 'kW'] },
      { name: 'Temperatures', units: ['°C'] },
    ];
    expect(timeSpanError([], column)).toBe('Please select widgets');
    expect(timeSpanError(widgets, { ...column, calculationType: 'Averaged', hours: 301 })).toBe(
      'Selected hours must be between 1 and 300.',
    );
    expect(timeSpanError(widgets, { ...column, calculationType: 'Averaged', hours: 0 })).toBe(
      'Selected hours must be between 1 and 300.',
    );
    expect(timeSpanError(widgets, { ...column, calculationType: 'Accumulated', hours: 24 })).toBe(
      'Widgets [ Temperatures ] columns has not allowed variable unit for currently selected calculation type.',
    );
    expect(
      timeSpanError(widgets, {
        ...column,
        calculationType: 'FromAndToDates',
        fromAndToDatesCalculationType: 'Accumulated',
        fromDate: '2026-01-01T00:00:00.000Z',
        toDate: '2026-01-02T00:00:00.000Z',
      }),
    ).toMatch(/Temperatures/);
    expect(timeSpanError(widgets, { ...column, calculationType: 'Averaged', hours: 24 })).toBeNull();
    expect(timeSpanError([widgets[0]!], { ...column, calculationType: 'LastVoyageAccumulated' })).toBeNull();
  });
});

describe('widgets and dashboard names (000 §3, §4)', () => {
  it('SHELL-003 the first dashboard is New Dashboard, later ones New dashboard N', () => {
    expect(newDashboardName(0)).toBe('New Dashboard');
    expect(newDashboardName(1)).toBe('New dashboard 2');
    expect(newDashboardName(4)).toBe('New dashboard 5');
  });

  it('SHELL-090 SHELL-093 SHELL-098 Welcome cannot be added; the map only once', () => {
    expect(addableWidgetTypes([]).map((w) => w.type)).toEqual([
      'VesselDataTable',
      'VesselDataGraph',
      'VesselMap',
      'PerformanceStatus',
      'Notifications',
      'Cii',
      'FoulingOverview',
    ]);
    expect(addableWidgetTypes(['VesselMap']).map((w) => w.type)).not.toContain('VesselMap');
    expect(instanceRuleViolations(['VesselMap', 'Cii', 'Cii', 'VesselMap'])).toEqual(['VesselMap']);
    expect(
      placeBelow([
        { y: 0, h: 12 },
        { y: 12, h: 6 },
      ]),
    ).toEqual({ x: 0, y: 18 });
  });
});
