import { describe, expect, it } from 'vitest';
import {
  canRetryRunning,
  formatImportDuration,
  pageOf,
  pageWindow,
  recentImportTotals,
  runningSeconds,
} from './import-display.ts';

describe('import durations', () => {
  it('ADMIN-188 shows ticks in ms up to 999 ms (10,000 ticks = 1 ms)', () => {
    expect(formatImportDuration(0)).toBe('0 ms');
    expect(formatImportDuration(10_000)).toBe('1 ms');
    expect(formatImportDuration(5_230_000)).toBe('523 ms');
    expect(formatImportDuration(9_990_000)).toBe('999 ms');
  });

  it('ADMIN-188 shows seconds with 3 decimals above 999 ms (ticks / 10,000,000)', () => {
    expect(formatImportDuration(9_990_001)).toBe('0.999 s');
    expect(formatImportDuration(10_000_000)).toBe('1.000 s');
    expect(formatImportDuration(12_345_678)).toBe('1.235 s');
    expect(formatImportDuration(36_000_000_000)).toBe('3600.000 s');
  });
});

describe('pagination', () => {
  it('ADMIN-097 shows three page numbers: previous, current and next', () => {
    expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('ADMIN-090 cuts the rows into pages of the chosen size and clamps the page', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7];
    expect(pageOf(rows, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageOf(rows, 2, 5)).toEqual([6, 7]);
    expect(pageOf(rows, 9, 5)).toEqual([6, 7]);
    expect(pageOf(rows, 0, 1)).toEqual([1]);
  });
});

describe('running imports', () => {
  const start = '2026-11-22T10:00:00Z';
  const startMs = Date.parse(start);

  it('ADMIN-100 offers Retry only once a running import lasts more than 900 seconds', () => {
    expect(canRetryRunning(start, 0, startMs + 900_000)).toBe(false);
    expect(canRetryRunning(start, 0, startMs + 900_001)).toBe(true);
  });

  it('ADMIN-100 uses the recorded duration when the start time is unknown', () => {
    expect(runningSeconds(null, 9_000_000_000, 0)).toBe(900);
    expect(canRetryRunning(null, 9_000_000_000, 0)).toBe(false);
    expect(canRetryRunning(null, 9_000_010_000, 0)).toBe(true);
  });
});

describe('recent import totals', () => {
  it('ADMIN-093 counts log data points and hours on log data from the logging history table only', () => {
    const rows = [
      {
        importDuration: 36_000_000_000,
        importStatistics: [
          { tableName: 'LoggingHistory', importDuration: 18_000_000_000, rowCount: 1000 },
          { tableName: 'LogVariables', importDuration: 1_000_000, rowCount: 12 },
        ],
      },
      {
        importDuration: 18_000_000_000,
        importStatistics: [{ tableName: 'LoggingHistory', importDuration: 9_000_000_000, rowCount: 500 }],
      },
    ];
    expect(recentImportTotals(rows, 'LoggingHistory')).toEqual({
      logDataPoints: 1500,
      hoursSpent: 1.5,
      hoursSpentOnLogData: 0.75,
    });
  });
});
