// Alert rules and incidents (000 §7: PUT /Incidents/{id}, POST /Incidents; endpoints.tsv proposes
// GET /Incidents/Open and /Incidents/Open/Fleet; the rule calls are ours: ADR 0083).
import * as v from 'valibot';
import { IdParamsSchema } from '../../domain/contracts/common.ts';
import {
  AcknowledgedSchema,
  IncidentAcknowledgeSchema,
  IncidentGroupSchema,
  IncidentGroupsQuerySchema,
  IncidentSchema,
  IncidentsAcknowledgeSchema,
  IncidentsOpenQuerySchema,
  IncidentsQuerySchema,
  NotificationRuleCreateSchema,
  NotificationRuleSchema,
  NotificationRulesQuerySchema,
  RecipientSchema,
  RecipientsQuerySchema,
} from '../../domain/contracts/notifications.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, orRefusal, withVersion } from '../http/sync-http.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { createNotificationsService } from './notifications.service.ts';

const tag = 'Notifications';
const access = 'Every role that sees the vessel, except KognifaiUser';

export function registerNotificationRoutes(
  router: ApiRouter,
  services: { notifications: ReturnType<typeof createNotificationsService> },
): void {
  const { notifications } = services;

  router.authenticated(
    {
      method: 'get',
      path: '/NotificationRules',
      tag,
      summary: 'The alert rules of the vessels the caller sees, or of one vessel',
      access,
      query: NotificationRulesQuerySchema,
      response: v.array(NotificationRuleSchema),
    },
    ({ actor, query }) => notifications.listRules(actor, query.vesselId),
  );
  router.authenticated(
    {
      method: 'get',
      path: '/NotificationRules/Recipients',
      tag,
      summary: "Who may receive a vessel's notifications: the users of its company who see it",
      access,
      query: RecipientsQuerySchema,
      response: v.array(RecipientSchema),
    },
    ({ actor, query }) => notifications.recipients(actor, query.vesselId),
  );
  router.authenticated(
    {
      method: 'get',
      path: '/NotificationRules/{id}',
      tag,
      summary: 'One alert rule, its version also as ETag',
      access,
      params: IdParamsSchema,
      response: NotificationRuleSchema,
    },
    ({ actor, params, c }) => withVersion(c, () => notifications.getRule(actor, params.id)),
  );
  router.authenticated(
    {
      method: 'post',
      path: '/NotificationRules',
      tag,
      summary:
        "Creates an alert rule on one of the vessel's log variables (Above, Below, OutsideRange, NoData); evaluated after every import that adds data",
      access,
      body: NotificationRuleCreateSchema,
      response: NotificationRuleSchema,
      status: 201,
    },
    ({ actor, body }) => notifications.createRule(actor, body),
  );
  router.authenticated(
    {
      method: 'put',
      path: '/NotificationRules/{id}',
      tag,
      summary: `Edits an alert rule (the body of the create; its vessel cannot change). A changed condition ends the episode going on at the rule's watermark and judges the next imported data; ${ifMatchHeader} carries the version it was based on (412 with the current rule when stale, 428 without it)`,
      access,
      params: IdParamsSchema,
      body: NotificationRuleCreateSchema,
      response: NotificationRuleSchema,
    },
    ({ actor, params, body, c }) =>
      withVersion(c, () => notifications.updateRule(actor, params.id, body, ifMatchOf(c))),
  );
  router.authenticated(
    {
      method: 'delete',
      path: '/NotificationRules/{id}',
      tag,
      summary: `Deletes an alert rule and its incidents; ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
      access,
      params: IdParamsSchema,
    },
    ({ actor, params, c }) => orRefusal(c, () => notifications.deleteRule(actor, params.id, ifMatchOf(c))),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Incidents/Open',
      tag,
      summary:
        "Open notifications (the condition still holds, not acknowledged): the caller's own (rules it receives) or, with vesselId, every one of the vessel",
      access,
      query: IncidentsOpenQuerySchema,
      response: v.array(IncidentSchema),
    },
    ({ actor, query }) => notifications.openIncidents(actor, query.vesselId),
  );
  router.authenticated(
    {
      method: 'get',
      path: '/Incidents/Open/Fleet',
      tag,
      summary: 'Open notifications (still holding, not acknowledged) on every vessel the caller sees',
      access,
      response: v.array(IncidentSchema),
    },
    ({ actor }) => notifications.openFleetIncidents(actor),
  );
  router.authenticated(
    {
      method: 'get',
      path: '/Incidents',
      tag,
      summary: "The vessel's incidents, newest first",
      access,
      query: IncidentsQuerySchema,
      response: v.array(IncidentSchema),
    },
    ({ actor, query }) => notifications.vesselIncidents(actor, query.vesselId),
  );
  router.authenticated(
    {
      method: 'get',
      path: '/Incidents/Groups',
      tag,
      summary:
        'The notifications grouped by vessel, rule and state (Open, Cleared, Acknowledged): count, first and last time',
      access,
      query: IncidentGroupsQuerySchema,
      response: v.array(IncidentGroupSchema),
    },
    ({ actor, query }) => notifications.incidentGroups(actor, query),
  );
  router.authenticated(
    {
      method: 'get',
      path: '/Incidents/{id}',
      tag,
      summary: 'One incident',
      access,
      params: IdParamsSchema,
      response: IncidentSchema,
    },
    ({ actor, params }) => notifications.getIncident(actor, params.id),
  );
  router.authenticated(
    {
      method: 'put',
      path: '/Incidents/{id}',
      tag,
      summary: 'Acknowledges one notification (SHELL-176)',
      access,
      params: IdParamsSchema,
      body: IncidentAcknowledgeSchema,
      response: IncidentSchema,
    },
    ({ actor, params, body }) => notifications.acknowledge(actor, params.id, body.id),
  );
  router.authenticated(
    {
      method: 'post',
      path: '/Incidents',
      tag,
      summary: "Acknowledges the incidents listed ('Mark all as acknowledged', SHELL-176)",
      access,
      body: IncidentsAcknowledgeSchema,
      response: AcknowledgedSchema,
    },
    ({ actor, body }) =>
      notifications.acknowledgeAll(
        actor,
        body.map((incident) => incident.id),
      ),
  );
}
