// The read cache alone (ADRs 0076, 0127): lifetime, the generation guard against a read that raced
// a write, off while not listening, its size bound, the JSON text made once per cached answer,
// answers emptied by the tables they read, and which Kysely statements count as writes.
import type { Kysely } from 'kysely';
import { compileOnlyDb } from '../../tests/support/compile-only-db.ts';
import { describe, expect, it } from 'vitest';
import {
  answerJson,
  noteStatement,
  ReadCache,
  readWritesPlugin,
  tablesNamedIn,
  unwatchedTables,
  watchTableWritesScript,
  writtenTable,
} from './read-cache.ts';
import { invalidatingEngine, type SqlEngine } from './sql-engine.ts';

function cacheAt(start = 1_000_000) {
  let now = start;
  const cache = new ReadCache<object>({ now: () => now, ttlMs: 30_000, maxEntries: 2 });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('ReadCache', () => {
  it('answers a stored value until its lifetime ends', () => {
    const { cache, advance } = cacheAt();
    const value = { a: 1 };
    expect(cache.store('k', value, cache.generation)).toBe(true);
    expect(cache.lookup('k')).toBe(value);
    advance(29_999);
    expect(cache.lookup('k')).toBe(value);
    advance(1);
    expect(cache.lookup('k')).toBeUndefined();
  });

  it('empties at an invalidation and refuses an answer whose read began before it', async () => {
    const { cache } = cacheAt();
    cache.store('k', { a: 1 }, cache.generation);
    let release = () => {};
    const loading = cache.read(
      'slow',
      () => new Promise<object>((resolve) => (release = () => resolve({ b: 2 }))),
    );
    cache.invalidate();
    expect(cache.lookup('k')).toBeUndefined();
    release();
    expect(await loading).toEqual({ b: 2 });
    expect(cache.lookup('slow')).toBeUndefined();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.read('fresh', load)).toEqual({ n: 1 });
    expect(await cache.read('fresh', load)).toEqual({ n: 1 });
  });

  it('keeps nothing while off, and keeps only what `keep` allows', async () => {
    const { cache } = cacheAt();
    cache.setEnabled(false);
    expect(cache.store('k', { a: 1 }, cache.generation)).toBe(false);
    cache.setEnabled(true);
    await cache.read(
      'big',
      async () => ({ size: 10 }),
      (value) => value.size < 5,
    );
    expect(cache.lookup('big')).toBeUndefined();
    await cache.read(
      'small',
      async () => ({ size: 1 }),
      (value) => value.size < 5,
    );
    expect(cache.lookup('small')).toEqual({ size: 1 });
  });

  it('drops its oldest entry when full', () => {
    const { cache } = cacheAt();
    for (const key of ['a', 'b', 'c']) cache.store(key, { key }, cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.lookup('c')).toEqual({ key: 'c' });
  });

  it('makes the JSON text of a cached answer once, and of any other value every time', () => {
    const { cache } = cacheAt();
    const cached = { list: [1, 2] };
    cache.store('k', cached, cache.generation);
    expect(answerJson(cached)).toBe('{"list":[1,2]}');
    const other = { list: [1] };
    expect(answerJson(other)).toBe('{"list":[1]}');
    other.list.push(2);
    expect(answerJson(other)).toBe('{"list":[1,2]}');
    expect(answerJson(null)).toBe('null');
  });
});

