// Users (003 §2/§5/§6/§7): every endpoint walks 401 -> 403 -> allowed; role rules; 409 for a
// taken e-mail; no user reaches another company's users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/auth/roles.ts';
import { versionEtag } from '../../domain/contracts/sync.ts';
import type { User } from '../../domain/contracts/users.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { messages } from '../../domain/messages.ts';
import { buildUser } from '../../tests/support/factories.ts';
import { demoEmails, startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let northwindUsers: User[];
let harbourUsers: User[];

beforeAll(async () => {
  server = await startTestServer();
  northwindUsers = (await server.as('super')<User[]>('GET', '/api/v1/Users/Get')).body;
  harbourUsers = (await server.as('harbourSuper')<User[]>('GET', '/api/v1/Users/Get')).body;
});
afterAll(() => server.close());

const byEmail = (users: User[], email: string) => users.find((user) => user.email === email)!;
const emails = (users: User[]) => users.map((user) => user.email).sort();
/** If-Match of a Northwind user as its SuperUser's list shows it now (ADR 0092). */
const basedOn = async (email: string) => ({
  'If-Match': versionEtag(
    byEmail((await server.as('super')<User[]>('GET', '/api/v1/Users/Get')).body, email).version,
  ),
});

describe('GET /Users/GetUser and /Users/IsSuperUser', () => {
  it('ADMIN-104 GetUser answers the signed-in user with every field of the User contract; 401 without a token', async () => {
    expect((await server.request('GET', '/api/v1/Users/GetUser')).status).toBe(401);
    const response = await server.as('user')<User>('GET', '/api/v1/Users/GetUser');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      userName: demoEmails.user,
      email: demoEmails.user,
      role: 'User',
      companyName: 'Northwind Shipping',
      apiKey: '',
      isNewUser: false,
    });
  });

  it('IsSuperUser is true only for the SuperUser role (EMIS-199 ruling)', async () => {
    expect((await server.request('GET', '/api/v1/Users/IsSuperUser')).status).toBe(401);
    for (const [account, expected] of [
      ['super', true],
      ['admin', false],
      ['user', false],
    ] as const) {
      expect((await server.as(account)('GET', '/api/v1/Users/IsSuperUser')).body).toEqual({
        isSuperUser: expected,
      });
    }
  });
});

describe('GET /Users/Get and /Users/Online', () => {
  it('ADMIN-152 401 without a token, 403 for User and KognifaiUser', async () => {
    for (const path of ['/api/v1/Users/Get', '/api/v1/Users/Online']) {
      expect((await server.request('GET', path)).status).toBe(401);
      expect((await server.as('user')('GET', path)).status).toBe(403);
      expect((await server.as('partner')('GET', path)).status).toBe(403);
    }
  });

  it("a SuperUser lists only its own company's users; an Administrator its current company's users and the provider's Administrators", async () => {
    expect(emails(northwindUsers)).toEqual([
      demoEmails.crew,
      demoEmails.partner,
      demoEmails.super,
      demoEmails.user,
    ]);
    expect(emails(harbourUsers)).toEqual([demoEmails.harbourSuper, demoEmails.other]);
    const asAdmin = await server.as('admin')<User[]>('GET', '/api/v1/Users/Get');
    expect(emails(asAdmin.body)).toEqual([
      demoEmails.admin,
      demoEmails.crew,
      demoEmails.partner,
      demoEmails.super,
      demoEmails.user,
    ]);
  });

  it('ADMIN-019 Online lists the users active within the last 10 minutes', async () => {
    await server.as('partner')('GET', '/api/v1/Users/GetUser');
    server.advanceClock(11 * 60_000);
    await server.as('user')('GET', '/api/v1/Users/GetUser');
    const online = await server.as('super')<User[]>('GET', '/api/v1/Users/Online');
    expect(online.status).toBe(200);
    expect(emails(online.body)).toEqual(expect.arrayContaining([demoEmails.super, demoEmails.user]));
    expect(emails(online.body)).not.toContain(demoEmails.partner);
    expect(emails(online.body)).not.toContain(demoEmails.other);
  });
});

describe('GET /Users/Find?vesselId', () => {
  it("answers the users who see a vessel; 401, 403 for User and for another company's SuperUser", async () => {
    const vessels = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body;
    const fjord = vessels.find((vessel) => vessel.name === 'Northwind Fjord')!;
    const path = `/api/v1/Users/Find?vesselId=${fjord.id}`;
    expect((await server.request('GET', path)).status).toBe(401);
    expect((await server.as('user')('GET', path)).status).toBe(403);
    expect((await server.as('harbourSuper')('GET', path)).status).toBe(403);
    const found = await server.as('super')<User[]>('GET', path);
    expect(found.status).toBe(200);
    expect(emails(found.body)).toEqual([demoEmails.crew, demoEmails.super, demoEmails.user]);
    expect((await server.as('super')('GET', '/api/v1/Users/Find')).status).toBe(400);
  });
});

