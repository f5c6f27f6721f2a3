import { describe, expect, it } from 'vitest';
import { chartDayText, crossesYear, timeTickLabels } from './chart-time.ts';

const at = (iso: string) => Date.parse(iso);
const day = 86_400_000;

describe('timeTickLabels', () => {
  it('SHELL-155 day ticks inside one year read DD. MMM in UTC', () => {
    const splits = [at('2026-03-01T00:00:00Z'), at('2026-03-08T00:00:00Z')];
    expect(timeTickLabels(splits)).toEqual(['01. Mar', '08. Mar']);
  });

  it('SHELL-155 SHELL-195 day ticks across a year read DD. MMM, YYYY', () => {
    const splits = [at('2025-12-01T00:00:00Z'), at('2026-01-01T00:00:00Z'), at('2026-02-01T00:00:00Z')];
    expect(timeTickLabels(splits)).toEqual(['01. Dec, 2025', '01. Jan, 2026', '01. Feb, 2026']);
  });

  it('SHELL-155 the year shows where the scale crosses a year even if the ticks do not', () => {
    const splits = [at('2026-01-05T00:00:00Z'), at('2026-01-12T00:00:00Z')];
    expect(
      timeTickLabels(splits, { min: at('2025-12-30T00:00:00Z'), max: at('2026-01-14T00:00:00Z') }),
    ).toEqual(['05. Jan, 2026', '12. Jan, 2026']);
  });

  it('SHELL-155 hour ticks read HH:mm with the day at the first tick and at midnight', () => {
    const start = at('2026-05-01T18:00:00Z');
    const splits = [start, start + day / 4, start + day / 2, start + (3 * day) / 4];
    expect(timeTickLabels(splits)).toEqual(['18:00\n01. May', '00:00\n02. May', '06:00', '12:00']);
    const newYear = at('2025-12-31T18:00:00Z');
    expect(timeTickLabels([newYear, newYear + day / 4])).toEqual([
      '18:00\n31. Dec, 2025',
      '00:00\n01. Jan, 2026',
    ]);
  });

  it('no ticks, no labels', () => {
    expect(timeTickLabels([])).toEqual([]);
  });
});

describe('chartDayText and crossesYear', () => {
  it('SHELL-195 formats a day with and without its year, in UTC', () => {
    expect(chartDayText(at('2026-01-01T23:30:00Z'), false)).toBe('01. Jan');
    expect(chartDayText(at('2026-01-01T23:30:00Z'), true)).toBe('01. Jan, 2026');
    expect(crossesYear(at('2025-12-31T23:59:59Z'), at('2026-01-01T00:00:00Z'))).toBe(true);
    expect(crossesYear(at('2026-01-01T00:00:00Z'), at('2026-12-31T23:59:59Z'))).toBe(false);
  });
});
