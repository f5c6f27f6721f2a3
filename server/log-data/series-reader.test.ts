import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSamplePartitions } from './partitions.repository.ts';
import { loadSamples } from './sample-store.repository.ts';
import { readSeries, seriesStatistics, type SeriesRow } from './series-reader.repository.ts';
import type { SqlEngine } from '../db/sql-engine.ts';
import { openPipelineTestDatabase } from '../db/test-database.ts';

let engine: SqlEngine;
let close: () => Promise<void>;
const vesselId = randomUUID();
const variableId = randomUUID();
const start = Date.UTC(2026, 2, 1);
const minutes = 3 * 24 * 60;
const values = new Float64Array(minutes).map((_, i) =>
  i % 97 === 5 ? Number.NaN : Math.sin(i / 50) * 10 + (i % 13),
);
values[1000] = 500; // an outlier

beforeAll(async () => {
  ({ engine, close } = await openPipelineTestDatabase());
  await engine.query("INSERT INTO log_variables (id, vessel_id, source_id, name) VALUES ($1, $2, 'X', 'X')", [
    variableId,
    vesselId,
  ]);
  const timestampsMs = new Float64Array(minutes).map((_, i) => start + i * 60_000);
  await ensureSamplePartitions(engine, start, start + minutes * 60_000);
  await engine.transaction((tx) =>
    loadSamples(tx, vesselId, { timestampsMs, columns: [{ logVariableId: variableId, values }] }),
  );
}, 60_000);
afterAll(async () => close?.());

/** The reference: date_bin over the raw rows. */
async function reference(width: string, fromMs: number, toMs: number): Promise<SeriesRow[]> {
  const rows = await engine.query<{ t: number; n: number; s: number; lo: number; hi: number }>(
    `SELECT (extract(epoch FROM date_bin($1::interval, ts, TIMESTAMPTZ '2000-01-01')) * 1000)::float8 AS t,
            count(*)::int AS n, sum(value) AS s, min(value) AS lo, max(value) AS hi
     FROM samples WHERE log_variable_id = $2 AND ts >= $3 AND ts < $4 GROUP BY 1 ORDER BY 1`,
    [width, variableId, new Date(fromMs).toISOString(), new Date(toMs).toISOString()],
  );
  return rows.map((r) => ({ t: r.t, n: r.n, mean: r.s / r.n, min: r.lo, max: r.hi }));
}

const closeTo = (actual: SeriesRow[], expected: SeriesRow[]) => {
  expect(actual.map(({ t, n, min, max }) => ({ t, n, min, max }))).toEqual(
    expected.map(({ t, n, min, max }) => ({ t, n, min, max })),
  );
  actual.forEach((row, i) => expect(row.mean).toBeCloseTo(expected[i]!.mean, 9));
};

describe('series reader', () => {
  const from = start + 7 * 60_000 + 30_000; // not on any bucket edge
  const to = start + 2 * 86_400_000 + 37 * 60_000;

  it('Quarter, Hour and Day read rollups plus partial edge buckets and match date_bin over raw rows', async () => {
    for (const [interval, width] of [
      ['Quarter', '15 minutes'],
      ['Hour', '1 hour'],
      ['Day', '1 day'],
      ['Minute', '1 minute'],
    ] as const) {
      const rows = await readSeries(engine, {
        vesselId,
        logVariableId: variableId,
        interval,
        fromMs: from,
        toMs: to,
        limit: 1e6,
      });
      closeTo(rows, await reference(width, from, to));
    }
  });

  it('Raw returns samples in order from the start, cut at the limit', async () => {
    const rows = await readSeries(engine, {
      vesselId,
      logVariableId: variableId,
      interval: 'Raw',
      fromMs: start,
      toMs: to,
      limit: 10,
    });
    // Minute 5 has no sample (NaN in the package): the first ten stored samples skip it.
    expect(rows.map((r) => r.t)).toEqual([0, 1, 2, 3, 4, 6, 7, 8, 9, 10].map((i) => start + i * 60_000));
    expect(rows[3]!.mean).toBe(values[3]);
    const hours = await readSeries(engine, {
      vesselId,
      logVariableId: variableId,
      interval: 'Hour',
      fromMs: start,
      toMs: to,
      limit: 5,
    });
    expect(hours).toHaveLength(5);
  });

  it('filters by range and by outlier band read raw samples', async () => {
    const filtered = await readSeries(engine, {
      vesselId,
      logVariableId: variableId,
      interval: 'Day',
      fromMs: start,
      toMs: start + 86_400_000,
      limit: 10,
      filter: { min: -100, max: 100 },
    });
    const unfiltered = await readSeries(engine, {
      vesselId,
      logVariableId: variableId,
      interval: 'Day',
      fromMs: start,
      toMs: start + 86_400_000,
      limit: 10,
    });
    expect(unfiltered[0]!.max).toBe(500);
    expect(filtered[0]!.max).toBeLessThan(100);
    expect(filtered[0]!.n).toBe(unfiltered[0]!.n - 1);
    const stats = await seriesStatistics(engine, {
      vesselId,
      logVariableId: variableId,
      fromMs: start,
      toMs: start + 86_400_000,
    });
    expect(stats.n).toBe(unfiltered[0]!.n);
    const band = await readSeries(engine, {
      vesselId,
      logVariableId: variableId,
      interval: 'Raw',
      fromMs: start + 999 * 60_000,
      toMs: start + 1002 * 60_000,
      limit: 10,
      filter: { outlierMean: stats.mean, outlierHalfWidth: 5 * stats.standardDeviation },
    });
    expect(band.map((r) => r.t)).toEqual([start + 999 * 60_000, start + 1001 * 60_000]);
  });
});
