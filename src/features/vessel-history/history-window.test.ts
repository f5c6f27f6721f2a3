import { describe, expect, it } from 'vitest';
import { exportAge, exportsPerDay, historyWindow } from './history-window.ts';

describe('the Data received window', () => {
  it('PERF-092 is whole UTC days ending with the day of the latest export', () => {
    expect(historyWindow('2026-03-07T01:00:00.000Z', 30)).toEqual({
      days: 30,
      fromDate: '2026-02-06T00:00:00.000Z',
      toDate: '2026-03-07T23:59:59.999Z',
    });
    expect(historyWindow('2026-03-07T23:59:59.999Z', 1)).toEqual({
      days: 1,
      fromDate: '2026-03-07T00:00:00.000Z',
      toDate: '2026-03-07T23:59:59.999Z',
    });
  });

  it('counts the exports of each day, oldest day first; one outside the window is not counted', () => {
    const window = historyWindow('2026-03-07T01:00:00.000Z', 3);
    const entry = (exportDate: string) => ({ id: exportDate, exportDate });
    const days = exportsPerDay(
      [
        entry('2026-03-05T00:00:00.000Z'),
        entry('2026-03-05T23:59:59.999Z'),
        entry('2026-03-07T01:00:00.000Z'),
        entry('2026-03-04T23:00:00.000Z'),
      ],
      window,
    );
    expect(days.map((d) => [new Date(d.dayStartMs).toISOString().slice(0, 10), d.count])).toEqual([
      ['2026-03-05', 2],
      ['2026-03-06', 0],
      ['2026-03-07', 1],
    ]);
  });

  it('says how long ago the latest export was made', () => {
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    expect(exportAge('2026-03-10T11:30:00.000Z', now)).toBe('less than an hour ago');
    expect(exportAge('2026-03-10T11:00:00.000Z', now)).toBe('1 hour ago');
    expect(exportAge('2026-03-08T13:00:00.000Z', now)).toBe('47 hours ago');
    expect(exportAge('2026-03-07T01:00:00.000Z', now)).toBe('3 days ago');
    // A clock a little behind the vessel's is not a negative age.
    expect(exportAge('2026-03-10T12:05:00.000Z', now)).toBe('less than an hour ago');
  });
});
