import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LogDataBatchFindQuerySchema, LogDataFindQuerySchema } from './log-data.ts';

const id = '0b9a4c1e-6a47-4f7e-9a55-3d2f3f1c2b11';
const other = '5c3f3e2a-1b7d-4c55-8f21-0e8e1f7a9d22';

describe('LogData query contracts', () => {
  it('PERF-163 granularity defaults to Minute, filters to false, times to ISO', () => {
    const query = v.parse(LogDataFindQuerySchema, {
      logVariableId: id,
      fromDate: '2026-01-01T00:00:00Z',
      toDate: '2026-01-02T00:00:00Z',
    });
    expect(query).toMatchObject({
      granularity: 'Minute',
      dateTimeFormat: 'Iso',
      filterMinMax: false,
      filterOutliers: false,
    });
  });

  it('PERF-170 accepts QuarterHour as Quarter, names case-insensitively, and query-string booleans', () => {
    const query = v.parse(LogDataFindQuerySchema, {
      logVariableId: id,
      fromDate: '2026-01-01T00:00:00Z',
      toDate: '2026-01-02T00:00:00Z',
      granularity: 'quarterhour',
      dateTimeFormat: 'unixepochms',
      filterOutliers: 'true',
    });
    expect(query).toMatchObject({
      granularity: 'Quarter',
      dateTimeFormat: 'UnixEpochMs',
      filterOutliers: true,
    });
  });

  it('rejects an unknown granularity, a bad id and a from date after the to date, naming the field', () => {
    const bad = v.safeParse(LogDataFindQuerySchema, {
      logVariableId: id,
      fromDate: '2026-01-03T00:00:00Z',
      toDate: '2026-01-02T00:00:00Z',
    });
    expect(bad.success).toBe(false);
    expect(v.flatten(bad.issues!).nested).toEqual({ toDate: ['The from date must be before the to date.'] });
    expect(
      v.safeParse(LogDataFindQuerySchema, {
        logVariableId: id,
        fromDate: '2026-01-01',
        toDate: '2026-01-02',
        granularity: 'Week',
      }).success,
    ).toBe(false);
    expect(
      v.safeParse(LogDataFindQuerySchema, {
        logVariableId: 'x',
        fromDate: '2026-01-01',
        toDate: '2026-01-02',
      }).success,
    ).toBe(false);
  });

  it('PERF-165 BatchFind takes comma-separated ids', () => {
    const query = v.parse(LogDataBatchFindQuerySchema, {
      logVariableIds: `${id}, ${other}`,
      fromDate: '2026-01-01T00:00:00Z',
      toDate: '2026-01-02T00:00:00Z',
    });
    expect(query.logVariableIds).toEqual([id, other]);
    expect(
      v.safeParse(LogDataBatchFindQuerySchema, {
        logVariableIds: '',
        fromDate: '2026-01-01',
        toDate: '2026-01-02',
      }).success,
    ).toBe(false);
  });
});
