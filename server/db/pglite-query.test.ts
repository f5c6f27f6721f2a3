// A statement on PGlite in one call into the database (ADR 0128): the rows, the errors and the
// transaction state PGlite's own `query` gives, with the parameters' types learned once per text.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteQuery } from './pglite-query.ts';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`
    CREATE TABLE things (
      id uuid PRIMARY KEY, name text NOT NULL, tags text[], at timestamptz, doc jsonb,
      size numeric, n int, ok boolean, raw bytea);
  `);
}, 60_000);
afterAll(() => pglite.close());

const id = (k: number) => `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`;

describe('a statement in one call (ADR 0128)', () => {
  it('ADR 0128 gives the rows PGlite query gives, for every kind of parameter it serialises', async () => {
    const insert = `INSERT INTO things (id, name, tags, at, doc, size, n, ok, raw)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`;
    const row = [
      id(1),
      'Wake "one", \\ two',
      ['a', 'b c', 'd,e', null],
      new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)),
      { list: [1, 2], note: "it's" },
      '12.50',
      -7,
      true,
      new Uint8Array([0, 1, 255]),
    ];
    const ours = await pgliteQuery(pglite, insert, row);
    const theirs = await pglite.query(insert, [id(2), ...row.slice(1)]);
    expect(ours.rows).toEqual(theirs.rows.map((r) => ({ ...(r as object), id: id(1) })));
    expect(ours.affectedRows).toBe(1);
    // An array for a jsonb parameter is JSON, as PGlite serialises it by the parameter's type.
    const json = await pgliteQuery<{ doc: unknown }>(pglite, 'SELECT $1::jsonb AS doc', [[1, 'two']]);
    expect(json.rows).toEqual([{ doc: [1, 'two'] }]);
    const read = `SELECT name, n FROM things WHERE id = ANY($1::uuid[]) AND at >= $2 AND n IS DISTINCT FROM $3 ORDER BY id`;
    const params = [[id(1), id(2)], '2026-01-01T00:00:00.000Z', null];
    expect((await pgliteQuery(pglite, read, params)).rows).toEqual((await pglite.query(read, params)).rows);
    expect((await pgliteQuery(pglite, 'SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('ADR 0128 learns the parameter types of a text once and reuses them', async () => {
    const describe = vi.spyOn(pglite, 'describeQuery');
    const text = 'SELECT count(*)::int AS n FROM things WHERE n < $1';
    for (const limit of [0, 10, 20]) await pgliteQuery(pglite, text, [limit]);
    expect(describe).toHaveBeenCalledTimes(1);
    expect((await pgliteQuery<{ n: number }>(pglite, text, [0])).rows).toEqual([{ n: 2 }]);
    describe.mockRestore();
  });

  it('ADR 0128 a refused statement throws the database error and leaves the connection usable', async () => {
    const insert = 'INSERT INTO things (id, name) VALUES ($1, $2)';
    await expect(pgliteQuery(pglite, insert, [id(1), 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(pgliteQuery(pglite, 'SELECT * FROM no_such_table WHERE id = $1', [1])).rejects.toMatchObject(
      {
        code: '42P01',
      },
    );
    expect((await pgliteQuery(pglite, 'SELECT count(*)::int AS n FROM things')).rows).toEqual([{ n: 2 }]);
  });

  it('ADR 0128 keeps the transaction its statements run in', async () => {
    await pgliteQuery(pglite, 'BEGIN');
    await pgliteQuery(pglite, 'INSERT INTO things (id, name) VALUES ($1, $2)', [id(3), 'three']);
    expect((await pgliteQuery(pglite, 'SELECT count(*)::int AS n FROM things')).rows).toEqual([{ n: 3 }]);
    await pgliteQuery(pglite, 'ROLLBACK');
    expect((await pgliteQuery(pglite, 'SELECT count(*)::int AS n FROM things')).rows).toEqual([{ n: 2 }]);
  });

  it('ADR 0128 learns the types again when the schema changed under a kept text', async () => {
    await pglite.exec('CREATE TABLE shifting (k int)');
    const text = 'SELECT count(*)::int AS n FROM shifting WHERE k = $1';
    expect((await pgliteQuery(pglite, text, [1])).rows).toEqual([{ n: 0 }]);
    await pglite.exec(
      "DROP TABLE shifting; CREATE TABLE shifting (k uuid); INSERT INTO shifting VALUES ('" + id(9) + "')",
    );
    expect((await pgliteQuery(pglite, text, [id(9)])).rows).toEqual([{ n: 1 }]);
  });

  it('ADR 0128 an analysis error the kept types did not cause comes back as it came, nothing written', async () => {
    await pglite.exec(`
      CREATE TABLE guarded (k int);
      CREATE FUNCTION guarded_check() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM no_such_function(NEW.k); RETURN NEW; END $$;
      CREATE TRIGGER guarded_check BEFORE INSERT ON guarded FOR EACH ROW EXECUTE FUNCTION guarded_check();
    `);
    const insert = 'INSERT INTO guarded (k) VALUES ($1)';
    // The first run learns the types; the second runs with the kept ones and learns them again.
    for (const k of [1, 2])
      await expect(pgliteQuery(pglite, insert, [k])).rejects.toMatchObject({ code: '42883' });
    expect((await pgliteQuery(pglite, 'SELECT count(*)::int AS n FROM guarded')).rows).toEqual([{ n: 0 }]);
  });
});

describe('a prepared statement (ADR 0130)', () => {
  const named = async () =>
    (
      await pglite.query<{ name: string; statement: string }>(
        'SELECT name, statement FROM pg_prepared_statements',
      )
    ).rows;

  it('ADR 0130 is parsed once under a name and gives the rows an unnamed run gives', async () => {
    await pglite.exec('CREATE TABLE readings (k int PRIMARY KEY, v float8)');
    await pglite.exec('INSERT INTO readings SELECT g, g / 7.0 FROM generate_series(1, 200) g');
    const text = 'SELECT k, v FROM readings WHERE k >= $1 AND k < $2 ORDER BY k';
    const describe = vi.spyOn(pglite, 'describeQuery');
    for (let from = 1; from < 150; from += 13) {
      const prepared = await pgliteQuery(pglite, text, [from, from + 20], { prepared: true });
      expect(prepared.rows).toEqual((await pgliteQuery(pglite, text, [from, from + 20])).rows);
      expect(prepared.rows).toHaveLength(20);
    }
    expect(describe).toHaveBeenCalledTimes(1);
    describe.mockRestore();
    expect((await named()).filter((row) => row.statement === text)).toHaveLength(1);
  });

  it('ADR 0130 a schema change under a prepared text runs it again as it now reads, and prepares it anew', async () => {
    await pglite.exec('CREATE TABLE gauges (k int PRIMARY KEY, v float8)');
    await pglite.exec('INSERT INTO gauges VALUES (1, 0.5), (2, 1.5)');
    const text = 'SELECT * FROM gauges WHERE k <= $1 ORDER BY k';
    expect((await pgliteQuery(pglite, text, [2], { prepared: true })).rows).toEqual([
      { k: 1, v: 0.5 },
      { k: 2, v: 1.5 },
    ]);
    await pglite.exec("ALTER TABLE gauges ADD COLUMN unit text NOT NULL DEFAULT 'bar'");
    // The kept plan may not change its result's columns (0A000): run unnamed, as the text now reads.
    expect((await pgliteQuery(pglite, text, [1], { prepared: true })).rows).toEqual([
      { k: 1, v: 0.5, unit: 'bar' },
    ]);
    expect((await pgliteQuery(pglite, text, [2], { prepared: true })).rows).toHaveLength(2);
    expect((await named()).filter((row) => row.statement === text)).toHaveLength(1);
  });

  it('ADR 0130 inside a transaction, a prepared text the schema changed under fails with its own error, not the aborted transaction', async () => {
    await pglite.exec('CREATE TABLE dials (k int PRIMARY KEY); INSERT INTO dials VALUES (1)');
    const text = 'SELECT * FROM dials WHERE k <= $1';
    expect((await pgliteQuery(pglite, text, [1], { prepared: true })).rows).toEqual([{ k: 1 }]);
    await pglite.exec('BEGIN');
    await pglite.exec('ALTER TABLE dials ADD COLUMN note text');
    await expect(pgliteQuery(pglite, text, [1], { prepared: true })).rejects.toMatchObject({ code: '0A000' });
    await pglite.exec('ROLLBACK');
    expect((await pgliteQuery(pglite, text, [1], { prepared: true })).rows).toEqual([{ k: 1 }]);
  });

  it('ADR 0130 a first run that fails leaves the text usable; an error of the values reaches the caller', async () => {
    const text = 'SELECT 10 / $1::int AS q';
    await expect(pgliteQuery(pglite, text, [0], { prepared: true })).rejects.toMatchObject({ code: '22012' });
    expect((await pgliteQuery(pglite, text, [5], { prepared: true })).rows).toEqual([{ q: 2 }]);
    await expect(pgliteQuery(pglite, text, [0], { prepared: true })).rejects.toMatchObject({ code: '22012' });
    expect((await pgliteQuery(pglite, text, [2], { prepared: true })).rows).toEqual([{ q: 5 }]);
    // Prepared inside a transaction that rolls back: still there, and the rolled-back row is not.
    await pglite.exec('BEGIN');
    const inside = 'SELECT count(*)::int AS n FROM readings WHERE k > $1';
    await pgliteQuery(pglite, 'INSERT INTO readings VALUES ($1, 0)', [1000]);
    expect((await pgliteQuery(pglite, inside, [999], { prepared: true })).rows).toEqual([{ n: 1 }]);
    await pglite.exec('ROLLBACK');
    expect((await pgliteQuery(pglite, inside, [999], { prepared: true })).rows).toEqual([{ n: 0 }]);
  });
});
