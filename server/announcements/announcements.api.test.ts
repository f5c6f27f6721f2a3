// Announcements (000 §2-§4, §7; 003 §2, §7, §8; SHELL-079..082, SHELL-102, SHELL-131, SHELL-175,
// ADMIN-102, ADMIN-126, ADMIN-167; ADR 0083).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, UserAnnouncement } from '../../domain/contracts/announcements.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const path = '/api/v1/Announcement';
const create = (title: string) =>
  server.as('admin')<Announcement>('POST', path, {
    body: { title, announcementDetails: `${title}: the details.` },
  });

describe('announcements', () => {
  it('ADMIN-102 SHELL-079 an Administrator creates one; every user but the partner reads it as unread', async () => {
    const created = await create('Planned maintenance');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Planned maintenance',
      announcementDetails: 'Planned maintenance: the details.',
    });
    const all = await server.as('admin')<Announcement[]>('GET', path);
    expect(all.body.map((a) => a.announcementId)).toContain(created.body.announcementId);
    for (const account of ['user', 'super', 'other'] as const) {
      const mine = await server.as(account)<UserAnnouncement[]>('GET', `${path}/GetByUser`);
      expect(mine.body.find((a) => a.announcementId === created.body.announcementId)).toMatchObject({
        isView: false,
      });
    }
    // Not yet published: not shown.
    const later = await server.as('admin')<Announcement>('POST', path, {
      body: { title: 'Later', announcementDetails: 'Soon.', publishDate: '2099-01-01T00:00:00.000Z' },
    });
    const mine = await server.as('user')<UserAnnouncement[]>('GET', `${path}/GetByUser`);
    expect(mine.body.map((a) => a.announcementId)).not.toContain(later.body.announcementId);
  });

  it('SHELL-080 SHELL-131 ADMIN-126 a user marks one read for itself (then archived); never for someone else', async () => {
    const { announcementId } = (await create('Read me')).body;
    const user = (
      await server.as('user')<{ email: string; companyId: string }>('GET', '/api/v1/Users/GetUser')
    ).body;
    const someoneElse = await server.as('user')<{ message: string }>('POST', `${path}/ReadByUser`, {
      body: [{ UserEmail: 'super@example.com', CompanyId: user.companyId, AnnouncementId: announcementId }],
    });
    expect(someoneElse.status).toBe(400);
    expect(someoneElse.body.message).toBe('Announcements can only be marked read for yourself.');
    const unknown = await server.as('user')('POST', `${path}/ReadByUser`, {
      body: [{ UserEmail: user.email, CompanyId: user.companyId, AnnouncementId: crypto.randomUUID() }],
    });
    expect(unknown.status).toBe(404);
    const read = await server.as('user')('POST', `${path}/ReadByUser`, {
      body: [
        { UserEmail: user.email.toUpperCase(), CompanyId: user.companyId, AnnouncementId: announcementId },
      ],
    });
    expect(read.status).toBe(204);
    const mine = (await server.as('user')<UserAnnouncement[]>('GET', `${path}/GetByUser`)).body;
    expect(mine.find((a) => a.announcementId === announcementId)?.isView).toBe(true);
    const theirs = (await server.as('super')<UserAnnouncement[]>('GET', `${path}/GetByUser`)).body;
    expect(theirs.find((a) => a.announcementId === announcementId)?.isView).toBe(false);
  });

  it('ADMIN-102 sends one by e-mail to the users online, and deletes it', async () => {
    const { announcementId } = (await create('Online now')).body;
    await server.as('user')('GET', `${path}/GetByUser`);
    const before = (await server.readMail()).length;
    const sent = await server.as('admin')<{ sent: number }>('POST', `${path}/SendEmailToOnlineUser`, {
      body: { announcementId },
    });
    expect(sent.status).toBe(200);
    const mails = (await server.readMail()).slice(before);
    expect(mails.length).toBe(sent.body.sent);
    expect(mails.map((mail) => mail.to)).toContain('user@example.com');
    expect(mails[0]!.subject).toBe('[Wakeline] Online now');
    expect((await server.as('admin')('DELETE', `${path}/${announcementId}`)).status).toBe(204);
    expect((await server.as('admin')('DELETE', `${path}/${announcementId}`)).status).toBe(404);
  });

  it('refuses an announcement without a title with 400, storing nothing', async () => {
    const count = (await server.as('admin')<Announcement[]>('GET', path)).body.length;
    const refused = await server.as('admin')<{ message: string }>('POST', path, {
      body: { title: ' ', announcementDetails: 'x' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Enter a title.');
    expect((await server.as('admin')<Announcement[]>('GET', path)).body.length).toBe(count);
  });
});

describe('401 → 403 → allowed', () => {
  it('SHELL-161 the administration calls: 401 without a token, 403 for every role but the Administrator', async () => {
    const { announcementId } = (await create('Ladder')).body;
    const calls: [string, string, unknown?][] = [
      ['GET', path],
      ['POST', path, { title: 'Ladder 2', announcementDetails: 'x' }],
      ['POST', `${path}/SendEmailToOnlineUser`, { announcementId }],
      ['DELETE', `${path}/${announcementId}`],
    ];
    for (const [method, target, body] of calls) {
      expect((await server.request(method, target, { body })).status, target).toBe(401);
      for (const account of ['user', 'super', 'partner', 'other'] as const)
        expect((await server.as(account)(method, target, { body })).status, `${account} ${target}`).toBe(403);
      expect((await server.as('admin')(method, target, { body })).status, target).toBeLessThan(300);
    }
  });

  it('the reading calls: 401 without a token, 403 for the partner type, allowed for the others', async () => {
    const { announcementId } = (await create('Reading ladder')).body;
    for (const account of ['user', 'super', 'other', 'admin'] as const) {
      const me = (
        await server.as(account)<{ email: string; companyId: string | null }>('GET', '/api/v1/Users/GetUser')
      ).body;
      const body = [{ UserEmail: me.email, CompanyId: me.companyId, AnnouncementId: announcementId }];
      expect((await server.as(account)('GET', `${path}/GetByUser`)).status).toBe(200);
      expect((await server.as(account)('POST', `${path}/ReadByUser`, { body })).status).toBe(204);
    }
    expect((await server.request('GET', `${path}/GetByUser`)).status).toBe(401);
    expect((await server.request('POST', `${path}/ReadByUser`, { body: [] })).status).toBe(401);
    expect((await server.as('partner')('GET', `${path}/GetByUser`)).status).toBe(403);
    const partnerBody = [
      { UserEmail: 'partner@example.com', CompanyId: null, AnnouncementId: announcementId },
    ];
    expect((await server.as('partner')('POST', `${path}/ReadByUser`, { body: partnerBody })).status).toBe(
      403,
    );
  });
});
