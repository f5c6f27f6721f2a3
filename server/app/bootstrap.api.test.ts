// First start (platform issue §1): production mode refuses to start on an empty database without
// the first Administrator's e-mail and password; with them it creates that Administrator; a second
// start applies nothing and keeps the data.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapDatabase, StartupError } from './bootstrap.ts';
import { fromPGlite, type DatabaseHandle } from '../db/database.ts';
import { readMigrations } from '../db/migrate.ts';
import { startTestServer } from '../../tests/support/test-server.ts';

const handles: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
});

async function freshDatabase() {
  const handle = fromPGlite(await PGlite.create());
  handles.push(handle);
  return handle;
}

const userCount = async (handle: DatabaseHandle) =>
  Number(
    (await sql<{ count: number }>`SELECT count(*)::int AS count FROM users`.execute(handle.db)).rows[0]
      ?.count,
  );

describe('bootstrapDatabase', () => {
  it('production mode on an empty database without WAKELINE_ADMIN_EMAIL/PASSWORD refuses to start and seeds nothing', async () => {
    const handle = await freshDatabase();
    await expect(
      bootstrapDatabase(handle, { isDemo: false, adminEmail: null, adminPassword: null }),
    ).rejects.toThrow(StartupError);
    await expect(
      bootstrapDatabase(handle, { isDemo: false, adminEmail: 'root@example.com', adminPassword: null }),
    ).rejects.toThrow(/WAKELINE_ADMIN_PASSWORD/);
    await expect(
      bootstrapDatabase(handle, { isDemo: false, adminEmail: 'root@example.com', adminPassword: '123' }),
    ).rejects.toThrow(/at least 6/);
    expect(await userCount(handle)).toBe(0);
  });

  it('production mode creates only the first Administrator; a second start applies no migration and keeps the data', async () => {
    const handle = await freshDatabase();
    const options = { isDemo: false, adminEmail: 'root@example.com', adminPassword: 'root-password' };
    const first = await bootstrapDatabase(handle, options);
    expect(first.created).toBe('admin');
    expect(first.appliedMigrations).toEqual((await readMigrations()).map((migration) => migration.name));
    const second = await bootstrapDatabase(handle, { isDemo: true, adminEmail: null, adminPassword: null });
    expect(second).toEqual({ appliedMigrations: [], created: null });
    expect(await userCount(handle)).toBe(1);
    const companies = await sql<{ count: number }>`SELECT count(*)::int AS count FROM companies`.execute(
      handle.db,
    );
    expect(Number(companies.rows[0]?.count)).toBe(0);
  });

  it('the first Administrator signs in through the API', async () => {
    const server = await startTestServer({ demo: false });
    try {
      const response = await server.request('POST', '/api/v1/Authenticate', {
        body: { username: 'first.admin@example.com', password: 'first-admin-password' },
      });
      expect(response.status).toBe(200);
      expect(
        (
          await server.request('POST', '/api/v1/Authenticate', {
            body: { username: 'admin@example.com', password: 'wakeline-demo' },
          })
        ).status,
      ).toBe(401);
    } finally {
      await server.close();
    }
  });
});

describe('a fresh production installation', () => {
  it('the first Administrator lists the Administrators, and its first company becomes its current company', async () => {
    const server = await startTestServer({ demo: false });
    try {
      const { token } = (
        await server.request<{ token: string }>('POST', '/api/v1/Authenticate', {
          body: { username: 'first.admin@example.com', password: 'first-admin-password' },
        })
      ).body;
      const users = await server.request<{ email: string }[]>('GET', '/api/v1/Users/Get', { token });
      expect(users.body.map((user) => user.email)).toEqual(['first.admin@example.com']);
      const company = await server.request<{ id: string }>('POST', '/api/v1/Companies', {
        token,
        body: { name: 'First Shipping' },
      });
      expect(company.status).toBe(201);
      const me = await server.request<{ companyId: string; companyName: string }>(
        'GET',
        '/api/v1/Users/GetUser',
        { token },
      );
      expect(me.body).toMatchObject({ companyId: company.body.id, companyName: 'First Shipping' });
    } finally {
      await server.close();
    }
  });
});
