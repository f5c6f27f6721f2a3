// ADR 0092: every office edit of a shared record takes the version it was based on (If-Match), as
// the voyage data does. One table over the versioned office edits: without If-Match 428, with a
// stale version 412 with the record as saved now, and nothing changed either way; with the current
// version the edit goes through; two saves on one version give exactly one winner, never a 5xx.
// The OpenAPI document lists which operations take If-Match; the table must cover every one of
// them that is not voyage data (ADR 0022/0033) or an earlier versioned settings call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../domain/contracts/companies.ts';
import { versionEtag } from '../../domain/contracts/sync.ts';
import type { User } from '../../domain/contracts/users.ts';
import type { VesselAdministration } from '../../domain/contracts/vessel-administration.ts';
import type { VesselCategory } from '../../domain/contracts/vessel-categories.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import {
  buildAccessGroupName,
  buildCompany,
  buildUser,
  buildVesselUpdate,
} from '../../tests/support/factories.ts';
import { startTestServer, type TestServer, type DemoAccountKey } from '../../tests/support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Versioned = { id: string; version: number };
type Target = {
  /** The record as its read shows it now; undefined once deleted. */
  read: () => Promise<(Versioned & Record<string, unknown>) | undefined>;
  method: 'PUT' | 'DELETE';
  path: string;
  /** The edit's body (PUT); each call a different value, so two saves differ. */
  body?: (label: string) => unknown;
};
type Row = { key: string; as: DemoAccountKey; create: () => Promise<Target> };

let imoSeed = 9_100_000;
const nextImo = () => (imoSeed += 7);

async function listed<T extends Versioned>(account: DemoAccountKey, path: string, id: string) {
  return (await server.as(account)<T[]>('GET', path)).body.find((record) => record.id === id);
}

const rows: Row[] = [
  {
    key: 'PUT /Vessels/{id}',
    as: 'admin',
    create: async () => {
      const vessel = await newVessel();
      return {
        read: async () => (await server.as('admin')<Vessel>('GET', `/api/v1/Vessels/${vessel.id}`)).body,
        method: 'PUT',
        path: `/api/v1/Vessels/${vessel.id}`,
        body: (label) => buildVesselUpdate({ name: `Vessel ${label}`.slice(0, 30) }),
      };
    },
  },
  {
    key: 'PUT /VesselAdministrations/{id}',
    as: 'admin',
    create: async () => {
      const vessel = await newVessel();
      return {
        read: async () =>
          (
            await server.as('admin')<VesselAdministration>(
              'GET',
              `/api/v1/VesselAdministrations/${vessel.id}`,
            )
          ).body,
        method: 'PUT',
        path: `/api/v1/VesselAdministrations/${vessel.id}`,
        body: (label) => buildVesselUpdate({ name: `Admin ${label}`.slice(0, 30) }),
      };
    },
  },
  ...(['PUT', 'DELETE'] as const).map((method): Row => ({
    key: `${method} /Companies/{id}`,
    as: 'admin',
    create: async () => {
      const company = (
        await server.as('admin')<Company>('POST', '/api/v1/Companies', { body: buildCompany() })
      ).body;
      return {
        read: () => listed<Company>('admin', '/api/v1/Companies', company.id),
        method,
        path: `/api/v1/Companies/${company.id}`,
        body: (label) => buildCompany({ name: company.name, notes: label }),
      };
    },
  })),
  ...(['PUT', 'DELETE'] as const).map((method): Row => ({
    key: `${method} /VesselCategories/{id}`,
    as: 'super',
    create: async () => {
      const group = (
        await server.as('super')<VesselCategory>('POST', '/api/v1/VesselCategories', {
          body: { name: buildAccessGroupName() },
        })
      ).body;
      return {
        read: () => listed<VesselCategory>('super', '/api/v1/VesselCategories', group.id),
        method,
        path: `/api/v1/VesselCategories/${group.id}`,
        body: (label) => ({ name: `${group.name} ${label}` }),
      };
    },
  })),
  {
    key: 'PUT /Users/Put',
    as: 'super',
    create: async () => {
      const user = (await server.as('super')<User>('POST', '/api/v1/Users/Post', { body: buildUser() })).body;
      return {
        read: () => listed<User>('super', '/api/v1/Users/Get', user.id),
        method: 'PUT',
        path: '/api/v1/Users/Put',
        body: (label) => ({ ...user, title: label }),
      };
    },
  },
  {
    key: 'DELETE /Users/{id}',
    as: 'super',
    create: async () => {
      const user = (await server.as('super')<User>('POST', '/api/v1/Users/Post', { body: buildUser() })).body;
      return {
        read: () => listed<User>('super', '/api/v1/Users/Get', user.id),
        method: 'DELETE',
        path: `/api/v1/Users/${user.id}`,
      };
    },
  },
];

