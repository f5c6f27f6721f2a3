import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSamplePartitions, monthsBetween, partitionName } from './partitions.repository.ts';
import {
  loadNewSamples,
  loadSamples,
  rebuildRollupsAt,
  removeSamplesToReplace,
  stagingCsv,
  type SampleBatch,
} from './sample-store.repository.ts';
import { isUniqueViolation } from '../db/sql-errors.ts';
import { pgliteEngine, type SqlEngine } from '../db/sql-engine.ts';
import { openPipelineTestDatabase } from '../db/test-database.ts';

let engine: SqlEngine;
let close: () => Promise<void>;
const vesselId = randomUUID();
const speedId = randomUUID();
const powerId = randomUUID();

beforeAll(async () => {
  ({ engine, close } = await openPipelineTestDatabase());
  for (const [id, sourceId] of [
    [speedId, 'SOG'],
    [powerId, 'ShaftPower'],
  ]) {
    await engine.query('INSERT INTO log_variables (id, vessel_id, source_id, name) VALUES ($1, $2, $3, $3)', [
      id,
      vesselId,
      sourceId,
    ]);
  }
}, 60_000);
afterAll(async () => close?.());

const start = Date.UTC(2026, 0, 31, 23, 0); // crosses into February: two partitions
function minuteBatch(minutes: number, offset = 0): SampleBatch {
  const timestampsMs = new Float64Array(minutes).map((_, i) => start + (i + offset) * 60_000);
  const speed = new Float64Array(minutes).map((_, i) => 10 + ((i + offset) % 7) * 0.5);
  const power = new Float64Array(minutes).map((_, i) =>
    (i + offset) % 11 === 3 ? Number.NaN : 5000 + (i + offset),
  );
  return {
    timestampsMs,
    columns: [
      { logVariableId: speedId, values: speed },
      { logVariableId: powerId, values: power },
    ],
  };
}

