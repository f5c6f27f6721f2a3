// The read cache alone (ADR 0076): lifetime, the generation guard against a read that raced a
// write, off while not listening, its size bound, the JSON text made once per cached answer, and
// which Kysely statements count as writes.
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './schema.ts';
import {
  answerJson,
  ReadCache,
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

describe('the write notices', () => {
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });

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
    let writes = 0;
    return { engine: invalidatingEngine(engine, () => (writes += 1)), writes: () => writes, calls };
  }

  it('ADR 0076 a read statement keeps the cache; a write statement, a script, a COPY and a transaction empty it', async () => {
    const { engine, writes } = recordingEngine();
    await engine.query('SELECT updated_at, deleted FROM vessels WHERE id = $1', ['x']);
    expect(writes()).toBe(0);
    await engine.query('DELETE FROM samples WHERE vessel_id = $1', ['x']);
    expect(writes()).toBe(1);
    await engine.query(
      'WITH gone AS (UPDATE data_outliers SET status = $1 RETURNING id) SELECT * FROM gone',
      ['y'],
    );
    expect(writes()).toBe(2);
    await engine.exec('SELECT 1');
    await engine.copyCsv('samples', ['ts'], ['x']);
    await engine.transaction(async () => 1);
    expect(writes()).toBe(5);
  });

  it('ADR 0076 a transaction that fails still empties the cache (a part may have been seen)', async () => {
    const { engine, writes } = recordingEngine();
    await expect(
      engine.transaction(async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(writes()).toBe(1);
  });
});
