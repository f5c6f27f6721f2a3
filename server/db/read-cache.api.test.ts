// The read caches (ADRs 0076, 0127) never outlive what they cache: every table raises the write
// notice, and a vessel list served from the cache shows a change the app made on the very next
// request, and one a statement on the database itself made (another process, heard through
// LISTEN/NOTIFY) on the first request after its notice; a write to a table the list does not read
// keeps it. The log-data half is in server/log-data/log-data.api.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionEtag } from '../../domain/contracts/sync.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { afterNotice } from '../../tests/support/notices.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { readsChannel, tablesWithWritingTriggers, unwatchedTables } from './read-cache.ts';
import { sql } from 'kysely';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const names = async (): Promise<string[]> => {
  const response = await server.as('user')<Vessel[]>('GET', '/api/v1/Vessels');
  expect(response.status).toBe(200);
  return response.body.map((vessel) => vessel.name);
};

describe('the read caches are emptied by every write', () => {
  it('every table but the unwatched ones raises the write notice (a new table without it fails here)', async () => {
    const { rows } = await sql<{ relname: string; watched: boolean }>`
      SELECT c.relname, EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid
                                   AND g.tgname = 'wakeline_notify_reads') AS watched
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition`.execute(
      server.database.db,
    );
    expect(rows.length).toBeGreaterThan(30);
    const unwatched = rows.filter((row) => !row.watched).map((row) => row.relname);
    expect(unwatched.sort()).toEqual([...unwatchedTables].sort());
  });

  it('SHELL-101 a vessel renamed through the API is listed under its new name on the very next request', async () => {
    const before = await names();
    expect(await names()).toEqual(before);
    const vessel = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body.find(
      (candidate) => candidate.name === before[0],
    )!;
    // Each save is based on the version the previous one left (If-Match, ADR 0092).
    let version = vessel.version;
    const rename = async (name: string) => {
      const saved = await server.as('super')<Vessel>('PUT', `/api/v1/Vessels/${vessel.id}`, {
        body: { ...vessel, name },
        headers: { 'If-Match': versionEtag(version) },
      });
      version = saved.body.version;
      return saved;
    };
    expect((await rename('Cached Renamed')).status).toBe(200);
    expect(await names()).toContain('Cached Renamed');
    expect((await rename(vessel.name)).status).toBe(200);
    expect(await names()).toEqual(before);
  });

  it('SHELL-101 a write the app did not make (a statement on the database) is seen on the first request after its notice', async () => {
    const before = await names();
    expect(await names()).toEqual(before);
    const first = before[0]!.replace(/'/g, "''");
    // Its notice comes on the listener's own connection (on PostgreSQL a moment after the statement).
    const statement = (sqlText: string) =>
      afterNotice(server.database, readsChannel, 'vessels', () => server.database.runScript(sqlText));
    await statement(`UPDATE vessels SET name = 'Renamed Elsewhere' WHERE name = '${first}'`);
    expect(await names()).toContain('Renamed Elsewhere');
    await statement(`UPDATE vessels SET name = '${first}' WHERE name = 'Renamed Elsewhere'`);
    expect(await names()).toEqual(before);
  });

  it('ADR 0127 a write to a table the list does not read keeps the cached list; a write to one it reads empties it', async () => {
    await names();
    const cached = server.database.readCache.size;
    expect(cached).toBeGreaterThan(0);
    const statement = (table: string, sqlText: string) =>
      afterNotice(server.database, readsChannel, table, () => server.database.runScript(sqlText));
    await statement('announcements', 'UPDATE announcements SET title = title WHERE false');
    expect(server.database.readCache.size).toBe(cached);
    await names();
    expect(server.database.readCache.size).toBe(cached);
    // The list names each vessel's features: a statement on them empties it, even one changing no row.
    await statement('vessel_features', 'UPDATE vessel_features SET vessel_id = vessel_id WHERE false');
    expect(server.database.readCache.size).toBeLessThan(cached);
  });

  it('ADR 0127 the tables whose triggers write other tables are the ones a Kysely write to empties everything for', async () => {
    const { rows } = await sql<{ relname: string }>`
      SELECT DISTINCT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND NOT g.tgisinternal
         AND g.tgfoid::regproc::text NOT IN ('wakeline_notify_reads', 'wakeline_notify_sessions')`.execute(
      server.database.db,
    );
    expect(rows.map((row) => row.relname).sort()).toEqual([...tablesWithWritingTriggers].sort());
  });
});