describe('answers emptied by the tables they read (ADR 0127)', () => {
  /** A load that sends these statements (as the database layer notes them) and answers `value`. */
  const reading =
    (value: object, ...statements: string[]) =>
    async () => {
      for (const text of statements) {
        noteStatement(text);
        await Promise.resolve();
      }
      return value;
    };

  it('ADR 0127 a write to a table the answer did not read keeps it; a write to one it read, or to anything, drops it', async () => {
    const { cache } = cacheAt();
    const list = { list: 1 };
    await cache.read(
      'vessels',
      reading(list, 'SELECT * FROM vessels v JOIN companies c ON c.id = v.company_id'),
    );
    cache.invalidate('announcement_reads');
    expect(cache.lookup('vessels')).toBe(list);
    cache.invalidate('companies');
    expect(cache.lookup('vessels')).toBeUndefined();
    await cache.read('vessels', reading(list, 'SELECT * FROM vessels'));
    cache.invalidate();
    expect(cache.lookup('vessels')).toBeUndefined();
  });

  it('ADR 0127 an answer whose read began before a write to a table it read is not stored; one to another table does not stop it', async () => {
    const { cache } = cacheAt();
    const slow = (key: string) => {
      let release = () => {};
      const loading = cache.read(key, async () => {
        noteStatement('SELECT * FROM samples_y2026m11 s');
        await new Promise<void>((resolve) => (release = resolve));
        return { key };
      });
      return { loading, release: () => release() };
    };
    const raced = slow('raced');
    const unrelated = slow('unrelated');
    await Promise.resolve();
    cache.invalidate('voyages');
    unrelated.release();
    await unrelated.loading;
    expect(cache.lookup('unrelated')).toEqual({ key: 'unrelated' });
    // A month partition is read as its parent, the table the notices name.
    cache.invalidate('samples');
    expect(cache.lookup('unrelated')).toBeUndefined();
    raced.release();
    await raced.loading;
    expect(cache.lookup('raced')).toBeUndefined();
  });

  it('ADR 0127 an answer read before more invalidations than the cache remembers is not stored', async () => {
    const { cache } = cacheAt();
    const generation = cache.generation;
    for (let i = 0; i < 300; i++) cache.invalidate('voyages');
    expect(cache.store('k', { a: 1 }, generation, [tablesNamedIn('SELECT * FROM vessels')])).toBe(false);
    expect(cache.store('k', { a: 1 }, cache.generation, [tablesNamedIn('SELECT * FROM vessels')])).toBe(true);
  });

  it("ADR 0127 a cached read inside another answer's load adds its tables to it, and an answer that sent no statement depends on anything", async () => {
    const { cache } = cacheAt();
    const inner = () => cache.read('scope', reading({ scope: 1 }, 'SELECT id FROM vessel_categories'));
    await inner();
    await cache.read('series', async () => {
      await inner();
      return reading({ series: 1 }, 'SELECT * FROM sample_blocks_15m')();
    });
    cache.invalidate('vessel_categories');
    expect(cache.lookup('series')).toBeUndefined();
    await cache.read('computed', async () => ({ nothing: 'read' }));
    cache.invalidate('anything_at_all');
    expect(cache.lookup('computed')).toBeUndefined();
  });

  it('ADR 0127 many keys at once: the cached ones answer, the others load in one call and are kept with what it read', async () => {
    const { cache } = cacheAt();
    const loads: (readonly number[])[] = [];
    const load = (missing: readonly number[]) => {
      loads.push(missing);
      return reading(
        missing.map((k) => ({ k })),
        'SELECT * FROM log_variables WHERE id = ANY($1)',
      )() as Promise<{ k: number }[]>;
    };
    expect(await cache.readMany(['a', 'b'], load)).toEqual([{ k: 0 }, { k: 1 }]);
    expect(await cache.readMany(['b', 'c', 'a'], load)).toEqual([{ k: 1 }, { k: 1 }, { k: 0 }]);
    expect(loads).toEqual([[0, 1], [1]]);
    // Inside another answer's load, hits and loads alike add their tables to it.
    await cache.read('answer', async () => {
      await cache.readMany(['a', 'd'], load);
      return reading({ answer: 1 }, 'SELECT * FROM sample_blocks_15m')();
    });
    cache.invalidate('log_variables');
    expect(cache.lookup('answer')).toBeUndefined();
    expect(cache.lookup('a')).toBeUndefined();
  });

  it('ADR 0127 a Kysely insert or update empties by its table; a delete, and a write to a table whose triggers write others, empty everything', () => {
    const calls: (string | undefined)[] = [];
    const plugin = readWritesPlugin((table) => calls.push(table));
    const db = compileOnlyDb();
    const run = (node: Parameters<typeof plugin.transformQuery>[0]['node']) => {
      const queryId = { queryId: String(calls.length) + Math.random() };
      plugin.transformQuery({ node, queryId });
      return plugin.transformResult({ result: { rows: [] }, queryId });
    };
    return (async () => {
      await run(db.updateTable('vessels').set({ name: 'x' }).toOperationNode());
      await run(db.deleteFrom('companies').toOperationNode());
      // Not in the Kysely schema (the log-data store writes it with raw SQL), but named all the same.
      const rollups = db as unknown as Kysely<{ sample_rollups_15m: { variable_id: string } }>;
      await run(rollups.insertInto('sample_rollups_15m').values({ variable_id: 'x' }).toOperationNode());
      await run(
        db
          .updateTable('sessions')
          .set({} as never)
          .toOperationNode(),
      );
      await run(db.selectFrom('vessels').selectAll().toOperationNode());
      expect(calls).toEqual(['vessels', undefined, undefined]);
    })();
  });
});

