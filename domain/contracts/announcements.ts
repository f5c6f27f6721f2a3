// Announcements (000 §3, §7; 003 §2, §3, §7; SHELL-102, SHELL-175, ADMIN-167; ADR 0083): written by
// Administrators, read by every signed-in user; the spec's field names.
import * as v from 'valibot';
import { IdParamsSchema, IdSchema, IsoDateTimeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const AnnouncementSchema = v.object({
  announcementId: IdSchema,
  title: v.string(),
  announcementDetails: v.string(),
  publishDate: IsoDateTimeSchema,
});
export type Announcement = v.InferOutput<typeof AnnouncementSchema>;

/** GET /Announcement/GetByUser: an announcement and whether the caller has read it. */
export const UserAnnouncementSchema = v.object({
  ...AnnouncementSchema.entries,
  isView: v.boolean(),
});
export type UserAnnouncement = v.InferOutput<typeof UserAnnouncementSchema>;

export const AnnouncementCreateSchema = v.object({
  title: v.pipe(
    v.string('Enter a title.'),
    v.trim(),
    v.minLength(1, 'Enter a title.'),
    v.maxLength(200, 'The title can be at most 200 characters.'),
  ),
  announcementDetails: v.pipe(
    v.string('Enter the announcement.'),
    v.trim(),
    v.minLength(1, 'Enter the announcement.'),
    v.maxLength(10_000, 'The announcement can be at most 10,000 characters.'),
  ),
  /** When it shows (now when absent). */
  publishDate: v.optional(IsoDateTimeSchema),
});
export type AnnouncementCreate = v.InferOutput<typeof AnnouncementCreateSchema>;

/** POST /Announcement/ReadByUser: one entry per announcement the caller read (SHELL-102). */
export const AnnouncementReadSchema = v.pipe(
  v.array(
    v.object({
      UserEmail: v.pipe(v.string(), v.maxLength(320)),
      CompanyId: v.nullish(v.pipe(v.string(), v.maxLength(64))),
      AnnouncementId: IdSchema,
    }),
  ),
  v.minLength(1, 'Name at least one announcement.'),
  v.maxLength(1000, 'At most 1000 announcements at a time.'),
);
export type AnnouncementRead = v.InferOutput<typeof AnnouncementReadSchema>;

/** POST /Announcement/SendEmailToOnlineUser: which announcement goes to the users online now. */
export const AnnouncementEmailSchema = v.object({ announcementId: IdSchema });
export const AnnouncementEmailResultSchema = v.object({ sent: v.number() });

/** The announcement endpoints (declared once for the server and the client, ADR 0111). */
export const announcementEndpoints = {
  list: endpoint({ method: 'get', path: '/Announcement', response: v.array(AnnouncementSchema) }),
  create: endpoint({
    method: 'post',
    path: '/Announcement',
    body: AnnouncementCreateSchema,
    response: AnnouncementSchema,
    status: 201,
  }),
  forUser: endpoint({
    method: 'get',
    path: '/Announcement/GetByUser',
    response: v.array(UserAnnouncementSchema),
  }),
  readByUser: endpoint({ method: 'post', path: '/Announcement/ReadByUser', body: AnnouncementReadSchema }),
  remove: endpoint({ method: 'delete', path: '/Announcement/{id}', params: IdParamsSchema }),
  sendToOnlineUsers: endpoint({
    method: 'post',
    path: '/Announcement/SendEmailToOnlineUser',
    body: AnnouncementEmailSchema,
    response: AnnouncementEmailResultSchema,
  }),
};
