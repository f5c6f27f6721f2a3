// The alert rule calls (ADR 0083): GET /NotificationRules (all or one vessel's), the recipients a
// vessel offers, one rule, POST (create), PUT (edit) and DELETE; each change refreshes the rule lists.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { logVariableEndpoints } from '../../../../domain/contracts/log-variables.ts';
import {
  notificationEndpoints,
  type NotificationRule,
  type NotificationRuleCreate,
} from '../../../../domain/contracts/notifications.ts';
import { callApi } from '../../../lib/api-client.ts';
import { basedOnHeaders } from '../../../lib/stale-save.ts';

export const rulesKey = (vesselId?: string) => ['notification-rules', vesselId ?? 'all'] as const;

export function useNotificationRules(vesselId?: string) {
  return useQuery({
    queryKey: rulesKey(vesselId),
    queryFn: ({ signal }) => callApi(notificationEndpoints.rules, { query: { vesselId }, signal }),
  });
}

export function useNotificationRule(id: string) {
  return useQuery({
    queryKey: ['notification-rules', 'one', id],
    queryFn: ({ signal }) => callApi(notificationEndpoints.rule, { params: { id }, signal }),
  });
}

export function useRecipients(vesselId: string | null) {
  return useQuery({
    queryKey: ['notification-rules', 'recipients', vesselId],
    enabled: vesselId !== null,
    queryFn: ({ signal }) =>
      callApi(notificationEndpoints.recipients, { query: { vesselId: vesselId ?? '' }, signal }),
  });
}

export function useVesselVariables(vesselId: string | null) {
  return useQuery({
    queryKey: ['notification-rules', 'variables', vesselId],
    enabled: vesselId !== null,
    queryFn: ({ signal }) =>
      callApi(logVariableEndpoints.byVessels, { query: { vesselIds: vesselId ?? '' }, signal }),
  });
}

export function useCreateRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rule: NotificationRuleCreate) => callApi(notificationEndpoints.createRule, { body: rule }),
    onSettled: () => client.invalidateQueries({ queryKey: ['notification-rules'] }),
  });
}

/**
 * PUT /NotificationRules/{id}: the create's body; the vessel stays the rule's. Based on the version
 * the form was filled from (If-Match, ADR 0092): 412 with the rule as saved now when stale.
 */
export function useUpdateRule(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ rule, basedOn }: { rule: NotificationRuleCreate; basedOn: number }) =>
      callApi(notificationEndpoints.updateRule, { params: { id }, body: rule, ...basedOnHeaders(basedOn) }),
    onSettled: () => client.invalidateQueries({ queryKey: ['notification-rules'] }),
  });
}

export function useDeleteRule() {
  const client = useQueryClient();
  return useMutation({
    /** Based on the version shown: a rule changed since is not deleted unseen (412). */
    mutationFn: (rule: NotificationRule) =>
      callApi(notificationEndpoints.removeRule, { params: { id: rule.id }, ...basedOnHeaders(rule.version) }),
    onSettled: () => client.invalidateQueries({ queryKey: ['notification-rules'] }),
  });
}
