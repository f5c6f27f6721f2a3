// The calls of the bell and its dialog (000 §2-§4, §7; SHELL-135: polled every 60 s): the caller's
// open incidents and its announcements, acknowledge one or all, mark announcements read.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { announcementEndpoints, type UserAnnouncement } from '../../../domain/contracts/announcements.ts';
import { notificationEndpoints, type Incident } from '../../../domain/contracts/notifications.ts';
import { callApi } from '../../lib/api-client.ts';

/** SHELL-135: announcements and incidents are polled every 60,000 ms. */
export const notificationPollMs = 60_000;

export const openIncidentsKey = ['incidents', 'open', 'mine'] as const;
export const userAnnouncementsKey = ['announcements', 'by-user'] as const;

export function useMyOpenIncidents() {
  return useQuery({
    queryKey: openIncidentsKey,
    queryFn: ({ signal }) => callApi(notificationEndpoints.openIncidents, { signal }),
    refetchInterval: notificationPollMs,
  });
}

export function useUserAnnouncements() {
  return useQuery({
    queryKey: userAnnouncementsKey,
    queryFn: ({ signal }) => callApi(announcementEndpoints.forUser, { signal }),
    refetchInterval: notificationPollMs,
  });
}

export function useAcknowledge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (incident: Incident) =>
      callApi(notificationEndpoints.acknowledge, {
        params: { id: incident.id },
        body: { ...incident, acknowledged: true },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['incidents'] }),
  });
}

export function useAcknowledgeAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (incidents: Incident[]) =>
      callApi(notificationEndpoints.acknowledgeAll, { body: incidents.map(({ id }) => ({ id })) }),
    onSettled: () => client.invalidateQueries({ queryKey: ['incidents'] }),
  });
}

export function useMarkRead(user: { email: string; companyId: string | null }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (announcements: UserAnnouncement[]) =>
      callApi(announcementEndpoints.readByUser, {
        body: announcements.map((announcement) => ({
          UserEmail: user.email,
          CompanyId: user.companyId,
          AnnouncementId: announcement.announcementId,
        })),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['announcements'] }),
  });
}
