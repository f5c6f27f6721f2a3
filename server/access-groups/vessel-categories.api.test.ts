// Vessel access groups (003 §2/§5/§7, ADR 0002): 401 -> 403 -> allowed for every call, unique
// names, default-group rules, membership changing what a User sees, no cross-company reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionEtag } from '../../domain/contracts/sync.ts';
import type { User } from '../../domain/contracts/users.ts';
import type { VesselCategory } from '../../domain/contracts/vessel-categories.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { messages } from '../../domain/messages.ts';
import { buildAccessGroupName, buildUser } from '../../tests/support/factories.ts';
import { demoEmails, startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let vessels: Vessel[];
const vessel = (name: string) => vessels.find((candidate) => candidate.name === name)!;

beforeAll(async () => {
  server = await startTestServer();
  vessels = (await server.as('admin')<Vessel[]>('GET', '/api/v1/Vessels?IgnoreCompany=true')).body;
});
afterAll(() => server.close());

async function groupsOf(account: 'super' | 'harbourSuper' | 'admin') {
  return (await server.as(account)<VesselCategory[]>('GET', '/api/v1/VesselCategories')).body;
}

async function createGroup(account: 'super' | 'harbourSuper' = 'super', name = buildAccessGroupName()) {
  return (await server.as(account)<VesselCategory>('POST', '/api/v1/VesselCategories', { body: { name } }))
    .body;
}

describe('GET /VesselCategories', () => {
  it('ADMIN-152 401 without a token, 403 for User and KognifaiUser', async () => {
    expect((await server.request('GET', '/api/v1/VesselCategories')).status).toBe(401);
    expect((await server.as('user')('GET', '/api/v1/VesselCategories')).status).toBe(403);
    expect((await server.as('partner')('GET', '/api/v1/VesselCategories')).status).toBe(403);
  });

  it("ADMIN-109 lists the company's groups: the default group holds every vessel and the SuperUsers; other groups their members", async () => {
    const groups = await groupsOf('super');
    expect(
      groups.map((group) => [
        group.name,
        group.isDefault,
        group.vessels.length,
        group.users.map((user) => user.email),
      ]),
    ).toEqual([
      ['All vessels', true, 5, [demoEmails.super]],
      ['Bulk and tankers', false, 3, [demoEmails.user]],
      ['Fjord crew', false, 1, [demoEmails.crew]],
      ['Partner fleet', false, 2, [demoEmails.partner]],
    ]);
    const harbourGroups = await groupsOf('harbourSuper');
    expect(harbourGroups.map((group) => group.name)).toEqual(['All vessels', 'Harbour fleet']);
    expect(harbourGroups.every((group) => group.companyName === 'Harbour Lines')).toBe(true);
  });
});

describe('POST, PUT and DELETE /VesselCategories', () => {
  it('401 and 403 for User on create, rename and delete', async () => {
    const group = await createGroup();
    for (const [method, path] of [
      ['POST', '/api/v1/VesselCategories'],
      ['PUT', `/api/v1/VesselCategories/${group.id}`],
      ['DELETE', `/api/v1/VesselCategories/${group.id}`],
    ] as const) {
      expect((await server.request(method, path, { body: { name: 'X' } })).status).toBe(401);
      expect((await server.as('user')(method, path, { body: { name: 'X' } })).status).toBe(403);
    }
  });

  it('ADMIN-144 names are unique in the company ignoring case (409), the own name is allowed on rename, another company may reuse it', async () => {
    const group = await createGroup('super', 'Coastal Fleet');
    const duplicate = await server.as('super')<{ message: string; code: string }>(
      'POST',
      '/api/v1/VesselCategories',
      {
        body: { name: 'coastal FLEET' },
      },
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: messages.accessGroupNameExists, code: 'CONFLICT' });
    const renamedSame = await server.as('super')<VesselCategory>(
      'PUT',
      `/api/v1/VesselCategories/${group.id}`,
      {
        body: { name: 'COASTAL fleet' },
        headers: { 'If-Match': versionEtag(group.version) },
      },
    );
    expect([renamedSame.status, renamedSame.body.name]).toEqual([200, 'COASTAL fleet']);
    const clash = await server.as('super')<{ message: string }>(
      'PUT',
      `/api/v1/VesselCategories/${group.id}`,
      {
        body: { name: 'bulk and tankers' },
        headers: { 'If-Match': versionEtag(renamedSame.body.version) },
      },
    );
    expect([clash.status, clash.body.message]).toEqual([409, messages.accessGroupNameExists]);
    expect(
      (
        await server.as('harbourSuper')('POST', '/api/v1/VesselCategories', {
          body: { name: 'Coastal Fleet' },
        })
      ).status,
    ).toBe(201);
  });

  it('answers 400 with a message for an empty name', async () => {
    const response = await server.as('super')<{ message: string }>('POST', '/api/v1/VesselCategories', {
      body: { name: '  ' },
    });
    expect([response.status, response.body.message]).toEqual([400, messages.accessGroupNameRequired]);
  });

  it('ADMIN-080 the default group cannot be renamed, managed or deleted', async () => {
    const defaultGroup = (await groupsOf('super')).find((group) => group.isDefault)!;
    const calls: [string, string, unknown][] = [
      ['PUT', `/api/v1/VesselCategories/${defaultGroup.id}`, { name: 'Renamed' }],
      ['DELETE', `/api/v1/VesselCategories/${defaultGroup.id}`, undefined],
      [
        'POST',
        '/api/v1/VesselCategories/RemoveVessel',
        { vesselId: vessel('Northwind Fjord').id, vesselCategoryId: defaultGroup.id },
      ],
      [
        'POST',
        '/api/v1/VesselCategories/AddUser',
        {
          userId: (await server.as('user')<User>('GET', '/api/v1/Users/GetUser')).body.id,
          vesselCategoryId: defaultGroup.id,
        },
      ],
    ];
    for (const [method, path, body] of calls) {
      const response = await server.as('super')<{ message: string }>(method, path, { body });
      expect([response.status, response.body.message]).toEqual([403, messages.defaultAccessGroupReadOnly]);
    }
  });

  it('ADMIN-081 a group with vessels or users cannot be deleted (409); an empty one can', async () => {
    const bulk = (await groupsOf('super')).find((group) => group.name === 'Bulk and tankers')!;
    const refused = await server.as('super')<{ message: string }>(
      'DELETE',
      `/api/v1/VesselCategories/${bulk.id}`,
      { headers: { 'If-Match': versionEtag(bulk.version) } },
    );
    expect([refused.status, refused.body.message]).toEqual([409, messages.accessGroupNotEmpty]);
    const empty = await createGroup();
    expect(
      (
        await server.as('super')('DELETE', `/api/v1/VesselCategories/${empty.id}`, {
          headers: { 'If-Match': versionEtag(empty.version) },
        })
      ).status,
    ).toBe(204);
    expect((await groupsOf('super')).map((group) => group.id)).not.toContain(empty.id);
  });

  it('ADR 0092 renames on one version: one 200, one 412 with the winner; stale 412 and missing 428 change nothing', async () => {
    const group = await createGroup();
    const path = `/api/v1/VesselCategories/${group.id}`;
    const headers = { 'If-Match': versionEtag(group.version) };
    type Answer = VesselCategory & { code?: string; current?: VesselCategory };
    const answers = await Promise.all(
      ['Renamed by Anna', 'Renamed by Bert'].map((name) =>
        server.as('super')<Answer>('PUT', path, { body: { name }, headers }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.status === 200)!.body;
    expect(answers.find((answer) => answer.status === 412)!.body.current?.name).toBe(winner.name);
    const stored = async () => (await groupsOf('super')).find((candidate) => candidate.id === group.id)!;
    expect([(await stored()).name, (await stored()).version]).toEqual([winner.name, winner.version]);
    const statuses = [
      (await server.as('super')('PUT', path, { body: { name: 'Stale' }, headers })).status,
      (await server.as('super')('PUT', path, { body: { name: 'Blind' } })).status,
      (await server.as('super')('DELETE', path, { headers })).status,
      (await server.as('super')('DELETE', path)).status,
    ];
    expect(statuses).toEqual([412, 428, 412, 428]);
    expect([(await stored()).name, (await stored()).version]).toEqual([winner.name, winner.version]);
  });

  it('ADR 0092 a delete racing an AddVessel on an empty group: never a deleted group with a member, never a 5xx', async () => {
    const group = await createGroup();
    const [added, deleted] = await Promise.all([
      server.as('super')<VesselCategory>('POST', '/api/v1/VesselCategories/AddVessel', {
        body: { vesselId: vessel('Northwind Fjord').id, vesselCategoryId: group.id },
      }),
      server.as('super')('DELETE', `/api/v1/VesselCategories/${group.id}`, {
        headers: { 'If-Match': versionEtag(group.version) },
      }),
    ]);
    expect(added.status).toBeLessThan(500);
    expect(deleted.status).toBeLessThan(500);
    const stillThere = (await groupsOf('super')).find((candidate) => candidate.id === group.id);
    if (deleted.status === 204) expect(stillThere).toBeUndefined();
    else expect([deleted.status, stillThere?.vessels.length]).toEqual([409, 1]);
  });
});

describe('membership', () => {
  it('ADMIN-154 adding a vessel and a user to a group lets that user see the vessel; removing takes it away', async () => {
    const asSuper = server.as('super');
    const crew = (await asSuper<User>('POST', '/api/v1/Users/Post', { body: buildUser() })).body;
    const group = await createGroup();
    const meridian = vessel('Northwind Meridian');

    for (const action of ['AddVessel', 'AddUser']) {
      const body =
        action === 'AddVessel'
          ? { vesselId: meridian.id, vesselCategoryId: group.id }
          : { userId: crew.id, vesselCategoryId: group.id };
      expect((await server.request('POST', `/api/v1/VesselCategories/${action}`, { body })).status).toBe(401);
      expect((await server.as('user')('POST', `/api/v1/VesselCategories/${action}`, { body })).status).toBe(
        403,
      );
      expect((await asSuper('POST', `/api/v1/VesselCategories/${action}`, { body })).status).toBe(200);
    }
    const updated = (await groupsOf('super')).find((candidate) => candidate.id === group.id)!;
    expect(updated.vessels.map((member) => member.id)).toEqual([meridian.id]);
    expect(updated.users.map((member) => member.id)).toEqual([crew.id]);

    // The crew member signs in through the reset link mailed on creation.
    const mail = (await server.readMail()).find((candidate) => candidate.to === crew.email)!;
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    await server.request('POST', '/api/v1/Account/ResetPassword', {
      body: { Username: crew.email, Token: link.searchParams.get('token'), Password: 'crew-password' },
    });
    const { token } = (
      await server.request<{ token: string }>('POST', '/api/v1/Authenticate', {
        body: { username: crew.email, password: 'crew-password' },
      })
    ).body;
    const seen = async () =>
      (await server.request<Vessel[]>('GET', '/api/v1/Vessels', { token })).body.map(
        (candidate) => candidate.name,
      );
    expect(await seen()).toEqual(['Northwind Meridian']);

    for (const action of ['RemoveVessel', 'RemoveUser']) {
      const body =
        action === 'RemoveVessel'
          ? { vesselId: meridian.id, vesselCategoryId: group.id }
          : { userId: crew.id, vesselCategoryId: group.id };
      expect((await server.request('POST', `/api/v1/VesselCategories/${action}`, { body })).status).toBe(401);
      expect((await server.as('user')('POST', `/api/v1/VesselCategories/${action}`, { body })).status).toBe(
        403,
      );
      expect((await asSuper('POST', `/api/v1/VesselCategories/${action}`, { body })).status).toBe(200);
    }
    expect(await seen()).toEqual([]);
  });

  it('a vessel or user of another company cannot join a group (403), and SuperUsers are not group members (400)', async () => {
    const group = await createGroup();
    const kestrel = vessel('Harbour Kestrel');
    const other = (await server.as('harbourSuper')<User[]>('GET', '/api/v1/Users/Get')).body.find(
      (user) => user.email === demoEmails.other,
    )!;
    const superUser = (await server.as('super')<User>('GET', '/api/v1/Users/GetUser')).body;
    const vesselResponse = await server.as('super')<{ message: string }>(
      'POST',
      '/api/v1/VesselCategories/AddVessel',
      {
        body: { vesselId: kestrel.id, vesselCategoryId: group.id },
      },
    );
    expect([vesselResponse.status, vesselResponse.body.message]).toEqual([403, messages.vesselOtherCompany]);
    const userResponse = await server.as('super')<{ message: string }>(
      'POST',
      '/api/v1/VesselCategories/AddUser',
      {
        body: { userId: other.id, vesselCategoryId: group.id },
      },
    );
    expect([userResponse.status, userResponse.body.message]).toEqual([403, messages.userOtherCompany]);
    const superResponse = await server.as('super')<{ message: string }>(
      'POST',
      '/api/v1/VesselCategories/AddUser',
      {
        body: { userId: superUser.id, vesselCategoryId: group.id },
      },
    );
    expect([superResponse.status, superResponse.body.message]).toEqual([400, messages.accessGroupMemberRole]);
  });

  it("no SuperUser reaches another company's groups: rename, delete and membership are 403 and change nothing", async () => {
    const harbourFleet = (await groupsOf('harbourSuper')).find((group) => group.name === 'Harbour fleet')!;
    const kestrel = vessel('Harbour Kestrel');
    const calls: [string, string, unknown][] = [
      ['PUT', `/api/v1/VesselCategories/${harbourFleet.id}`, { name: 'Taken over' }],
      ['DELETE', `/api/v1/VesselCategories/${harbourFleet.id}`, undefined],
      [
        'POST',
        '/api/v1/VesselCategories/RemoveVessel',
        { vesselId: kestrel.id, vesselCategoryId: harbourFleet.id },
      ],
      [
        'POST',
        '/api/v1/VesselCategories/AddVessel',
        { vesselId: vessel('Northwind Fjord').id, vesselCategoryId: harbourFleet.id },
      ],
      [
        'POST',
        '/api/v1/VesselCategories/RemoveUser',
        { userId: harbourFleet.users[0]!.id, vesselCategoryId: harbourFleet.id },
      ],
    ];
    for (const [method, path, body] of calls) {
      expect((await server.as('super')(method, path, { body })).status).toBe(403);
    }
    const after = (await groupsOf('harbourSuper')).find((group) => group.id === harbourFleet.id)!;
    expect(after).toEqual(harbourFleet);
    expect((await groupsOf('super')).map((group) => group.companyName)).not.toContain('Harbour Lines');
  });

  it('an Administrator manages the groups of its current company', async () => {
    const groups = await groupsOf('admin');
    expect(groups.every((group) => group.companyName === 'Northwind Shipping')).toBe(true);
    const created = await server.as('admin')<VesselCategory>('POST', '/api/v1/VesselCategories', {
      body: { name: buildAccessGroupName() },
    });
    expect([created.status, created.body.companyName]).toEqual([201, 'Northwind Shipping']);
  });
});