describe('sample store', () => {
  it('monthsBetween lists every month touched, across a year end', () => {
    expect(monthsBetween(Date.UTC(2025, 11, 31), Date.UTC(2026, 1, 1))).toEqual([
      [2025, 11],
      [2026, 0],
      [2026, 1],
    ]);
    expect(partitionName(2026, 0)).toBe('samples_y2026m01');
  });

  it('stagingCsv leaves out missing values (NaN) and keeps values exactly', () => {
    const { rows, chunks } = stagingCsv({
      timestampsMs: Float64Array.of(1000, 2000),
      columns: [{ logVariableId: 'a', values: Float64Array.of(0.1 + 0.2, Number.NaN) }],
    });
    expect(rows).toBe(1);
    expect(chunks).toEqual(['a,1000,0.30000000000000004\n']);
  });

  it('stores each sample once, with exact 15-minute, hour and day rollups, and stores nothing twice on reload', async () => {
    const batch = minuteBatch(120);
    await ensureSamplePartitions(engine, start, start + 120 * 60_000);
    const first = await engine.transaction((tx) => loadSamples(tx, vesselId, batch));
    const expectedSamples =
      120 + 120 - Array.from({ length: 120 }, (_, i) => i % 11 === 3).filter(Boolean).length;
    expect(first.staged).toBe(expectedSamples);
    expect(first.inserted).toBe(expectedSamples);

    // The same batch again, and an overlapping one: only the new minutes are stored.
    const again = await engine.transaction((tx) => loadSamples(tx, vesselId, batch));
    expect(again.inserted).toBe(0);
    const overlap = await engine.transaction((tx) => loadSamples(tx, vesselId, minuteBatch(60, 90)));
    expect(overlap.inserted).toBe(30 + 30 - [...Array(30).keys()].filter((i) => (i + 120) % 11 === 3).length);

    const [stored] = await engine.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM samples WHERE vessel_id = $1',
      [vesselId],
    );
    const raw = await engine.query<{ bucket: string; n: number; s: number; lo: number; hi: number }>(
      `SELECT date_bin('1 hour', ts, TIMESTAMPTZ '2000-01-01') AS bucket, count(*)::int AS n, sum(value) AS s,
              min(value) AS lo, max(value) AS hi
       FROM samples WHERE log_variable_id = $1 GROUP BY 1 ORDER BY 1`,
      [powerId],
    );
    const rolled = await engine.query<{ bucket: string; n: number; s: number; lo: number; hi: number }>(
      `SELECT bucket, sample_count AS n, value_sum AS s, value_min AS lo, value_max AS hi
       FROM sample_rollups_1h WHERE log_variable_id = $1 ORDER BY bucket`,
      [powerId],
    );
    expect(stored!.n).toBe(first.inserted + overlap.inserted);
    expect(rolled).toEqual(raw);
    const [quarters] = await engine.query<{ n: number; total: number }>(
      'SELECT count(*)::int AS n, sum(sample_count)::int AS total FROM sample_rollups_15m WHERE log_variable_id = $1',
      [speedId],
    );
    expect(quarters).toEqual({ n: 10, total: 150 });
    const [day] = await engine.query<{ n: number }>(
      'SELECT sum(sample_count)::int AS n FROM sample_rollups_1d WHERE log_variable_id = $1',
      [speedId],
    );
    expect(day!.n).toBe(150);
    const [variable] = await engine.query<{ first: Date; last: Date }>(
      'SELECT first_ts AS first, last_ts AS last FROM log_variables WHERE id = $1',
      [speedId],
    );
    expect(variable!.first.getTime()).toBe(start);
    expect(variable!.last.getTime()).toBe(start + 149 * 60_000);
  });

  it('a failing batch stores nothing (all or nothing per transaction)', async () => {
    const before = await engine.query<{ n: number }>('SELECT count(*)::int AS n FROM samples');
    const batch = minuteBatch(10, 500);
    await expect(
      engine.transaction(async (tx) => {
        await loadSamples(tx, vesselId, batch);
        throw new Error('crash after loading');
      }),
    ).rejects.toThrow('crash after loading');
    const after = await engine.query<{ n: number }>('SELECT count(*)::int AS n FROM samples');
    expect(after).toEqual(before);
  });
});

describe('fast path for new samples', () => {
  it('loadNewSamples stores new samples with the same rollups as loadSamples, and refuses stored ones (23505)', async () => {
    const fastVessel = randomUUID();
    const slowVessel = randomUUID();
    const fastId = randomUUID();
    const slowId = randomUUID();
    await engine.query(
      "INSERT INTO log_variables (id, vessel_id, source_id, name) VALUES ($1, $2, 'F', 'F'), ($3, $4, 'F', 'F')",
      [fastId, fastVessel, slowId, slowVessel],
    );
    const timestampsMs = new Float64Array(300).map((_, i) => start + i * 60_000);
    const values = new Float64Array(300).map((_, i) => (i % 17 === 0 ? Number.NaN : 0.5 + ((i * 7) % 23)));
    await ensureSamplePartitions(engine, start, start + 300 * 60_000);
    const fast = await engine.transaction((tx) =>
      loadNewSamples(tx, fastVessel, { timestampsMs, columns: [{ logVariableId: fastId, values }] }),
    );
    const slow = await engine.transaction((tx) =>
      loadSamples(tx, slowVessel, { timestampsMs, columns: [{ logVariableId: slowId, values }] }),
    );
    expect(fast).toEqual(slow);
    for (const table of ['sample_rollups_15m', 'sample_rollups_1h', 'sample_rollups_1d']) {
      const times =
        table === 'sample_rollups_15m' ? 'first_ts, last_ts' : 'NULL AS first_ts, NULL AS last_ts';
      const read = (vessel: string) =>
        engine.query<{
          bucket: Date;
          n: number;
          lo: number;
          hi: number;
          s: number;
          first_ts: Date;
          last_ts: Date;
        }>(
          `SELECT bucket, sample_count AS n, value_min AS lo, value_max AS hi, value_sum AS s, ${times} FROM ${table} WHERE vessel_id = $1 ORDER BY bucket`,
          [vessel],
        );
      const [a, b] = [await read(fastVessel), await read(slowVessel)];
      expect(
        a.map(({ bucket, n, lo, hi, first_ts, last_ts }) => [bucket, n, lo, hi, first_ts, last_ts]),
      ).toEqual(b.map(({ bucket, n, lo, hi, first_ts, last_ts }) => [bucket, n, lo, hi, first_ts, last_ts]));
      if (table === 'sample_rollups_15m') expect(a.every((row) => row.first_ts && row.last_ts)).toBe(true);
      a.forEach((row, i) => expect(row.s).toBeCloseTo(b[i]!.s, 9));
    }
    const [spans] = await engine.query<{ same: boolean }>(
      'SELECT (a.first_ts = b.first_ts AND a.last_ts = b.last_ts) AS same FROM log_variables a, log_variables b WHERE a.id = $1 AND b.id = $2',
      [fastId, slowId],
    );
    expect(spans!.same).toBe(true);
    const again = engine.transaction((tx) =>
      loadNewSamples(tx, fastVessel, { timestampsMs, columns: [{ logVariableId: fastId, values }] }),
    );
    await expect(again).rejects.toSatisfy(isUniqueViolation);
    const [count] = await engine.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM samples WHERE vessel_id = $1',
      [fastVessel],
    );
    expect(count!.n).toBe(fast.inserted);
  });
});

