// Announcements (000 §7, 003 §7: the spec's six calls; SHELL-175, ADMIN-167; ADR 0083).
import { announcementEndpoints as endpoints } from '../../domain/contracts/announcements.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { createAnnouncementsService } from './announcements.service.ts';

const tag = 'Announcements';

export function registerAnnouncementRoutes(
  router: ApiRouter,
  services: { announcements: ReturnType<typeof createAnnouncementsService> },
): void {
  const { announcements } = services;

  router.authenticated(
    {
      ...endpoints.list,
      tag,
      summary: 'Every announcement, newest first (announcement administration)',
      access: 'Administrator',
    },
    ({ actor }) => announcements.list(actor),
  );
  router.authenticated(
    {
      ...endpoints.create,
      tag,
      summary: 'Creates an announcement (published now unless publishDate says when)',
      access: 'Administrator',
    },
    ({ actor, body }) => announcements.create(actor, body),
  );
  router.authenticated(
    {
      ...endpoints.forUser,
      tag,
      summary: "The published announcements with the caller's read flag (isView); polled every 60 s",
      access: 'Every role except KognifaiUser',
    },
    ({ actor }) => announcements.forUser(actor),
  );
  router.authenticated(
    {
      ...endpoints.readByUser,
      tag,
      summary: 'Marks announcements read by the caller: a list of {UserEmail, CompanyId, AnnouncementId}',
      access: 'Every role except KognifaiUser, for itself',
    },
    async ({ actor, body }) => {
      await announcements.readByUser(actor, body);
    },
  );
  router.authenticated(
    {
      ...endpoints.remove,
      tag,
      summary: 'Deletes an announcement',
      access: 'Administrator',
    },
    async ({ actor, params }) => {
      await announcements.remove(actor, params.id);
    },
  );
  router.authenticated(
    {
      ...endpoints.sendToOnlineUsers,
      tag,
      summary: 'E-mails an announcement to the users active in the last 10 minutes; answers how many',
      access: 'Administrator',
    },
    ({ actor, body }) => announcements.sendToOnlineUsers(actor, body.announcementId),
  );
}
