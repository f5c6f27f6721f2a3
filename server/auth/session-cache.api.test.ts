// The session cache (ADR 0064) never outlives what it caches: a signed-out token, a changed role,
// a deleted user, a cleared API key, a switched company and an access-group change made through
// the app are seen on the very next request; a write the app did not make (another process, here a
// statement on the database itself, heard through LISTEN/NOTIFY) on the first after its notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionEtag } from '../../domain/contracts/sync.ts';
import type { User } from '../../domain/contracts/users.ts';
import type { VesselCategory } from '../../domain/contracts/vessel-categories.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { demoPassword } from '../demo/demo.ts';
import { afterNotice } from '../../tests/support/notices.ts';
import { demoEmails, startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { sessionsChannel } from '../security/session-cache.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A session of its own (not the test server's shared one), so signing out affects no other test. */
async function signIn(email: string): Promise<string> {
  const response = await server.request<{ token: string }>('POST', '/api/v1/Authenticate', {
    body: { username: email, password: demoPassword },
  });
  expect(response.status).toBe(200);
  return response.body.token;
}

async function vesselNames(token: string): Promise<string[]> {
  const response = await server.request<Vessel[]>('GET', '/api/v1/Vessels', { token });
  expect(response.status).toBe(200);
  return response.body.map((vessel) => vessel.name).sort();
}

async function userNamed(email: string): Promise<User> {
  const users = (await server.as('admin')<User[]>('GET', '/api/v1/Users/Get')).body;
  const found = users.find((user) => user.email === email);
  if (found) return found;
  const harbour = (await server.as('harbourSuper')<User[]>('GET', '/api/v1/Users/Get')).body;
  return harbour.find((user) => user.email === email)!;
}

describe('the session cache is emptied by every change to a caller', () => {
  it('SHELL-116 a signed-out token is refused on the very next request, though it was just served', async () => {
    const token = await signIn(demoEmails.user);
    expect(await vesselNames(token)).toHaveLength(3);
    expect(await vesselNames(token)).toHaveLength(3);
    expect((await server.request('POST', '/api/v1/Authenticate/SignOut', { token })).status).toBe(204);
    expect((await server.request('GET', '/api/v1/Vessels', { token })).status).toBe(401);
  });

  it('a role change takes effect on the very next request of the changed user', async () => {
    const token = await signIn(demoEmails.user);
    expect(await vesselNames(token)).toHaveLength(3);
    const user = await userNamed(demoEmails.user);
    // Each edit is based on the user's version as it is now (If-Match, ADR 0092).
    const promote = async (role: string) =>
      server.as('super')<User>('PUT', '/api/v1/Users/Put', {
        body: { ...user, role },
        headers: { 'If-Match': versionEtag((await userNamed(demoEmails.user)).version) },
      });
    expect((await promote('SuperUser')).status).toBe(200);
    // A SuperUser sees every vessel of its company, not only its access groups'.
    expect(await vesselNames(token)).toHaveLength(5);
    expect((await promote('User')).status).toBe(200);
    expect(await vesselNames(token)).toHaveLength(3);
  });

  it('ADMIN-006 an access-group change is seen on the very next request of its members', async () => {
    const token = await signIn(demoEmails.user);
    const before = await vesselNames(token);
    const group = (await server.as('super')<VesselCategory[]>('GET', '/api/v1/VesselCategories')).body.find(
      (candidate) => candidate.name === 'Bulk and tankers',
    )!;
    const vessel = group.vessels[0]!;
    const membership = { vesselCategoryId: group.id, vesselId: vessel.id };
    const remove = await server.as('super')('POST', '/api/v1/VesselCategories/RemoveVessel', {
      body: membership,
    });
    expect(remove.status).toBeLessThan(300);
    expect(await vesselNames(token)).toEqual(before.filter((name) => name !== vessel.name));
    const add = await server.as('super')('POST', '/api/v1/VesselCategories/AddVessel', { body: membership });
    expect(add.status).toBeLessThan(300);
    expect(await vesselNames(token)).toEqual(before);
  });

  it("ADMIN-038 View as company changes the Administrator's vessels on the very next request", async () => {
    const token = await signIn(demoEmails.admin);
    expect(await vesselNames(token)).toHaveLength(5);
    const harbourId = (await userNamed(demoEmails.other)).companyId!;
    const northwindId = (await userNamed(demoEmails.super)).companyId!;
    const switchTo = (companyId: string) =>
      server.request('POST', `/api/v1/Users/SetCompany/${companyId}`, { token });
    expect((await switchTo(harbourId)).status).toBeLessThan(300);
    expect(await vesselNames(token)).toEqual(['Harbour Kestrel', 'Harbour Spirit']);
    expect((await switchTo(northwindId)).status).toBeLessThan(300);
    expect(await vesselNames(token)).toHaveLength(5);
  });

  it('ADMIN-028 a cleared API key is refused on the very next request, though it was just served', async () => {
    const superUser = await userNamed(demoEmails.super);
    const { apiKey } = (
      await server.as('super')<{ apiKey: string }>('POST', '/api/v1/Users/GenerateApiKey', {
        body: { userId: superUser.id },
      })
    ).body;
    for (let i = 0; i < 2; i += 1)
      expect((await server.request('GET', '/api/v1/Vessels', { apiKey })).status).toBe(200);
    await server.as('super')('POST', '/api/v1/Users/ClearApiKey', { body: { userId: superUser.id } });
    expect((await server.request('GET', '/api/v1/Vessels', { apiKey })).status).toBe(401);
  });

  it('a change written by another process (straight to the database) is heard through LISTEN/NOTIFY', async () => {
    const token = await signIn(demoEmails.user);
    expect(await vesselNames(token)).toHaveLength(3);
    const user = await userNamed(demoEmails.user);
    const setRole = (role: 'User' | 'SuperUser') =>
      server.database.db.updateTable('users').set({ role }).where('id', '=', user.id).execute();
    // PostgreSQL delivers the notification at commit, on the listener's own connection: the next
    // request after it arrives (not after the cache's 30-second lifetime) sees the new role.
    const statement = (role: 'User' | 'SuperUser') =>
      afterNotice(server.database, sessionsChannel, 'users', () => setRole(role));
    await statement('SuperUser');
    expect(await vesselNames(token)).toHaveLength(5);
    await statement('User');
    expect(await vesselNames(token)).toHaveLength(3);
  });

  it('a deleted user is refused on the very next request, though it was just served', async () => {
    const token = await signIn(demoEmails.other);
    expect(await vesselNames(token)).toHaveLength(2);
    const other = await userNamed(demoEmails.other);
    const headers = { 'If-Match': versionEtag(other.version) };
    expect((await server.as('harbourSuper')('DELETE', `/api/v1/Users/${other.id}`, { headers })).status).toBe(
      204,
    );
    expect((await server.request('GET', '/api/v1/Vessels', { token })).status).toBe(401);
  });
});