describe('POST /Users/Post', () => {
  it('401 without a token, 403 for User', async () => {
    expect((await server.request('POST', '/api/v1/Users/Post', { body: buildUser() })).status).toBe(401);
    expect((await server.as('user')('POST', '/api/v1/Users/Post', { body: buildUser() })).status).toBe(403);
  });

  it("creates a user in the caller's company, mails a link to choose a password, and the new user is listed", async () => {
    const input = buildUser({ role: 'User' });
    const created = await server.as('super')<User>('POST', '/api/v1/Users/Post', { body: input });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: input.email,
      role: 'User',
      companyName: 'Northwind Shipping',
      isNewUser: true,
    });
    const mail = (await server.readMail()).find((candidate) => candidate.to === input.email);
    expect(mail?.text).toContain('/Account/ResetPassword?username=');
    expect(emails((await server.as('super')<User[]>('GET', '/api/v1/Users/Get')).body)).toContain(
      input.email,
    );
    expect(emails((await server.as('harbourSuper')<User[]>('GET', '/api/v1/Users/Get')).body)).not.toContain(
      input.email,
    );
  });

  it('ADMIN-169 answers 409 with the spec text for an e-mail that exists, in any letter case and in any company', async () => {
    for (const email of ['USER@example.com', demoEmails.other]) {
      const response = await server.as('super')<{ message: string; code: string }>(
        'POST',
        '/api/v1/Users/Post',
        {
          body: buildUser({ email }),
        },
      );
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: messages.userEmailExists, code: 'CONFLICT' });
    }
  });

  it('ADMIN-127 ADMIN-129 validates e-mail, name and title with the spec texts and creates nothing', async () => {
    const before = (await server.as('super')<User[]>('GET', '/api/v1/Users/Get')).body.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ email: '' }, messages.emailRequired],
      [{ email: 'not-an-email' }, messages.emailMustBeValid],
      [{ name: '  ' }, messages.userNameRequired],
      [{ title: '' }, messages.userTitleRequired],
    ];
    for (const [override, message] of cases) {
      const response = await server.as('super')<{ message: string }>('POST', '/api/v1/Users/Post', {
        body: { ...buildUser(), ...override },
      });
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    expect((await server.as('super')<User[]>('GET', '/api/v1/Users/Get')).body.length).toBe(before);
  });

  it.each<[string, 'admin' | 'super', Role[], Role[]]>([
    [
      'ADMIN-148 an Administrator assigns every role',
      'admin',
      ['User', 'SuperUser', 'KognifaiUser', 'Administrator'],
      [],
    ],
    [
      'ADMIN-149 a SuperUser assigns User and SuperUser only',
      'super',
      ['User', 'SuperUser'],
      ['KognifaiUser', 'Administrator'],
    ],
  ])('%s', async (_name, account, allowed, refused) => {
    for (const role of allowed) {
      expect(
        (await server.as(account)('POST', '/api/v1/Users/Post', { body: buildUser({ role }) })).status,
      ).toBe(201);
    }
    for (const role of refused) {
      const response = await server.as(account)<{ message: string }>('POST', '/api/v1/Users/Post', {
        body: buildUser({ role }),
      });
      expect([response.status, response.body.message]).toEqual([403, messages.roleNotAssignable]);
    }
  });

  it('a SuperUser cannot create a user in another company; an Administrator can', async () => {
    const harbourCompanyId = byEmail(harbourUsers, demoEmails.other).companyId!;
    expect(
      (
        await server.as('super')('POST', '/api/v1/Users/Post', {
          body: buildUser({ companyId: harbourCompanyId }),
        })
      ).status,
    ).toBe(403);
    const created = await server.as('admin')<User>('POST', '/api/v1/Users/Post', {
      body: buildUser({ companyId: harbourCompanyId }),
    });
    expect(created.status).toBe(201);
    expect(created.body.companyName).toBe('Harbour Lines');
  });
});

