// Alert rules and incidents (000 §2-§4, §7; issue 14 §2; ADR 0083). The spec shows the incident
// (SHELL-103) and its acknowledge calls (SHELL-176); the rule calls are ours, in the same style:
// /NotificationRules, /Incidents.
import * as v from 'valibot';
import {
  CONDITION_TYPES,
  SEVERITIES,
  conditionProblem,
  MAX_NO_DATA_MINUTES,
} from '../notifications/alert-rules.ts';
import { DEFAULT_MIN_DURATION_MINUTES, MAX_MIN_DURATION_MINUTES } from '../notifications/episodes.ts';
import { ALERT_STATES } from '../notifications/grouping.ts';
import { IdParamsSchema, IdSchema, IsoDateTimeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const NotificationRuleSchema = v.object({
  id: IdSchema,
  vesselId: IdSchema,
  vesselName: v.string(),
  name: v.string(),
  logVariableId: IdSchema,
  logVariableName: v.string(),
  unit: v.string(),
  conditionType: v.picklist(CONDITION_TYPES),
  lowerLimit: v.nullable(v.number()),
  upperLimit: v.nullable(v.number()),
  noDataMinutes: v.nullable(v.number()),
  /** A value rule fires only once its condition has held this long (ADR 0110). */
  minDurationMinutes: v.number(),
  severity: v.picklist(SEVERITIES),
  /** 'Shaft power above 8000 kW'. */
  conditionDetails: v.string(),
  recipients: v.array(v.object({ id: IdSchema, name: v.string(), email: v.string() })),
  createdAt: IsoDateTimeSchema,
  /** The data time up to which the rule has been evaluated (null before its first import). */
  evaluatedTo: v.nullable(IsoDateTimeSchema),
  /** Whether an episode of the condition is going on (an incident that has not cleared). */
  active: v.boolean(),
  /** The row version; an edit or delete sends it back in If-Match (ADR 0092). */
  version: v.pipe(v.number(), v.integer()),
});
export type NotificationRule = v.InferOutput<typeof NotificationRuleSchema>;

const finite = (label: string) =>
  v.nullish(v.pipe(v.number(`${label} must be a number.`), v.finite(`${label} must be a number.`)), null);

export const NotificationRuleCreateSchema = v.pipe(
  v.object({
    vesselId: IdSchema,
    name: v.pipe(
      v.string('Enter a name.'),
      v.trim(),
      v.minLength(1, 'Enter a name.'),
      v.maxLength(100, 'The name can be at most 100 characters.'),
    ),
    logVariableId: IdSchema,
    conditionType: v.picklist(CONDITION_TYPES, 'Choose a condition.'),
    lowerLimit: finite('The lower limit'),
    upperLimit: finite('The upper limit'),
    noDataMinutes: v.nullish(
      v.pipe(
        v.number('The minutes must be a number.'),
        v.integer('The minutes must be a whole number.'),
        v.minValue(1, 'Enter the minutes without data (at least 1).'),
        v.maxValue(MAX_NO_DATA_MINUTES, 'The period without data can be at most 30 days.'),
      ),
      null,
    ),
    /** Minutes the condition must hold before the rule fires (value rules; default 10). */
    minDurationMinutes: v.optional(
      v.pipe(
        v.number('The minimum duration must be a number of minutes.'),
        v.integer('The minimum duration must be a whole number of minutes.'),
        v.minValue(0, 'The minimum duration cannot be negative.'),
        v.maxValue(MAX_MIN_DURATION_MINUTES, 'The minimum duration can be at most one day (1440 minutes).'),
      ),
      DEFAULT_MIN_DURATION_MINUTES,
    ),
    severity: v.picklist(SEVERITIES, 'Choose a severity.'),
    /** Users who see the vessel; the one who creates the rule when empty. */
    recipientIds: v.pipe(v.array(IdSchema), v.maxLength(50, 'A rule can have at most 50 recipients.')),
  }),
  v.check(
    (rule) => conditionProblem(rule) === null,
    (issue) => conditionProblem(issue.input) ?? '',
  ),
);
export type NotificationRuleCreate = v.InferOutput<typeof NotificationRuleCreateSchema>;

export const NotificationRulesQuerySchema = v.object({ vesselId: v.optional(IdSchema) });

/** GET /NotificationRules/Recipients?vesselId=: who may receive a rule's notifications. */
export const RecipientsQuerySchema = v.object({ vesselId: IdSchema });
export const RecipientSchema = v.object({ id: IdSchema, name: v.string(), email: v.string() });
export type Recipient = v.InferOutput<typeof RecipientSchema>;

/** The incident of SHELL-103, plus what the lists show. */
export const IncidentSchema = v.object({
  id: IdSchema,
  severity: v.picklist(SEVERITIES),
  vesselId: IdSchema,
  vesselName: v.string(),
  ruleId: IdSchema,
  ruleName: v.string(),
  /** The condition type as shown ('Above', 'Outside range', 'No data'). */
  conditionType: v.string(),
  conditionDetails: v.string(),
  /** The log variable the rule watches (its name). */
  conditionTargetKey: v.string(),
  acknowledged: v.boolean(),
  acknowledgedAt: v.nullable(IsoDateTimeSchema),
  /** When the data crossed the condition (data time). */
  openVesselEvent: v.object({ timestamp: IsoDateTimeSchema }),
  /** When the condition stopped holding (data time); null while it holds. */
  clearedAt: v.nullable(IsoDateTimeSchema),
  /** Open (holds, not acknowledged), Cleared (stopped holding, not acknowledged) or Acknowledged. */
  state: v.picklist(ALERT_STATES),
  createdAt: IsoDateTimeSchema,
});
export type Incident = v.InferOutput<typeof IncidentSchema>;

export const IncidentsOpenQuerySchema = v.object({ vesselId: v.optional(IdSchema) });
export const IncidentsQuerySchema = v.object({ vesselId: IdSchema });

/** GET /Incidents/Groups: the alerts grouped by vessel, rule and state (ADR 0110). */
export const IncidentGroupsQuerySchema = v.object({
  vesselId: v.optional(IdSchema),
  state: v.optional(v.picklist(ALERT_STATES, 'The state must be Open, Cleared or Acknowledged.')),
});
export type IncidentGroupsQuery = v.InferOutput<typeof IncidentGroupsQuerySchema>;

export const IncidentGroupSchema = v.object({
  key: v.string(),
  state: v.picklist(ALERT_STATES),
  vesselId: IdSchema,
  vesselName: v.string(),
  ruleId: IdSchema,
  ruleName: v.string(),
  severity: v.picklist(SEVERITIES),
  /** The newest episode's details. */
  conditionDetails: v.string(),
  count: v.number(),
  /** First and last time the data crossed the condition (data time). */
  firstAt: IsoDateTimeSchema,
  lastAt: IsoDateTimeSchema,
  /** The episodes' ids, newest first (to acknowledge the group). */
  incidentIds: v.array(IdSchema),
});
export type IncidentGroup = v.InferOutput<typeof IncidentGroupSchema>;

/** PUT /Incidents/{id}: the incident as the client has it; `acknowledged: true` acknowledges it. */
export const IncidentAcknowledgeSchema = v.object({
  id: v.optional(IdSchema),
  acknowledged: v.literal(true, 'Only acknowledging an incident is possible.'),
});

/** POST /Incidents: the incidents to acknowledge ('Mark all as acknowledged'). */
export const IncidentsAcknowledgeSchema = v.pipe(
  v.array(v.object({ id: IdSchema })),
  v.minLength(1, 'Name at least one incident.'),
  v.maxLength(1000, 'At most 1000 incidents at a time.'),
);

export const AcknowledgedSchema = v.object({ acknowledged: v.number() });

/** The alert rule and incident endpoints (declared once for the server and the client, ADR 0111). */
export const notificationEndpoints = {
  rules: endpoint({
    method: 'get',
    path: '/NotificationRules',
    query: NotificationRulesQuerySchema,
    response: v.array(NotificationRuleSchema),
  }),
  recipients: endpoint({
    method: 'get',
    path: '/NotificationRules/Recipients',
    query: RecipientsQuerySchema,
    response: v.array(RecipientSchema),
  }),
  rule: endpoint({
    method: 'get',
    path: '/NotificationRules/{id}',
    params: IdParamsSchema,
    response: NotificationRuleSchema,
  }),
  createRule: endpoint({
    method: 'post',
    path: '/NotificationRules',
    body: NotificationRuleCreateSchema,
    response: NotificationRuleSchema,
    status: 201,
  }),
  updateRule: endpoint({
    method: 'put',
    path: '/NotificationRules/{id}',
    params: IdParamsSchema,
    body: NotificationRuleCreateSchema,
    response: NotificationRuleSchema,
  }),
  removeRule: endpoint({ method: 'delete', path: '/NotificationRules/{id}', params: IdParamsSchema }),
  openIncidents: endpoint({
    method: 'get',
    path: '/Incidents/Open',
    query: IncidentsOpenQuerySchema,
    response: v.array(IncidentSchema),
  }),
  openFleetIncidents: endpoint({
    method: 'get',
    path: '/Incidents/Open/Fleet',
    response: v.array(IncidentSchema),
  }),
  incidents: endpoint({
    method: 'get',
    path: '/Incidents',
    query: IncidentsQuerySchema,
    response: v.array(IncidentSchema),
  }),
  incidentGroups: endpoint({
    method: 'get',
    path: '/Incidents/Groups',
    query: IncidentGroupsQuerySchema,
    response: v.array(IncidentGroupSchema),
  }),
  incident: endpoint({
    method: 'get',
    path: '/Incidents/{id}',
    params: IdParamsSchema,
    response: IncidentSchema,
  }),
  acknowledge: endpoint({
    method: 'put',
    path: '/Incidents/{id}',
    params: IdParamsSchema,
    body: IncidentAcknowledgeSchema,
    response: IncidentSchema,
  }),
  acknowledgeAll: endpoint({
    method: 'post',
    path: '/Incidents',
    body: IncidentsAcknowledgeSchema,
    response: AcknowledgedSchema,
  }),
};
