// The incident reads of the notification pages (ADR 0083): a vessel's incidents and those not
// acknowledged on every vessel the user sees; acknowledging refreshes every incident query (the bell too).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints, type Incident } from '../../../../domain/contracts/notifications.ts';
import { callApi } from '../../../lib/api-client.ts';

export function useVesselIncidents(vesselId: string) {
  return useQuery({
    queryKey: ['incidents', 'vessel', vesselId],
    queryFn: ({ signal }) => callApi(notificationEndpoints.incidents, { query: { vesselId }, signal }),
    refetchInterval: 60_000,
  });
}

export function useFleetOpenIncidents() {
  return useQuery({
    queryKey: ['incidents', 'open', 'fleet'],
    queryFn: ({ signal }) => callApi(notificationEndpoints.openFleetIncidents, { signal }),
    refetchInterval: 60_000,
  });
}

export function useAcknowledgeIncident() {
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

/** The notifications grouped by vessel, rule and state (ADR 0110); of one vessel or of the fleet. */
export function useIncidentGroups(vesselId?: string) {
  return useQuery({
    queryKey: ['incidents', 'groups', vesselId ?? 'fleet'],
    queryFn: ({ signal }) =>
      callApi(notificationEndpoints.incidentGroups, { query: vesselId ? { vesselId } : {}, signal }),
    refetchInterval: 60_000,
  });
}

/** Acknowledges the incidents of a group at once (POST /Incidents, SHELL-176). */
export function useAcknowledgeIncidents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      callApi(notificationEndpoints.acknowledgeAll, { body: ids.map((id) => ({ id })) }),
    onSettled: () => client.invalidateQueries({ queryKey: ['incidents'] }),
  });
}