describe('the write notices', () => {
  const db = compileOnlyDb();

  it('names the table of an insert, update or delete, and none for a read', () => {
    expect(writtenTable(db.updateTable('vessels').set({ name: 'x' }).toOperationNode())).toBe('vessels');
    expect(writtenTable(db.deleteFrom('companies as c').toOperationNode())).toBe('companies');
    expect(writtenTable(db.selectFrom('vessels').selectAll().toOperationNode())).toBeNull();
  });

  it('attaches the trigger to every table but the unwatched ones, partitions through their parent', () => {
    const script = watchTableWritesScript();
    for (const table of unwatchedTables) expect(script).toContain(`'${table}'`);
    expect(script).toContain('NOT c.relispartition');
    expect(script).toContain('FOR EACH STATEMENT');
  });
});

describe('raw SQL writes empty the read cache at once', () => {
  function recordingEngine() {
    const calls: string[] = [];
    const engine: SqlEngine = {
      kind: 'postgres',
      query: async (text: string) => (calls.push(text), []) as never,
      exec: async () => [],
      copyCsv: async () => undefined,
      copyBinary: async () => undefined,
      transaction: async (work) => work(engine),
    };
    /** Each write heard: its table, or 'all'. */
    const writes: string[] = [];
    return {
      engine: invalidatingEngine(engine, (table) => writes.push(table ?? 'all')),
      writes,
      calls,
    };
  }

  it('ADR 0127 a read keeps the cache; an insert, an upsert, an update and a COPY empty their table; a delete, a data-changing CTE and a script with a write empty everything', async () => {
    const { engine, writes } = recordingEngine();
    await engine.query('SELECT updated_at, deleted FROM vessels WHERE id = $1 FOR UPDATE', ['x']);
    expect(writes).toEqual(['all']);
    writes.length = 0;
    await engine.query('SELECT updated_at, deleted FROM vessels WHERE id = $1', ['x']);
    await engine.exec('SELECT 1');
    expect(writes).toEqual([]);
    await engine.query(
      'INSERT INTO announcement_reads (announcement_id) SELECT unnest($1::uuid[]) ON CONFLICT DO NOTHING',
      [['a']],
    );
    await engine.query('INSERT INTO settings (key) VALUES ($1) ON CONFLICT (key) DO UPDATE SET key = $1', [
      'k',
    ]);
    await engine.query(
      'UPDATE ONLY voyages SET closed = true FROM vessels WHERE vessels.id = voyages.vessel_id',
    );
    await engine.copyCsv('samples', ['ts'], ['x']);
    await engine.query('UPDATE public.vessels SET name = $1', ['n']);
    await engine.query('UPDATE pgboss.job SET state = $1', ['active']);
    expect(writes).toEqual(['announcement_reads', 'settings', 'voyages', 'samples', 'vessels', 'pgboss.job']);
    writes.length = 0;
    await engine.query('DELETE FROM samples WHERE vessel_id = $1', ['x']);
    await engine.query(
      'WITH gone AS (UPDATE data_outliers SET status = $1 RETURNING id) SELECT * FROM gone',
      ['y'],
    );
    await engine.query('UPDATE a SET x = 1; DELETE FROM b');
    await engine.query('INSERT INTO a SELECT * FROM (DELETE FROM b RETURNING *) AS gone');
    await engine.exec('UPDATE a SET x = 1');
    expect(writes).toEqual(['all', 'all', 'all', 'all', 'all']);
  });

  it('ADR 0127 a transaction empties what its writes touched, also when it fails (a read inside may have seen a part)', async () => {
    const { engine, writes } = recordingEngine();
    await engine.transaction(async (tx) => tx.query('SELECT 1'));
    expect(writes).toEqual([]);
    await expect(
      engine.transaction(async (tx) => {
        await tx.query('UPDATE vessels SET name = $1', ['n']);
        await tx.copyBinary('samples', ['ts'], []);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(writes).toEqual(['vessels', 'samples']);
    writes.length = 0;
    await engine.transaction(async (tx) => {
      await tx.query('UPDATE vessels SET name = $1', ['n']);
      await tx.query('DELETE FROM vessel_features');
    });
    expect(writes).toEqual(['all']);
  });
});