/** A variable of a vessel of its own. */
async function newVariable(store: SqlEngine) {
  const vessel = randomUUID();
  const id = randomUUID();
  await store.query("INSERT INTO log_variables (id, vessel_id, source_id, name) VALUES ($1, $2, 'V', 'V')", [
    id,
    vessel,
  ]);
  return { vessel, id };
}

/** One variable's samples at `count` minutes from minute `from` after `start`, valued by minute. */
const oneVariableMinutes = (id: string, from: number, count: number, value: (minute: number) => number) => ({
  timestampsMs: new Float64Array(count).map((_, i) => start + (from + i) * 60_000),
  columns: [{ logVariableId: id, values: new Float64Array(count).map((_, i) => value(from + i)) }],
});

describe('day blocks of the 15-minute rollups (ADR 0124)', () => {
  /** Every block decoded into rollup rows, against the rollup rows themselves. */
  async function blocksAgainstRollups(vessel: string) {
    const blocks = await engine.query<{ id: string; day: Date; b: string }>(
      "SELECT log_variable_id AS id, day, encode(b, 'base64') AS b FROM sample_blocks_15m WHERE vessel_id = $1",
      [vessel],
    );
    const fromBlocks: string[] = [];
    for (const { id, day, b } of blocks) {
      const bytes = Buffer.from(b, 'base64');
      const k = bytes.length / 38;
      for (let j = 0; j < k; j++) {
        const slot = bytes.readInt16BE(2 * j);
        const at = new Date(day.getTime() + slot * 900_000).toISOString();
        const values = [0, 1, 2].map((f) => bytes.readDoubleBE(6 * k + 8 * (f * k + j)));
        const times = [0, 1].map((f) => bytes.readInt32BE(30 * k + 4 * (f * k + j)));
        fromBlocks.push(
          `${id} ${at} ${bytes.readInt32BE(2 * k + 4 * j)} ${values.join(' ')} ${times.join(' ')}`,
        );
      }
    }
    const rollups = await engine.query<{
      id: string;
      bucket: Date;
      n: number;
      s: number;
      lo: number;
      hi: number;
      first: Date | null;
      last: Date | null;
    }>(
      `SELECT log_variable_id AS id, bucket, sample_count AS n, value_sum AS s, value_min AS lo, value_max AS hi,
              first_ts AS first, last_ts AS last
         FROM sample_rollups_15m WHERE vessel_id = $1`,
      [vessel],
    );
    // The sample times' offsets in whole ms (these samples are on whole ms), -1 when unknown.
    const offset = (at: Date | null, bucket: Date) => (at ? at.getTime() - bucket.getTime() : -1);
    const expected = rollups.map(
      (r) =>
        `${r.id} ${r.bucket.toISOString()} ${r.n} ${r.s} ${r.lo} ${r.hi} ${offset(r.first, r.bucket)} ${offset(r.last, r.bucket)}`,
    );
    return { fromBlocks: fromBlocks.sort(), expected: expected.sort() };
  }

  it('PERF-165 the blocks hold the rollups bit for bit after loads, a correction, a rebuild and a deletion', async () => {
    const { vessel, id } = await newVariable(engine);
    // Two loads that meet inside a bucket and cross midnight; values whose sums are not exact.
    const minutes = (from: number, count: number) =>
      oneVariableMinutes(id, from, count, (minute) =>
        minute % 13 === 5 ? Number.NaN : 0.1 * minute + 1 / 3,
      );
    await ensureSamplePartitions(engine, start, start + 400 * 60_000);
    await engine.transaction((tx) => loadNewSamples(tx, vessel, minutes(0, 67)));
    await engine.transaction((tx) => loadSamples(tx, vessel, minutes(60, 200)));
    let state = await blocksAgainstRollups(vessel);
    expect(state.expected.length).toBeGreaterThan(15);
    expect(state.fromBlocks).toEqual(state.expected);

    // A correction replaces stored samples and rebuilds their buckets.
    const corrected = minutes(100, 20);
    corrected.columns[0]!.values = corrected.columns[0]!.values.map((v) => v * 2);
    await engine.transaction(async (tx) => {
      await removeSamplesToReplace(tx, vessel, corrected);
      await loadSamples(tx, vessel, corrected);
    });
    state = await blocksAgainstRollups(vessel);
    expect(state.fromBlocks).toEqual(state.expected);

    // A bucket stored before its sample times were kept (ADR 0129) stays unknown when samples are
    // added to it by either load; the block says so (-1).
    const unknownBucket = new Date(start + 255 * 60_000).toISOString().replace(/:\d\d\.\d+Z$/, ':00.000Z');
    await engine.query(
      `UPDATE sample_rollups_15m SET first_ts = NULL, last_ts = NULL
        WHERE vessel_id = $1 AND bucket = date_bin('15 minutes', $2::timestamptz, TIMESTAMPTZ '2000-01-01 00:00:00+00')`,
      [vessel, unknownBucket],
    );
    await engine.transaction((tx) => loadSamples(tx, vessel, minutes(260, 2)));
    await engine.transaction((tx) => loadNewSamples(tx, vessel, minutes(262, 1)));
    const unknown = await engine.query<{ n: number; first: Date | null }>(
      `SELECT sample_count AS n, first_ts AS first FROM sample_rollups_15m
        WHERE vessel_id = $1 AND bucket = date_bin('15 minutes', $2::timestamptz, TIMESTAMPTZ '2000-01-01 00:00:00+00')`,
      [vessel, unknownBucket],
    );
    expect(unknown.map((row) => [Number(row.n), row.first])).toEqual([[8, null]]); // minutes 255-262
    state = await blocksAgainstRollups(vessel);
    expect(state.fromBlocks).toEqual(state.expected);
    expect(state.fromBlocks.filter((line) => line.endsWith(' -1 -1'))).toHaveLength(1);

    // Samples removed from a whole day: its block goes; a bucket rebuilt from the samples left.
    await engine.query('DELETE FROM samples WHERE vessel_id = $1 AND ts >= $2', [
      vessel,
      new Date(Date.UTC(2026, 1, 1)).toISOString(),
    ]);
    await engine.transaction((tx) =>
      rebuildRollupsAt(
        tx,
        vessel,
        [id, id],
        [
          new Date(Date.UTC(2026, 1, 1, 0, 5)).toISOString(),
          new Date(Date.UTC(2026, 1, 1, 2, 0)).toISOString(),
        ],
      ),
    );
    await engine.query('DELETE FROM sample_rollups_15m WHERE vessel_id = $1 AND bucket >= $2', [
      vessel,
      new Date(Date.UTC(2026, 1, 1)).toISOString(),
    ]);
    state = await blocksAgainstRollups(vessel);
    expect(state.fromBlocks).toEqual(state.expected);
    const days = await engine.query<{ day: Date }>('SELECT day FROM sample_blocks_15m WHERE vessel_id = $1', [
      vessel,
    ]);
    expect(days.map((row) => row.day.toISOString())).toEqual(['2026-01-31T00:00:00.000Z']);

    await engine.query('DELETE FROM sample_rollups_15m WHERE vessel_id = $1', [vessel]);
    expect(await engine.query('SELECT 1 FROM sample_blocks_15m WHERE vessel_id = $1', [vessel])).toEqual([]);
  });
});

