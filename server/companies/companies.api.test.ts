// Companies (003 §2/§5/§7): Administrator only; unique names ignoring case; delete only without
// vessels (and users).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../domain/contracts/companies.ts';
import { versionEtag } from '../../domain/contracts/sync.ts';
import { messages } from '../../domain/messages.ts';
import { buildCompany, buildUser } from '../../tests/support/factories.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** If-Match of a company as the list shows it now (ADR 0092). */
async function basedOn(id: string): Promise<{ 'If-Match': string }> {
  const company = (await server.as('admin')<Company[]>('GET', '/api/v1/Companies')).body.find(
    (candidate) => candidate.id === id,
  )!;
  return { 'If-Match': versionEtag(company.version) };
}

describe('GET /Companies', () => {
  it('ADMIN-152 401 without a token, 403 for SuperUser, User and KognifaiUser', async () => {
    expect((await server.request('GET', '/api/v1/Companies')).status).toBe(401);
    for (const account of ['super', 'user', 'partner', 'harbourSuper'] as const) {
      expect((await server.as(account)('GET', '/api/v1/Companies')).status).toBe(403);
    }
  });

  it('ADMIN-106 lists every company with its vessel count, creation date and subscription status', async () => {
    const response = await server.as('admin')<Company[]>('GET', '/api/v1/Companies');
    expect(response.status).toBe(200);
    expect(
      response.body.map(({ name, vesselCount, subscriptionStatus }) => ({
        name,
        vesselCount,
        subscriptionStatus,
      })),
    ).toEqual([
      { name: 'Harbour Lines', vesselCount: 2, subscriptionStatus: 'Active' },
      { name: 'Northwind Shipping', vesselCount: 5, subscriptionStatus: 'Active' },
    ]);
    expect(Number.isNaN(Date.parse(response.body[0]!.createdDate))).toBe(false);
  });
});

