// The set-based LogData reads (ADR 0084) against the per-variable reads they replace, on several
// vessels and variables: the series of many variables in one statement (every interval and limit,
// and the Day buckets the calculated values sum) against readSeries per variable, the newest samples
// and the last voyages against the one-variable and one-vessel statements.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlEngine } from '../db/sql-engine.ts';
import { openPipelineTestDatabase } from '../db/test-database.ts';
import { lastSamples, lastVoyage, lastVoyages } from './log-data.repository.ts';
import { findVariables } from './log-variables.repository.ts';
import { ensureSamplePartitions } from './partitions.repository.ts';
import { loadSamples } from './sample-store.repository.ts';
import { edgeOfBucket, readSeries, readSeriesOfMany, type SeriesRow } from './series-reader.repository.ts';

let engine: SqlEngine;
let close: () => Promise<void>;
const dayMs = 86_400_000;
const quarterMs = 900_000;
const iso = (ms: number) => new Date(ms).toISOString();
const start = Date.UTC(2026, 0, 29, 5, 10); // a month end inside the data: two partitions
const steps = 6 * 24 * 6; // six days at 10 minutes
const vessels = [randomUUID(), randomUUID(), randomUUID()];
/** Three variables per vessel with samples, and one without any. */
const variables = vessels.flatMap((vesselId, v) => [
  ...[0, 1, 2].map((k) => ({ vesselId, id: randomUUID(), seed: v * 3 + k })),
  { vesselId, id: randomUUID(), seed: -1 },
]);

beforeAll(async () => {
  ({ engine, close } = await openPipelineTestDatabase());
  await ensureSamplePartitions(engine, start, start + steps * 600_000);
  for (const variable of variables) {
    await engine.query('INSERT INTO log_variables (id, vessel_id, source_id, name) VALUES ($1, $2, $3, $3)', [
      variable.id,
      variable.vesselId,
      `X${variable.seed}-${variable.id.slice(0, 4)}`,
    ]);
  }
  for (const [v, vesselId] of vessels.entries()) {
    // Each vessel's samples end at a different time; values with gaps (NaN) and awkward fractions.
    const count = steps - v * 37;
    const timestampsMs = new Float64Array(count).map((_, i) => start + i * 600_000);
    const columns = variables
      .filter((variable) => variable.vesselId === vesselId && variable.seed >= 0)
      .map((variable) => ({
        logVariableId: variable.id,
        values: new Float64Array(count).map((_, i) =>
          // One variable without gaps: its whole days make whole day blocks (ADR 0132).
          (i + variable.seed) % 41 === 3 && variable.seed !== 2
            ? Number.NaN
            : Math.sin(i / (7 + variable.seed)) * 100 + i / 3 + 0.1,
        ),
      }));
    await engine.transaction((tx) => loadSamples(tx, vesselId, { timestampsMs, columns }));
  }
  // Vessel 0: a voyage that ended; vessel 1: at sea (no arrival after its latest departure), with an
  // earlier voyage; vessel 2: no departure at all.
  const event = (vesselId: string, ms: number, type: string) =>
    engine.query('INSERT INTO vessel_log_events (vessel_id, ts, type) VALUES ($1, $2, $3)', [
      vesselId,
      new Date(ms).toISOString(),
      type,
    ]);
  await event(vessels[0]!, start + 0.5 * dayMs, 'Departure');
  await event(vessels[0]!, start + 1.7 * dayMs, 'Arrival');
  await event(vessels[0]!, start + 2.2 * dayMs, 'Departure');
  await event(vessels[0]!, start + 4.35 * dayMs, 'Arrival');
  await event(vessels[0]!, start + 5.1 * dayMs, 'Arrival');
  await event(vessels[1]!, start + 1 * dayMs, 'Departure');
  await event(vessels[1]!, start + 2 * dayMs, 'Arrival');
  await event(vessels[1]!, start + 3.9 * dayMs, 'Departure');
  await event(vessels[2]!, start + 1 * dayMs, 'Arrival');
}, 60_000);
afterAll(async () => close?.());

/** The statement LastReceived ran once per variable before ADR 0084. */
async function lastSampleOfOne(vesselId: string, id: string) {
  const [row] = await engine.query<{ ts: Date; value: number }>(
    `SELECT s.ts, s.value FROM log_variables lv
     JOIN samples s ON s.vessel_id = lv.vessel_id AND s.log_variable_id = lv.id AND s.ts = lv.last_ts
     WHERE lv.id = $1 AND lv.vessel_id = $2`,
    [id, vesselId],
  );
  return row ? { ts: new Date(row.ts), value: Number(row.value) } : undefined;
}