async function newVessel(): Promise<VesselAdministration> {
  const created = await server.as('admin')<VesselAdministration>('POST', '/api/v1/VesselAdministrations', {
    body: { ...buildVesselUpdate(), imoNumber: nextImo() },
  });
  expect(created.status).toBe(201);
  return created.body;
}

type Refusal = { message: string; code: string; current?: Versioned };

describe('ADR 0092 office edits of shared records take If-Match', () => {
  it('the table covers every operation the OpenAPI document says takes If-Match, but the voyage data and earlier versioned calls', async () => {
    type Operation = { summary?: string };
    const { paths } = (
      await server.request<{ paths: Record<string, Record<string, Operation>> }>(
        'GET',
        '/api/v1/openapi.json',
      )
    ).body;
    const versioned = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => method !== 'get' && operation.summary?.includes('If-Match'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}`),
    );
    const earlier = (key: string) =>
      /EmissionReportVesselEvents|VesselEventCargoDetails|FuelTank|FlowMeter|VesselNotes|VesselSettings/.test(
        key,
      );
    expect(versioned.filter((key) => !earlier(key)).sort()).toEqual(rows.map((row) => row.key).sort());
  });

  it.each(rows.map((row) => [row.key, row] as const))(
    '%s: 428 without If-Match and 412 with a stale one (current sent), nothing changed; the current version succeeds',
    async (_key, row) => {
      const target = await row.create();
      const before = (await target.read())!;
      const send = (headers: Record<string, string>, label: string) =>
        server.as(row.as)<Refusal>(target.method, target.path, { body: target.body?.(label), headers });

      const blind = await send({}, 'blind');
      expect([blind.status, blind.body.code]).toEqual([428, 'PRECONDITION_REQUIRED']);
      const stale = await send({ 'If-Match': versionEtag(before.version + 3) }, 'stale');
      expect([stale.status, stale.body.code, stale.body.current?.version]).toEqual([
        412,
        'PRECONDITION_FAILED',
        before.version,
      ]);
      expect(await target.read()).toEqual(before);

      const done = await send({ 'If-Match': versionEtag(before.version) }, 'done');
      expect(done.status).toBe(target.method === 'DELETE' ? 204 : 200);
      const after = await target.read();
      if (target.method === 'DELETE') expect(after).toBeUndefined();
      else expect(after?.version).toBe(before.version + 1);
    },
  );

  it.each(rows.filter((row) => row.key.startsWith('PUT')).map((row) => [row.key, row] as const))(
    '%s: two saves on one version at once give one 200 and one 412 with the winner; the winner is stored',
    async (_key, row) => {
      const target = await row.create();
      const before = (await target.read())!;
      const headers = { 'If-Match': versionEtag(before.version) };
      const answers = await Promise.all(
        ['Anna', 'Bert'].map((label) =>
          server.as(row.as)<Versioned & Refusal>(target.method, target.path, {
            body: target.body?.(label),
            headers,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
      const winner = answers.find((answer) => answer.status === 200)!.body;
      const loser = answers.find((answer) => answer.status === 412)!.body;
      expect(loser.current).toEqual(winner);
      const stored = await target.read();
      expect(stored?.version).toBe(before.version + 1);
    },
  );
});
