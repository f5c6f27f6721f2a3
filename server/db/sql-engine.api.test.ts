// The SQL engine's prepared reads (ADR 0128): on PostgreSQL one named statement per connection
// for a hot read's text, giving the rows an unprepared statement gives; PGlite sends every
// statement in one call and prepares nothing by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { engineFromHandle } from './sql-engine.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('prepared reads (ADR 0128)', () => {
  it('ADR 0128 a prepared read answers as an unprepared one, as one named statement per connection on PostgreSQL', async () => {
    const engine = engineFromHandle(server.database as never);
    const text = 'SELECT n, n * $2::int AS times FROM generate_series(1, $1::int) AS n ORDER BY n';
    await engine.transaction(async (tx) => {
      for (const [count, factor] of [
        [3, 2],
        [2, 5],
      ] as const) {
        expect(await tx.query(text, [count, factor], { prepare: true })).toEqual(
          await tx.query(text, [count, factor]),
        );
      }
      const [named] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
        [text],
      );
      expect(named!.n).toBe(engine.kind === 'postgres' ? 1 : 0);
    });
  });
});