/** What a read without statistics promises: each bucket's time, count and mean. */
const withoutStatistics = (rows: readonly SeriesRow[]) => rows.map(({ t, n, mean }) => ({ t, n, mean }));

describe('set-based LogData reads (ADR 0084)', () => {
  it('PERF-166 the Day buckets of many windows (the calculated values) in one statement equal readSeries at Day per variable', async () => {
    const windows: {
      vesselId: string;
      logVariableId: string;
      fromMs: number;
      toMs: number;
      limit: number;
    }[] = [];
    const spans: [number, number][] = [
      [start - 3 * dayMs, start + 10 * dayMs], // all the data, from before it to after it
      [start + 0.25 * dayMs + 7_000, start + 3.6 * dayMs], // partial days at both edges
      [Date.UTC(2026, 0, 30), Date.UTC(2026, 1, 2)], // whole days only, across the month end
      [start + 1.1 * dayMs, start + 1.6 * dayMs], // inside one day
      [start + 1.8 * dayMs, start + 2.3 * dayMs], // over one midnight, no whole day
      [start + 2 * dayMs, start + 2 * dayMs], // empty
      [start + 20 * dayMs, start + 22 * dayMs], // no data
    ];
    for (const variable of variables)
      for (const [fromMs, toMs] of spans)
        windows.push({
          vesselId: variable.vesselId,
          logVariableId: variable.id,
          fromMs,
          toMs,
          limit: 1_000_000,
        });
    // The same variable twice, and a window of another vessel's id (which has no rows under it).
    windows.push({ ...windows[3]! });
    windows.push({ ...windows[8]!, vesselId: vessels[2]! });

    const many = await readSeriesOfMany(engine, 'Day', windows);
    expect(many).toHaveLength(windows.length);
    let buckets = 0;
    for (const [i, window] of windows.entries()) {
      const one = await readSeries(engine, { ...window, interval: 'Day', limit: 1_000_000 });
      expect(many[i], `window ${i}`).toEqual(one);
      buckets += one.length;
    }
    expect(buckets).toBeGreaterThan(100);
  });

  it('PERF-165 PERF-168 the unfiltered series of many variables in one statement equal readSeries per variable at every interval and limit', async () => {
    // Both kinds of day block are read: whole days (cut to the window in the database, ADR 0132)
    // and days with missing buckets (the data's first and last days, read whole).
    const [blocks] = await engine.query<{ whole: number; partial: number }>(
      `SELECT count(*) FILTER (WHERE length(b) = 96 * 38)::int AS whole,
              count(*) FILTER (WHERE length(b) < 96 * 38)::int AS partial FROM sample_blocks_15m`,
    );
    expect(blocks!.whole).toBeGreaterThanOrEqual(4);
    expect(blocks!.partial).toBeGreaterThan(5);
    const spans: [number, number][] = [
      [start + 0.25 * dayMs + 7_000, start + 3.6 * dayMs], // partial buckets at both edges
      [Date.UTC(2026, 0, 30), Date.UTC(2026, 1, 2)], // whole days only, across the month end
      [start + 1.1 * dayMs, start + 1.1 * dayMs + 20 * 60_000], // inside one quarter-hour or so
      [start + 3 * dayMs, start + 2 * dayMs], // reversed: nothing
      [start + 20 * dayMs, start + 22 * dayMs], // no data
    ];
    let rows = 0;
    for (const interval of ['Raw', 'Minute', 'Quarter', 'Hour', 'Day'] as const) {
      for (const limit of [1_000_000, 500, 37, 1, 0]) {
        const requests = variables.flatMap((variable, v) =>
          spans.map(([fromMs, toMs], k) => ({
            vesselId: variable.vesselId,
            logVariableId: variable.id,
            fromMs: fromMs + ((v + k) % 3) * 60_000, // each variable its own start (a continuation)
            toMs,
            limit,
          })),
        );
        const many = await readSeriesOfMany(engine, interval, requests);
        // Without statistics the day blocks give no min and max (Quarter); the rest is the same.
        const lean = await readSeriesOfMany(engine, interval, requests, { statistics: false });
        expect(many).toHaveLength(requests.length);
        for (const [i, request] of requests.entries()) {
          const one = await readSeries(engine, { ...request, interval });
          expect(many[i], `${interval} limit ${limit} request ${i}`).toEqual(one);
          expect(
            withoutStatistics(lean[i]!),
            `${interval} limit ${limit} request ${i}, no statistics`,
          ).toEqual(withoutStatistics(one));
          rows += one.length;
        }
      }
    }
    expect(rows).toBeGreaterThan(10_000);
    await expect(
      readSeriesOfMany(engine, 'Hour', [
        {
          vesselId: vessels[0]!,
          logVariableId: variables[0]!.id,
          fromMs: start,
          toMs: start + dayMs,
          limit: 10,
          filter: { min: 0 },
        },
      ]),
    ).rejects.toThrow(/unfiltered/);
  }, 120_000);

  it("PERF-165 one vessel's variables over one window (a BatchFind) read as readSeries does, a variable asked twice and in capitals included", async () => {
    const own = variables.filter((variable) => variable.vesselId === vessels[1]);
    for (const [fromMs, toMs] of [
      [Date.UTC(2026, 0, 30), Date.UTC(2026, 1, 2)],
      [start + 0.25 * dayMs + 7_000, start + 3.6 * dayMs],
    ] as const)
      for (const limit of [1_000_000, 150]) {
        const requests = [...own, own[0]!].map((variable, i) => ({
          vesselId: variable.vesselId,
          logVariableId: i === own.length ? variable.id.toUpperCase() : variable.id,
          fromMs,
          toMs,
          limit,
        }));
        const many = await readSeriesOfMany(engine, 'Quarter', requests);
        let rows = 0;
        for (const [i, request] of requests.entries()) {
          const one = await readSeries(engine, { ...request, interval: 'Quarter' });
          expect(many[i], `limit ${limit} request ${i}`).toEqual(one);
          rows += one.length;
        }
        expect(rows).toBeGreaterThan(100);
      }
  });

  it("PERF-165 a BatchFind window's partial edge buckets come from the blocks where the buckets' sample times decide them, and from the samples only where an edge cuts through a bucket's samples", async () => {
    const vesselId = vessels[0]!;
    const own = variables.filter((variable) => variable.vesselId === vesselId);
    // Counts the statements that read the samples themselves.
    let sampleReads = 0;
    const counting: SqlEngine = {
      ...engine,
      query: (text, params, options) => {
        if (/\bFROM samples\b/.test(text)) sampleReads++;
        return engine.query(text, params, options);
      },
    };
    /** Whether [from, to) holds some of the bucket's samples and the bucket has others outside it. */
    const cuts = async (id: string, bucket: number, from: number, to: number) => {
      const [row] = await engine.query<{ inside: boolean; outside: boolean }>(
        `SELECT coalesce(bool_or(ts >= $3 AND ts < $4), false) AS inside,
                coalesce(bool_or(ts < $3 OR ts >= $4), false) AS outside
           FROM samples WHERE vessel_id = $1 AND log_variable_id = $2 AND ts >= $5 AND ts < $6`,
        [vesselId, id, iso(from), iso(to), iso(bucket), iso(bucket + quarterMs)],
      );
      return row!.inside && row!.outside;
    };
    const windowsOf = (count: number) =>
      Array.from({ length: count }, (_, k) => {
        // Starts anywhere to the millisecond (a fixed sequence), 3 h to 2 days long.
        const fromMs = start + Math.floor(((k * 7919) % 1000) * 0.0045 * dayMs) + ((k * 104_729) % 900_000);
        return {
          fromMs,
          toMs: fromMs + 3 * 3_600_000 + ((k * 31) % 45) * 3_600_000 + ((k * 6_661) % 600_000),
        };
      });
    const check = async (windows: { fromMs: number; toMs: number }[]) => {
      let expectedReads = 0;
      sampleReads = 0;
      for (const { fromMs, toMs } of windows) {
        const requests = own.map((variable) => ({
          vesselId,
          logVariableId: variable.id,
          fromMs,
          toMs,
          limit: 1_000_000,
        }));
        const many = await readSeriesOfMany(counting, 'Quarter', requests);
        const lean = await readSeriesOfMany(engine, 'Quarter', requests, { statistics: false });
        for (const [i, request] of requests.entries()) {
          const one = await readSeries(engine, { ...request, interval: 'Quarter' });
          expect(many[i], `${iso(fromMs)} request ${i}`).toEqual(one);
          expect(withoutStatistics(lean[i]!), `${iso(fromMs)} request ${i}, no statistics`).toEqual(
            withoutStatistics(one),
          );
        }
        const head = Math.floor(fromMs / quarterMs) * quarterMs;
        const tail = Math.floor(toMs / quarterMs) * quarterMs;
        let cut = false;
        for (const variable of own) {
          if (head !== fromMs && (await cuts(variable.id, head, fromMs, head + quarterMs))) cut = true;
          if (tail !== toMs && (await cuts(variable.id, tail, tail, toMs))) cut = true;
        }
        if (cut) expectedReads++;
      }
      return { expectedReads, sampleReads: sampleReads };
    };
    const windows = windowsOf(60);
    // Samples every 10 minutes: a bucket holds one or two, so some edges cut through a bucket and
    // most do not.
    const known = await check(windows);
    expect(known.expectedReads).toBeGreaterThan(5);
    expect(known.expectedReads).toBeLessThan(windows.length - 5);
    expect(known.sampleReads).toBe(known.expectedReads);

    // Rollups stored before their sample times were kept (NULL): every edge reads the samples.
    await engine.query('UPDATE sample_rollups_15m SET first_ts = NULL, last_ts = NULL WHERE vessel_id = $1', [
      vesselId,
    ]);
    try {
      const unknown = await check(windows);
      expect(unknown.sampleReads).toBe(windows.length);
    } finally {
      await engine.query(
        `UPDATE sample_rollups_15m r SET first_ts = s.first_ts, last_ts = s.last_ts
           FROM (SELECT log_variable_id, date_bin('15 minutes', ts, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket,
                        min(ts) AS first_ts, max(ts) AS last_ts
                   FROM samples WHERE vessel_id = $1 GROUP BY 1, 2) s
          WHERE r.vessel_id = $1 AND r.log_variable_id = s.log_variable_id AND r.bucket = s.bucket`,
        [vesselId],
      );
    }
    expect((await check(windows.slice(0, 10))).sampleReads).toBeLessThan(10);
  }, 120_000);

  it('PERF-165 an edge bucket is whole, empty or cut by its sample times rounded down to the millisecond', () => {
    const bucket = { n: 2, sum: 3, min: 1, max: 2, first: 100, last: 899_000 };
    const range = (from: number, to: number) => ({ part: 0, from, to, bucket: 0 });
    const whole = { t: 0, n: 2, mean: 1.5, min: 1, max: 2 };
    // A head [from, 900000): samples at 100.x ms and 899000 ms.
    expect(edgeOfBucket(range(100, 900_000), bucket)).toEqual(whole);
    expect(edgeOfBucket(range(101, 900_000), bucket)).toBe('read');
    expect(edgeOfBucket(range(899_001, 900_000), bucket)).toBeNull();
    // A tail [0, to).
    expect(edgeOfBucket(range(0, 899_001), bucket)).toEqual(whole);
    expect(edgeOfBucket(range(0, 899_000), bucket)).toBe('read');
    expect(edgeOfBucket(range(0, 100), bucket)).toBeNull();
    // No samples in the bucket, and times unknown.
    expect(edgeOfBucket(range(101, 900_000), undefined)).toBeNull();
    expect(edgeOfBucket(range(0, 900_000), { ...bucket, first: -1, last: -1 })).toBe('read');
  });

  it('PERF-166 no window reads nothing', async () => {
    expect(await readSeriesOfMany(engine, 'Day', [])).toEqual([]);
  });

  it("PERF-166 the newest samples of many variables in one statement equal each variable's own", async () => {
    const asked = [...variables, { vesselId: vessels[1]!, id: variables[0]!.id }]; // wrong vessel: none
    const found = await lastSamples(engine, asked);
    let present = 0;
    for (const variable of asked) {
      const one = await lastSampleOfOne(variable.vesselId, variable.id);
      if (variable.vesselId === vessels[1] && variable.id === variables[0]!.id) {
        expect(one).toBeUndefined();
        continue;
      }
      expect(found.get(variable.id), variable.id).toEqual(one);
      if (one) present++;
    }
    expect(present).toBe(9);
    // With the variables' lastTs as the service reads them (the span prunes partitions): the same.
    const rows = await findVariables(
      engine,
      variables.map((v) => v.id),
    );
    expect(await lastSamples(engine, rows)).toEqual(found);
    expect(
      await lastSamples(
        engine,
        rows.filter((row) => row.lastTs === null),
      ),
    ).toEqual(new Map());
    expect(await lastSamples(engine, [])).toEqual(new Map());
  });

  it("PERF-166 the last voyages of many vessels in one statement equal each vessel's own", async () => {
    const unknown = randomUUID();
    const voyages = await lastVoyages(engine, [...vessels, vessels[0]!, unknown]);
    for (const vesselId of [...vessels, unknown]) {
      const one = await lastVoyage(engine, vesselId);
      expect(voyages.get(vesselId) ?? null, vesselId).toEqual(one);
    }
    expect(voyages.get(vessels[0]!)).toEqual({
      start: new Date(start + 2.2 * dayMs),
      end: new Date(start + 4.35 * dayMs),
    });
    expect(voyages.get(vessels[1]!)).toEqual({ start: new Date(start + 3.9 * dayMs), end: null });
    expect(voyages.has(vessels[2]!)).toBe(false);
  });
});
