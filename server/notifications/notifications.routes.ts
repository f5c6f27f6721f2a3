// Alert rules and incidents (000 §7: PUT /Incidents/{id}, POST /Incidents; endpoints.tsv proposes
// GET /Incidents/Open and /Incidents/Open/Fleet; the rule calls are ours: ADR 0083).
import { notificationEndpoints as endpoints } from '../../domain/contracts/notifications.ts';
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
      ...endpoints.rules,
      tag,
      summary: 'The alert rules of the vessels the caller sees, or of one vessel',
      access,
    },
    ({ actor, query }) => notifications.listRules(actor, query.vesselId),
  );
  router.authenticated(
    {
      ...endpoints.recipients,
      tag,
      summary: "Who may receive a vessel's notifications: the users of its company who see it",
      access,
    },
    ({ actor, query }) => notifications.recipients(actor, query.vesselId),
  );
  router.authenticated(
    {
      ...endpoints.rule,
      tag,
      summary: 'One alert rule, its version also as ETag',
      access,
    },
    ({ actor, params, c }) => withVersion(c, () => notifications.getRule(actor, params.id)),
  );
  router.authenticated(
    {
      ...endpoints.createRule,
      tag,
      summary:
        "Creates an alert rule on one of the vessel's log variables (Above, Below, OutsideRange, NoData); evaluated after every import that adds data",
      access,
    },
    ({ actor, body }) => notifications.createRule(actor, body),
  );
  router.authenticated(
    {
      ...endpoints.updateRule,
      tag,
      summary: `Edits an alert rule (the body of the create; its vessel cannot change). A changed condition ends the episode going on at the rule's watermark and judges the next imported data; ${ifMatchHeader} carries the version it was based on (412 with the current rule when stale, 428 without it)`,
      access,
    },
    ({ actor, params, body, c }) =>
      withVersion(c, () => notifications.updateRule(actor, params.id, body, ifMatchOf(c))),
  );
  router.authenticated(
    {
      ...endpoints.removeRule,
      tag,
      summary: `Deletes an alert rule and its incidents; ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
      access,
    },
    ({ actor, params, c }) => orRefusal(c, () => notifications.deleteRule(actor, params.id, ifMatchOf(c))),
  );

  router.authenticated(
    {
      ...endpoints.openIncidents,
      tag,
      summary:
        "Open notifications (the condition still holds, not acknowledged): the caller's own (rules it receives) or, with vesselId, every one of the vessel",
      access,
    },
    ({ actor, query }) => notifications.openIncidents(actor, query.vesselId),
  );
  router.authenticated(
    {
      ...endpoints.openFleetIncidents,
      tag,
      summary: 'Open notifications (still holding, not acknowledged) on every vessel the caller sees',
      access,
    },
    ({ actor }) => notifications.openFleetIncidents(actor),
  );
  router.authenticated(
    {
      ...endpoints.incidents,
      tag,
      summary: "The vessel's incidents, newest first",
      access,
    },
    ({ actor, query }) => notifications.vesselIncidents(actor, query.vesselId),
  );
  router.authenticated(
    {
      ...endpoints.incidentGroups,
      tag,
      summary:
        'The notifications grouped by vessel, rule and state (Open, Cleared, Acknowledged): count, first and last time',
      access,
    },
    ({ actor, query }) => notifications.incidentGroups(actor, query),
  );
  router.authenticated(
    {
      ...endpoints.incident,
      tag,
      summary: 'One incident',
      access,
    },
    ({ actor, params }) => notifications.getIncident(actor, params.id),
  );
  router.authenticated(
    {
      ...endpoints.acknowledge,
      tag,
      summary: 'Acknowledges one notification (SHELL-176)',
      access,
    },
    ({ actor, params, body }) => notifications.acknowledge(actor, params.id, body.id),
  );
  router.authenticated(
    {
      ...endpoints.acknowledgeAll,
      tag,
      summary: "Acknowledges the incidents listed ('Mark all as acknowledged', SHELL-176)",
      access,
    },
    ({ actor, body }) =>
      notifications.acknowledgeAll(
        actor,
        body.map((incident) => incident.id),
      ),
  );
}
