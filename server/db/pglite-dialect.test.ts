// The PGlite dialect (stack-check P11): affected row counts, transactions holding the single
// connection, rollback on failure.
import { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPGlite, type DatabaseHandle } from './database.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = fromPGlite(await PGlite.create());
  await handle.runScript(
    'CREATE TABLE companies (id serial PRIMARY KEY, name text NOT NULL); CREATE TABLE ledger (n int);',
  );
}, 60_000);
afterAll(() => handle.close());

describe('PGliteDialect', () => {
  it('reports inserted, updated and deleted row counts like pg', async () => {
    const inserted = await handle.db
      .insertInto('companies')
      .values([{ name: 'a' }, { name: 'b' }, { name: 'c' }] as never)
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(3n);
    const updated = await handle.db
      .updateTable('companies')
      .set({ name: 'z' } as never)
      .where('name', '=', 'a')
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    const deleted = await handle.db.deleteFrom('companies').where('name', '<>', 'z').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(2n);
  });

  it('serialises concurrent transactions on the single connection', async () => {
    const db = handle.db as never as Kysely<{ ledger: { n: number } }>;
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        db.transaction().execute(async (trx) => {
          const { rows } = await sql<{
            total: number;
          }>`SELECT coalesce(sum(n), 0)::int AS total FROM ledger`.execute(trx);
          await trx
            .insertInto('ledger')
            .values({ n: (rows[0]?.total ?? 0) + index })
            .execute();
        }),
      ),
    );
    const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM ledger`.execute(
      handle.db,
    );
    expect(rows[0]?.count).toBe(10);
  });

  it('rolls a failed transaction back and frees the connection', async () => {
    const db = handle.db as never as Kysely<{ ledger: { n: number } }>;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('ledger').values({ n: -1 }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM ledger WHERE n = -1`.execute(handle.db);
    expect(rows[0]?.count).toBe(0);
  });
});
