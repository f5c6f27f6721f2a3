// Announcement administration calls (003 §2, §7; ADMIN-102, ADMIN-167): list, create, delete, send
// one by e-mail to the users online. Each change refreshes the lists (and the bell's).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  announcementEndpoints,
  type AnnouncementCreate,
} from '../../../../domain/contracts/announcements.ts';
import { callApi } from '../../../lib/api-client.ts';

export const announcementsKey = ['announcements', 'all'] as const;

export function useAnnouncements() {
  return useQuery({
    queryKey: announcementsKey,
    queryFn: ({ signal }) => callApi(announcementEndpoints.list, { signal }),
  });
}

export function useCreateAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (announcement: AnnouncementCreate) =>
      callApi(announcementEndpoints.create, { body: announcement }),
    onSettled: () => client.invalidateQueries({ queryKey: ['announcements'] }),
  });
}

export function useDeleteAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(announcementEndpoints.remove, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['announcements'] }),
  });
}

export function useSendAnnouncementEmail() {
  return useMutation({
    mutationFn: (announcementId: string) =>
      callApi(announcementEndpoints.sendToOnlineUsers, { body: { announcementId } }),
  });
}