describe('PUT /Users/Put', () => {
  const edit = (user: User, changes: Partial<User>) => ({ ...user, ...changes });

  it('401 without a token; a User may edit only itself and never its role', async () => {
    const user = byEmail(northwindUsers, demoEmails.user);
    const superUser = byEmail(northwindUsers, demoEmails.super);
    expect((await server.request('PUT', '/api/v1/Users/Put', { body: user })).status).toBe(401);
    expect(
      (await server.as('user')('PUT', '/api/v1/Users/Put', { body: edit(superUser, { title: 'Hacked' }) }))
        .status,
    ).toBe(403);
    expect(
      (await server.as('user')('PUT', '/api/v1/Users/Put', { body: edit(user, { role: 'SuperUser' }) }))
        .status,
    ).toBe(403);
    const own = await server.as('user')<User>('PUT', '/api/v1/Users/Put', {
      body: edit(user, { phoneNumber: '+47 400 00 001' }),
      headers: await basedOn(demoEmails.user),
    });
    expect(own.status).toBe(200);
    expect(own.body.phoneNumber).toBe('+47 400 00 001');
  });

  it('ADMIN-128 answers the updated user; the e-mail cannot change', async () => {
    const user = byEmail(northwindUsers, demoEmails.user);
    const response = await server.as('super')<User>('PUT', '/api/v1/Users/Put', {
      body: edit(user, { title: 'Superintendent', email: 'changed@example.com' }),
      headers: await basedOn(demoEmails.user),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: 'Superintendent', email: demoEmails.user });
  });

  it("a SuperUser cannot edit another company's users, nor a KognifaiUser it may not assign", async () => {
    const other = byEmail(harbourUsers, demoEmails.other);
    const partner = byEmail(northwindUsers, demoEmails.partner);
    expect(
      (await server.as('super')('PUT', '/api/v1/Users/Put', { body: edit(other, { title: 'Hacked' }) }))
        .status,
    ).toBe(403);
    expect(
      (await server.as('super')('PUT', '/api/v1/Users/Put', { body: edit(partner, { title: 'Hacked' }) }))
        .status,
    ).toBe(403);
    expect(
      (
        await server.as('harbourSuper')('PUT', '/api/v1/Users/Put', {
          body: edit(byEmail(northwindUsers, demoEmails.user), { title: 'Hacked' }),
        })
      ).status,
    ).toBe(403);
    const unchanged = (await server.as('harbourSuper')<User[]>('GET', '/api/v1/Users/Get')).body;
    expect(byEmail(unchanged, demoEmails.other).title).toBe(other.title);
  });

  it('ADMIN-149 a SuperUser promotes a User to SuperUser but cannot make it an Administrator', async () => {
    const created = (await server.as('super')<User>('POST', '/api/v1/Users/Post', { body: buildUser() }))
      .body;
    expect(
      (
        await server.as('super')('PUT', '/api/v1/Users/Put', {
          body: edit(created, { role: 'Administrator' }),
        })
      ).status,
    ).toBe(403);
    const promoted = await server.as('super')<User>('PUT', '/api/v1/Users/Put', {
      body: edit(created, { role: 'SuperUser' }),
      headers: { 'If-Match': versionEtag(created.version) },
    });
    expect([promoted.status, promoted.body.role]).toEqual([200, 'SuperUser']);
  });

  it('ADR 0092 two edits on one version: one 200, one 412 with the winner; stale 412 and missing 428 change nothing', async () => {
    const created = (await server.as('super')<User>('POST', '/api/v1/Users/Post', { body: buildUser() }))
      .body;
    const headers = { 'If-Match': versionEtag(created.version) };
    type Answer = User & { code?: string; current?: User };
    const answers = await Promise.all(
      ['Chief by Anna', 'Chief by Bert'].map((title) =>
        server.as('super')<Answer>('PUT', '/api/v1/Users/Put', { body: edit(created, { title }), headers }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.status === 200)!.body;
    expect(answers.find((answer) => answer.status === 412)!.body.current?.title).toBe(winner.title);
    const stored = async () =>
      byEmail((await server.as('super')<User[]>('GET', '/api/v1/Users/Get')).body, created.email);
    expect([(await stored()).title, (await stored()).version]).toEqual([winner.title, winner.version]);
    const statuses = [
      (
        await server.as('super')('PUT', '/api/v1/Users/Put', {
          body: edit(created, { title: 'Stale' }),
          headers,
        })
      ).status,
      (await server.as('super')('PUT', '/api/v1/Users/Put', { body: edit(created, { title: 'Blind' }) }))
        .status,
      (await server.as('super')('DELETE', `/api/v1/Users/${created.id}`, { headers })).status,
      (await server.as('super')('DELETE', `/api/v1/Users/${created.id}`)).status,
    ];
    expect(statuses).toEqual([412, 428, 412, 428]);
    expect([(await stored()).title, (await stored()).version]).toEqual([winner.title, winner.version]);
  });
});

describe('DELETE /Users/{id}', () => {
  it('401, 403 for User, 403 across companies, 403 for oneself, 204 within the company', async () => {
    const created = (await server.as('super')<User>('POST', '/api/v1/Users/Post', { body: buildUser() }))
      .body;
    const path = `/api/v1/Users/${created.id}`;
    expect((await server.request('DELETE', path)).status).toBe(401);
    expect((await server.as('user')('DELETE', path)).status).toBe(403);
    expect((await server.as('harbourSuper')('DELETE', path)).status).toBe(403);
    const me = (await server.as('super')<User>('GET', '/api/v1/Users/GetUser')).body;
    expect(
      (await server.as('super')<{ message: string }>('DELETE', `/api/v1/Users/${me.id}`)).body.message,
    ).toBe(messages.cannotDeleteSelf);
    const headers = { 'If-Match': versionEtag(created.version) };
    expect((await server.as('super')('DELETE', path, { headers })).status).toBe(204);
    expect(emails((await server.as('super')<User[]>('GET', '/api/v1/Users/Get')).body)).not.toContain(
      created.email,
    );
    expect((await server.as('super')('DELETE', path, { headers })).status).toBe(404);
  });

  it('a deleted user can no longer sign in, and its e-mail can be used again', async () => {
    const input = buildUser();
    const created = (await server.as('admin')<User>('POST', '/api/v1/Users/Post', { body: input })).body;
    expect(
      (
        await server.as('admin')('DELETE', `/api/v1/Users/${created.id}`, {
          headers: { 'If-Match': versionEtag(created.version) },
        })
      ).status,
    ).toBe(204);
    expect((await server.as('admin')('POST', '/api/v1/Users/Post', { body: input })).status).toBe(201);
  });
});

describe('POST /Users/GenerateApiKey and /Users/ClearApiKey', () => {
  it('401; a User only for itself; a SuperUser not across companies; an Administrator for anyone', async () => {
    const user = byEmail(northwindUsers, demoEmails.user);
    const other = byEmail(harbourUsers, demoEmails.other);
    for (const path of ['/api/v1/Users/GenerateApiKey', '/api/v1/Users/ClearApiKey']) {
      expect((await server.request('POST', path, { body: { userId: user.id } })).status).toBe(401);
      expect((await server.as('other')('POST', path, { body: { userId: user.id } })).status).toBe(403);
      expect((await server.as('super')('POST', path, { body: { userId: other.id } })).status).toBe(403);
      expect((await server.as('user')('POST', path, { body: { userId: user.id } })).status).toBe(200);
      expect((await server.as('admin')('POST', path, { body: { userId: other.id } })).status).toBe(200);
    }
    expect((await server.as('user')('POST', '/api/v1/Users/GenerateApiKey', { body: {} })).status).toBe(400);
  });

  it('an API key of a User does not reach Users/Get (it acts as its user)', async () => {
    const user = byEmail(northwindUsers, demoEmails.user);
    const { apiKey } = (
      await server.as('user')<{ apiKey: string }>('POST', '/api/v1/Users/GenerateApiKey', {
        body: { userId: user.id },
      })
    ).body;
    expect((await server.request('GET', '/api/v1/Users/Get', { apiKey })).status).toBe(403);
    expect((await server.request('GET', '/api/v1/Vessels', { apiKey })).status).toBe(200);
  });
});

describe('The crew’s mark (issue 26 §3, ADR 0117)', () => {
  it('ADR 0117 a user created as working on board keeps the mark through edits that do not send it, loses it when sent false; a partner never has it', async () => {
    const input = { ...buildUser({ role: 'User' }), worksOnBoard: true };
    const created = await server.as('super')<User>('POST', '/api/v1/Users/Post', { body: input });
    expect(created.status).toBe(201);
    expect(created.body.worksOnBoard).toBe(true);

    const { worksOnBoard: _omitted, ...withoutMark } = created.body;
    const renamed = await server.as('super')<User>('PUT', '/api/v1/Users/Put', {
      body: { ...withoutMark, title: 'Chief Officer' },
      headers: await basedOn(input.email),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: 'Chief Officer', worksOnBoard: true });

    const ashore = await server.as('super')<User>('PUT', '/api/v1/Users/Put', {
      body: { ...renamed.body, worksOnBoard: false },
      headers: await basedOn(input.email),
    });
    expect(ashore.body.worksOnBoard).toBe(false);

    const refused = await server.as('super')<{ message: string }>('PUT', '/api/v1/Users/Put', {
      body: { ...ashore.body, worksOnBoard: 'yes' },
      headers: await basedOn(input.email),
    });
    expect(refused.status).toBe(400);
    expect(
      byEmail((await server.as('super')<User[]>('GET', '/api/v1/Users/Get')).body, input.email),
    ).toMatchObject({
      worksOnBoard: false,
      title: 'Chief Officer',
    });

    const partner = await server.as('admin')<User>('POST', '/api/v1/Users/Post', {
      body: { ...buildUser({ role: 'KognifaiUser' }), worksOnBoard: true },
    });
    expect(partner.status).toBe(201);
    expect(partner.body.worksOnBoard).toBe(false);
  });
});
