// Announcements (000 §2-§4, 003 §2; ADMIN-102, SHELL-175; ADR 0083): Administrators create and
// delete them and send one by e-mail to the users online; every signed-in user but the partner
// type reads them and marks them read (then they are archived for that user).
import { randomUUID } from 'node:crypto';
import type {
  Announcement,
  AnnouncementCreate,
  AnnouncementRead,
  UserAnnouncement,
} from '../../domain/contracts/announcements.ts';
import { onlineWindowMinutes } from '../../domain/contracts/users.ts';
import type { SqlEngine } from '../db/sql-engine.ts';
import { invalidInput, notFound } from '../http/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { requireAdmin, requireNotPartner } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import * as repository from './announcements.repository.ts';

export const announcementTexts = {
  notFound: 'The announcement was not found.',
  onlyYourself: 'Announcements can only be marked read for yourself.',
} as const;

export function createAnnouncementsService(deps: {
  engine: SqlEngine;
  mailer: Mailer;
  now: () => Date;
  publicUrl: string;
}) {
  const { engine } = deps;
  return {
    async list(actor: Actor): Promise<Announcement[]> {
      requireAdmin(actor);
      return repository.listAnnouncements(engine);
    },

    async create(actor: Actor, input: AnnouncementCreate): Promise<Announcement> {
      requireAdmin(actor);
      const id = randomUUID();
      await repository.insertAnnouncement(engine, {
        id,
        title: input.title,
        details: input.announcementDetails,
        publishDate: input.publishDate ? new Date(input.publishDate) : deps.now(),
        createdBy: actor.userId,
      });
      return (await repository.findAnnouncement(engine, id))!;
    },

    async remove(actor: Actor, id: string): Promise<void> {
      requireAdmin(actor);
      if (!(await repository.deleteAnnouncement(engine, id))) throw notFound(announcementTexts.notFound);
    },

    async forUser(actor: Actor): Promise<UserAnnouncement[]> {
      requireNotPartner(actor);
      return repository.listForUser(engine, actor.userId, deps.now());
    },

    /** Marks the listed announcements read by the caller; every entry must name the caller. */
    async readByUser(actor: Actor, entries: AnnouncementRead): Promise<void> {
      requireNotPartner(actor);
      const email = actor.email.toLowerCase();
      if (entries.some((entry) => entry.UserEmail.trim().toLowerCase() !== email))
        throw invalidInput(announcementTexts.onlyYourself, 'UserEmail');
      const ids = [...new Set(entries.map((entry) => entry.AnnouncementId))];
      if ((await repository.countExisting(engine, ids)) < ids.length)
        throw notFound(announcementTexts.notFound);
      await repository.markRead(engine, actor.userId, ids, deps.now());
    },

    /** E-mails the announcement to every user active within the online window (ADMIN-019's 10 minutes). */
    async sendToOnlineUsers(actor: Actor, announcementId: string): Promise<{ sent: number }> {
      requireAdmin(actor);
      const announcement = await repository.findAnnouncement(engine, announcementId);
      if (!announcement) throw notFound(announcementTexts.notFound);
      const since = new Date(deps.now().getTime() - onlineWindowMinutes * 60_000);
      const users = await repository.listOnlineUsers(engine, since);
      const text = [
        announcement.title,
        '',
        announcement.announcementDetails,
        '',
        `Wakeline: ${deps.publicUrl}`,
      ].join('\n');
      for (const user of users)
        await deps.mailer.send({ to: user.email, subject: `[Wakeline] ${announcement.title}`, text });
      return { sent: users.length };
    },
  };
}
