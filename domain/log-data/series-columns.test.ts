import { describe, expect, it } from 'vitest';
import {
  columnArrays,
  columnLength,
  columnTimeAt,
  compactNumber,
  seriesColumns,
  timedColumns,
  type SeriesPoint,
} from './series-columns.ts';

const hour = 3_600_000;
const point = (t: number, mean: number, n = 4): SeriesPoint => ({ t, n, mean, min: mean - 1, max: mean + 1 });
const same = (value: number) => value;

describe('the compact form of a log-data answer (issue 25 §2)', () => {
  it('PERF-165 bucket intervals share one regular axis; a missing bucket is null in its place', () => {
    const from = 10 * hour;
    const answer = seriesColumns([[point(from, 1), point(from + 2 * hour, 3)], [point(from + hour, 20)]], {
      interval: 'Hour',
      fromMs: from,
      toMs: from + 3 * hour,
      perVariable: 100,
      statistics: false,
      convert: [same, same],
    });
    expect(answer.time).toEqual({ startMs: from, stepMs: hour, count: 3 });
    expect(answer.columns.map((c) => c.values)).toEqual([
      [1, null, 3],
      [null, 20, null],
    ]);
    expect(answer.columns[0]!.count).toBeUndefined();
    expect(answer.cutMs).toBeNull();
  });

  it('PERF-165 a window that starts inside a bucket starts the axis at that bucket, as the object form does', () => {
    const from = 10 * hour + 900_000;
    const answer = seriesColumns([[point(10 * hour, 1), point(11 * hour, 2)]], {
      interval: 'Hour',
      fromMs: from,
      toMs: 11 * hour + 1,
      perVariable: 100,
      statistics: true,
      convert: [(value) => value * 2],
    });
    expect(answer.time).toEqual({ startMs: 10 * hour, stepMs: hour, count: 2 });
    expect(answer.columns[0]).toEqual({ values: [2, 4], count: [4, 4], min: [0, 2], max: [4, 6] });
  });

  it('PERF-168 an answer is cut for every series at the first value one of them leaves out', () => {
    const from = 0;
    const long = [0, 1, 2, 3].map((k) => point(k * hour, k));
    const short = [1, 3].map((k) => point(k * hour, 10 + k));
    const answer = seriesColumns([short, long], {
      interval: 'Hour',
      fromMs: from,
      toMs: 4 * hour,
      perVariable: 2,
      statistics: false,
      convert: [same, same],
    });
    // The long series reads 3 (perVariable + 1): its third value (2 h) is where the page ends.
    expect(answer.cutMs).toBe(2 * hour);
    expect(answer.time).toEqual({ startMs: 0, stepMs: hour, count: 2 });
    expect(answer.columns.map((c) => c.values)).toEqual([
      [null, 11],
      [0, 1],
    ]);
  });

  it('PERF-165 Raw lists the times of all series once, in order', () => {
    const answer = seriesColumns(
      [
        [point(5, 1), point(9, 2)],
        [point(7, 3), point(9, 4)],
      ],
      {
        interval: 'Raw',
        fromMs: 0,
        toMs: 10,
        perVariable: 10,
        statistics: true,
        convert: [same, same],
      },
    );
    expect(answer.time).toEqual({ ms: [5, 7, 9] });
    expect(answer.columns).toEqual([{ values: [1, null, 2] }, { values: [null, 3, 4] }]);
    expect(columnLength(answer.time)).toBe(3);
    expect(columnTimeAt(answer.time, 1)).toBe(7);
    expect(columnTimeAt({ startMs: 100, stepMs: 10, count: 3 }, 2)).toBe(120);
  });

  it('values keep 7 significant digits, small and large alike', () => {
    expect(compactNumber(12.345678901)).toBe(12.34568);
    expect(compactNumber(0.000123456789)).toBe(0.0001234568);
    expect(compactNumber(123456789)).toBe(123456800);
    expect(compactNumber(12.3)).toBe(12.3);
    expect(compactNumber(-0.5)).toBe(-0.5);
    expect(compactNumber(Number.NaN)).toBeNaN();
  });

  it('values are the 7-digit decimals that toPrecision(7) writes, over many magnitudes and signs', () => {
    // A fixed sequence (xorshift), so a failure can be replayed.
    let state = 0x9e3779b9;
    const next = () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) / 2 ** 32;
    };
    const differing: number[] = [];
    for (let i = 0; i < 200_000; i++) {
      const value = (next() - 0.5) * 10 ** Math.floor(next() * 40 - 20);
      if (compactNumber(value) !== Number(value.toPrecision(7))) differing.push(value);
    }
    for (const value of [1, 10, 999999.95, 0.1, 0.30000000000000004, 1e-300, 6.02e23, 1234567.5])
      if (compactNumber(value) !== Number(value.toPrecision(7))) differing.push(value);
    expect(differing).toEqual([]);
  });

  it('PERF-149 PERF-155 daily values at their own times: one axis of their whole-ms times, values in 7 digits, null where a series has none', () => {
    const day = 24 * hour;
    const answer = timedColumns([
      [
        { t: 0.4 * day + 0.7, value: 1 / 3 },
        { t: 1.6 * day, value: 2 },
      ],
      [{ t: 1.6 * day, value: -5 }],
    ]);
    expect(answer.time).toEqual({ ms: [0.4 * day, 1.6 * day] });
    expect(answer.columns).toEqual([
      [compactNumber(1 / 3), 2],
      [null, -5],
    ]);
    const { xsMs, ys } = columnArrays(answer.time, answer.columns[1]!);
    expect([...xsMs]).toEqual([1.6 * day]);
    expect([...ys]).toEqual([-5]);
  });

  it('PERF-149 evenly spaced times become start and step; the arrays read them back', () => {
    const day = 24 * hour;
    const answer = timedColumns([[0, 1, 2, 3].map((k) => ({ t: 5 * hour + k * day, value: k }))]);
    expect(answer.time).toEqual({ startMs: 5 * hour, stepMs: day, count: 4 });
    const { xsMs, ys } = columnArrays(answer.time, answer.columns[0]!);
    expect(xsMs).toBeInstanceOf(Float64Array);
    expect([...xsMs]).toEqual([0, 1, 2, 3].map((k) => 5 * hour + k * day));
    expect([...ys]).toEqual([0, 1, 2, 3]);
    expect(timedColumns([[]])).toEqual({ time: { ms: [] }, columns: [[]] });
  });
});
