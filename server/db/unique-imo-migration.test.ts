// Migration 0720 (issue 27, ADR 0087) on an installation that already holds two live vessels with
// one IMO number: it stops before changing anything and names the vessels; without such a pair the
// constraint holds afterwards.
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { fromPGlite } from './database.ts';
import { migrate, readMigrations } from './migrate.ts';

async function beforeUniqueImo() {
  const handle = fromPGlite(await PGlite.create());
  const all = await readMigrations();
  await migrate(
    handle,
    all.filter((m) => m.name < '0720'),
  );
  const run = (sql: string) => handle.runScript(sql);
  return { handle, all, run };
}

describe('migration 0720: one live vessel per IMO number', () => {
  it('refuses to apply over two live vessels sharing an IMO number, naming both, and changes nothing', async () => {
    const { handle, all, run } = await beforeUniqueImo();
    try {
      await run(`
        INSERT INTO companies (id, name) VALUES ('00000000-0000-4000-8000-0000000000a1', 'Northwind'),
          ('00000000-0000-4000-8000-0000000000a2', 'Harbour Lines');
        INSERT INTO vessels (company_id, name, imo_number) VALUES
          ('00000000-0000-4000-8000-0000000000a1', 'Aurora', 9476123),
          ('00000000-0000-4000-8000-0000000000a2', 'Copy of Aurora', 9476123);
        INSERT INTO vessels (name, imo_number, deleted_at) VALUES ('Gone', 9382451, now());
        INSERT INTO vessels (name, imo_number) VALUES ('Live', 9382451);`);
      await expect(migrate(handle, all)).rejects.toThrow(
        /Several live vessels share an IMO number.*IMO 9476123: "Aurora" \(Northwind, id [0-9a-f-]+\), "Copy of Aurora" \(Harbour Lines, id [0-9a-f-]+\)/,
      );
      const applied = await handle.db
        .selectFrom('vessels')
        .select(['name'])
        .where('imo_number', '=', 9476123)
        .execute();
      expect(applied).toHaveLength(2);
      // Once the operator gives the copy its own number, the start succeeds and the rule holds.
      await run(`UPDATE vessels SET imo_number = 9000002 WHERE name = 'Copy of Aurora'`);
      expect(await migrate(handle, all)).toContain('0720-unique-live-imo-and-unassigned-data.sql');
      await expect(run(`INSERT INTO vessels (name, imo_number) VALUES ('Twin', 9476123)`)).rejects.toThrow(
        /vessels_live_imo_key/,
      );
    } finally {
      await handle.close();
    }
  });
});
