// Announcement administration calls (003 §2, §7; ADMIN-102, ADMIN-167): list, create, delete, send
// one by e-mail to the users online. Each change refreshes the lists (and the bell's).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  AnnouncementEmailResultSchema,
  AnnouncementSchema,
  type AnnouncementCreate,
} from '../../../../domain/contracts/announcements.ts';
import { api } from '../../../lib/api-client.ts';

export const announcementsKey = ['announcements', 'all'] as const;

export function useAnnouncements() {
  return useQuery({
    queryKey: announcementsKey,
    queryFn: ({ signal }) => api.get('/Announcement', { schema: v.array(AnnouncementSchema), signal }),
  });
}

export function useCreateAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (announcement: AnnouncementCreate) =>
      api.post('/Announcement', announcement, { schema: AnnouncementSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: ['announcements'] }),
  });
}

export function useDeleteAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/Announcement/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: ['announcements'] }),
  });
}

export function useSendAnnouncementEmail() {
  return useMutation({
    mutationFn: (announcementId: string) =>
      api.post(
        '/Announcement/SendEmailToOnlineUser',
        { announcementId },
        { schema: AnnouncementEmailResultSchema },
      ),
  });
}
