// Announcements (000 §7, 003 §7: the spec's six calls; SHELL-175, ADMIN-167; ADR 0083).
import * as v from 'valibot';
import {
  AnnouncementCreateSchema,
  AnnouncementEmailResultSchema,
  AnnouncementEmailSchema,
  AnnouncementReadSchema,
  AnnouncementSchema,
  UserAnnouncementSchema,
} from '../../domain/contracts/announcements.ts';
import { IdParamsSchema } from '../../domain/contracts/common.ts';
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
      method: 'get',
      path: '/Announcement',
      tag,
      summary: 'Every announcement, newest first (announcement administration)',
      access: 'Administrator',
      response: v.array(AnnouncementSchema),
    },
    ({ actor }) => announcements.list(actor),
  );
  router.authenticated(
    {
      method: 'post',
      path: '/Announcement',
      tag,
      summary: 'Creates an announcement (published now unless publishDate says when)',
      access: 'Administrator',
      body: AnnouncementCreateSchema,
      response: AnnouncementSchema,
      status: 201,
    },
    ({ actor, body }) => announcements.create(actor, body),
  );
  router.authenticated(
    {
      method: 'get',
      path: '/Announcement/GetByUser',
      tag,
      summary: "The published announcements with the caller's read flag (isView); polled every 60 s",
      access: 'Every role except KognifaiUser',
      response: v.array(UserAnnouncementSchema),
    },
    ({ actor }) => announcements.forUser(actor),
  );
  router.authenticated(
    {
      method: 'post',
      path: '/Announcement/ReadByUser',
      tag,
      summary: 'Marks announcements read by the caller: a list of {UserEmail, CompanyId, AnnouncementId}',
      access: 'Every role except KognifaiUser, for itself',
      body: AnnouncementReadSchema,
    },
    async ({ actor, body }) => {
      await announcements.readByUser(actor, body);
    },
  );
  router.authenticated(
    {
      method: 'delete',
      path: '/Announcement/{id}',
      tag,
      summary: 'Deletes an announcement',
      access: 'Administrator',
      params: IdParamsSchema,
    },
    async ({ actor, params }) => {
      await announcements.remove(actor, params.id);
    },
  );
  router.authenticated(
    {
      method: 'post',
      path: '/Announcement/SendEmailToOnlineUser',
      tag,
      summary: 'E-mails an announcement to the users active in the last 10 minutes; answers how many',
      access: 'Administrator',
      body: AnnouncementEmailSchema,
      response: AnnouncementEmailResultSchema,
    },
    ({ actor, body }) => announcements.sendToOnlineUsers(actor, body.announcementId),
  );
}