describe('POST, PUT and DELETE /Companies', () => {
  it('401 and 403 for every role but Administrator, and nothing changes', async () => {
    const company = (await server.as('admin')<Company[]>('GET', '/api/v1/Companies')).body[0]!;
    for (const [method, path] of [
      ['POST', '/api/v1/Companies'],
      ['PUT', `/api/v1/Companies/${company.id}`],
      ['DELETE', `/api/v1/Companies/${company.id}`],
    ] as const) {
      expect((await server.request(method, path, { body: buildCompany() })).status).toBe(401);
      expect((await server.as('super')(method, path, { body: buildCompany() })).status).toBe(403);
    }
    expect((await server.as('admin')<Company[]>('GET', '/api/v1/Companies')).body).toHaveLength(2);
  });

  it('ADMIN-130 creates a company and answers 409 for a name taken in another letter case', async () => {
    const input = buildCompany({ name: 'Fjordline Bulk' });
    const created = await server.as('admin')<Company>('POST', '/api/v1/Companies', { body: input });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Fjordline Bulk',
      vesselCount: 0,
      contactEmail: input.contactEmail,
    });
    const duplicate = await server.as('admin')<{ message: string; code: string }>(
      'POST',
      '/api/v1/Companies',
      {
        body: buildCompany({ name: 'FJORDLINE bulk' }),
      },
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: messages.companyNameExists, code: 'CONFLICT' });
  });

  it("ADMIN-130 renaming keeps its own name allowed, and refuses another company's name", async () => {
    const created = (await server.as('admin')<Company>('POST', '/api/v1/Companies', { body: buildCompany() }))
      .body;
    const same = await server.as('admin')<Company>('PUT', `/api/v1/Companies/${created.id}`, {
      body: buildCompany({ name: created.name.toUpperCase(), notes: 'Renamed in capitals' }),
      headers: { 'If-Match': versionEtag(created.version) },
    });
    expect([same.status, same.body.notes]).toEqual([200, 'Renamed in capitals']);
    const taken = await server.as('admin')<{ message: string }>('PUT', `/api/v1/Companies/${created.id}`, {
      body: buildCompany({ name: 'harbour lines' }),
      headers: { 'If-Match': versionEtag(same.body.version) },
    });
    expect([taken.status, taken.body.message]).toEqual([409, messages.companyNameExists]);
  });

  it('ADMIN-131 validates name, contact e-mail and status', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, messages.companyNameRequired],
      [{ contactEmail: 'not-an-email' }, messages.contactEmailInvalid],
    ];
    for (const [override, message] of cases) {
      const response = await server.as('admin')<{ message: string }>('POST', '/api/v1/Companies', {
        body: buildCompany(override),
      });
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    expect(
      (
        await server.as('admin')('POST', '/api/v1/Companies', {
          body: buildCompany({ subscriptionStatus: 'Paused' as never }),
        })
      ).status,
    ).toBe(400);
  });

  it('ADMIN-033 refuses to delete a company with vessels (409) and deletes an empty one', async () => {
    const companies = (await server.as('admin')<Company[]>('GET', '/api/v1/Companies')).body;
    const northwind = companies.find((company) => company.name === 'Northwind Shipping')!;
    const withVessels = await server.as('admin')<{ message: string }>(
      'DELETE',
      `/api/v1/Companies/${northwind.id}`,
      { headers: await basedOn(northwind.id) },
    );
    expect([withVessels.status, withVessels.body.message]).toEqual([409, messages.companyHasVessels]);

    const empty = (await server.as('admin')<Company>('POST', '/api/v1/Companies', { body: buildCompany() }))
      .body;
    const headers = { 'If-Match': versionEtag(empty.version) };
    expect((await server.as('admin')('DELETE', `/api/v1/Companies/${empty.id}`, { headers })).status).toBe(
      204,
    );
    expect(
      (await server.as('admin')<Company[]>('GET', '/api/v1/Companies')).body.map((company) => company.id),
    ).not.toContain(empty.id);
    expect((await server.as('admin')('DELETE', `/api/v1/Companies/${empty.id}`, { headers })).status).toBe(
      404,
    );
  });

  it('refuses to delete a company that still has users (409)', async () => {
    const company = (await server.as('admin')<Company>('POST', '/api/v1/Companies', { body: buildCompany() }))
      .body;
    await server.as('admin')('POST', '/api/v1/Users/Post', { body: buildUser({ companyId: company.id }) });
    const response = await server.as('admin')<{ message: string }>(
      'DELETE',
      `/api/v1/Companies/${company.id}`,
      { headers: { 'If-Match': versionEtag(company.version) } },
    );
    expect([response.status, response.body.message]).toEqual([409, messages.companyHasUsers]);
  });

  it('ADR 0092 PUT: two saves on one version give one 200 and one 412 with the winner; stale 412 and missing 428 change nothing', async () => {
    const created = (await server.as('admin')<Company>('POST', '/api/v1/Companies', { body: buildCompany() }))
      .body;
    const path = `/api/v1/Companies/${created.id}`;
    const headers = { 'If-Match': versionEtag(created.version) };
    const answers = await Promise.all(
      ['By Anna', 'By Bert'].map((notes) =>
        server.as('admin')<Company & { code?: string; current?: Company }>('PUT', path, {
          body: buildCompany({ name: created.name, notes }),
          headers,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.status === 200)!.body;
    const loser = answers.find((answer) => answer.status === 412)!.body;
    expect([loser.code, loser.current?.notes]).toEqual(['PRECONDITION_FAILED', winner.notes]);
    const stored = async () =>
      (await server.as('admin')<Company[]>('GET', '/api/v1/Companies')).body.find(
        (company) => company.id === created.id,
      )!;
    expect([(await stored()).notes, (await stored()).version]).toEqual([winner.notes, winner.version]);
    const stale = await server.as('admin')('PUT', path, { body: buildCompany({ notes: 'Stale' }), headers });
    const blind = await server.as('admin')('PUT', path, { body: buildCompany({ notes: 'Blind' }) });
    const staleDelete = await server.as('admin')('DELETE', path, { headers });
    const blindDelete = await server.as('admin')('DELETE', path);
    expect([stale.status, blind.status, staleDelete.status, blindDelete.status]).toEqual([
      412, 428, 412, 428,
    ]);
    expect([(await stored()).notes, (await stored()).version]).toEqual([winner.notes, winner.version]);
  });

  it('a new company gets its default access group', async () => {
    const company = (await server.as('admin')<Company>('POST', '/api/v1/Companies', { body: buildCompany() }))
      .body;
    await server.as('admin')('POST', `/api/v1/Users/SetCompany/${company.id}`);
    const groups = await server.as('admin')<{ name: string; isDefault: boolean }[]>(
      'GET',
      '/api/v1/VesselCategories',
    );
    expect(groups.body).toEqual([expect.objectContaining({ isDefault: true })]);
  });
});