describe('migration 0920 on a database that has rollups (ADR 0129)', () => {
  it('PERF-165 rebuilds every stored block in the new layout with unknown sample times, and the blocks follow later loads with known ones', async () => {
    const pglite = await PGlite.create();
    const migration = (name: string) =>
      readFile(new URL(`../db/migrations/${name}`, import.meta.url), 'utf8');
    for (const name of [
      '0200-create-timeseries.sql',
      '0900-sample-blocks.sql',
      '0910-sample-blocks-by-key.sql',
    ])
      await pglite.exec(await migration(name));
    const store = pgliteEngine(pglite);
    const { vessel, id } = await newVariable(store);
    const minutes = (from: number, count: number) =>
      oneVariableMinutes(id, from, count, (minute) => 0.1 * minute + 1 / 7);
    await ensureSamplePartitions(store, start, start + 200 * 60_000);
    // Before the migration, as its writers stored them: rollups without sample times (7 quarter
    // hours), their blocks 30 bytes a bucket.
    await store.query(
      `INSERT INTO sample_rollups_15m (vessel_id, log_variable_id, bucket, sample_count, value_sum, value_min, value_max)
       SELECT $1, $2, $3::timestamptz + g * INTERVAL '15 minutes', 15, g * 1.5, g, g + 1 FROM generate_series(0, 6) g`,
      [vessel, id, new Date(start).toISOString()],
    );
    const [before] = await store.query<{ bytes: number; buckets: number }>(
      'SELECT sum(length(b))::int AS bytes, (SELECT count(*)::int FROM sample_rollups_15m) AS buckets FROM sample_blocks_15m',
    );
    expect(before!.bytes).toBe(30 * before!.buckets);
    await pglite.exec(await migration('0920-rollup-sample-times.sql'));
    const times = async () =>
      (
        await store.query<{ b: string }>(
          "SELECT encode(b, 'base64') AS b FROM sample_blocks_15m WHERE vessel_id = $1 ORDER BY day",
          [vessel],
        )
      ).flatMap(({ b }) => {
        const bytes = Buffer.from(b, 'base64');
        const k = bytes.length / 38;
        return Array.from({ length: k }, (_, j) => [
          bytes.readInt32BE(30 * k + 4 * j),
          bytes.readInt32BE(34 * k + 4 * j),
        ]);
      });
    const rebuilt = await times();
    expect(rebuilt).toHaveLength(before!.buckets);
    expect(rebuilt.every(([first, last]) => first === -1 && last === -1)).toBe(true);
    // Samples in new buckets carry their times; the buckets stored before stay unknown.
    await store.transaction((tx) => loadSamples(tx, vessel, minutes(105, 30)));
    const after = await times();
    expect(after.filter(([first]) => first === -1)).toHaveLength(before!.buckets);
    expect(after.filter(([first]) => first !== -1)).toEqual([
      [0, 14 * 60_000],
      [0, 14 * 60_000],
    ]);
    await pglite.close();
  });
});
