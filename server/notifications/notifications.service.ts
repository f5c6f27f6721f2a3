// Alert rules and incidents (issue 14 §2, 000 §2-§4, ADR 0083). Every role that sees the vessel,
// except the partner type, reads and writes its rules and acknowledges its incidents; the access
// check comes first. Incidents are written only by the rule evaluation (rule-evaluation.ts).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { groupAlerts } from '../../domain/notifications/grouping.ts';
import type {
  Incident,
  IncidentGroup,
  IncidentGroupsQuery,
  NotificationRule,
  NotificationRuleCreate,
  Recipient,
} from '../../domain/contracts/notifications.ts';
import type { Database } from '../db/schema.ts';
import type { SqlEngine } from '../db/sql-engine.ts';
import { invalidInput, notFound } from '../http/app-error.ts';
import { preconditionFailed, requireIfMatch } from '../http/sync-refusal.ts';
import { requireNotPartner } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import { requireAccessToAll, type VoyageDataAccess } from '../vessels/public.ts';
import * as repository from './notifications.repository.ts';

export const notificationTexts = {
  ruleNotFound: 'The alert rule was not found.',
  incidentNotFound: 'The notification was not found.',
  variableNotOfVessel: 'The log variable is not one of the vessel’s.',
  recipientCannotSee: 'Every recipient must be a user who sees the vessel.',
  vesselCannotChange: 'The vessel of an alert rule cannot change; make a new rule for the other vessel.',
} as const;

export type NotificationsService = ReturnType<typeof createNotificationsService>;

export function createNotificationsService(deps: {
  db: Kysely<Database>;
  engine: SqlEngine;
  now: () => Date;
  access: VoyageDataAccess;
}) {
  const { engine } = deps;

  /** The vessels the caller reaches, or the one named after the access check. */
  async function vesselsOf(actor: Actor, vesselId?: string): Promise<string[]> {
    requireNotPartner(actor);
    if (vesselId) {
      await deps.access(actor, vesselId);
      return [vesselId];
    }
    return repository.reachableVesselIds(deps.db, actor);
  }

  /**
   * The rule's content once its log variable is one of the vessel's and every recipient may see
   * the vessel (the caller when none is named), else 400.
   */
  async function checkedContent(
    actor: Actor,
    vesselId: string,
    input: NotificationRuleCreate,
  ): Promise<repository.RuleContent> {
    if (!(await repository.isVesselVariable(engine, vesselId, input.logVariableId)))
      throw invalidInput(notificationTexts.variableNotOfVessel, 'logVariableId');
    const recipientIds = [...new Set(input.recipientIds.length > 0 ? input.recipientIds : [actor.userId])];
    const allowed = new Set(
      (await repository.listRecipientCandidates(engine, vesselId)).map((user) => user.id),
    );
    allowed.add(actor.userId);
    if (recipientIds.some((recipient) => !allowed.has(recipient)))
      throw invalidInput(notificationTexts.recipientCannotSee, 'recipientIds');
    // The schema keeps only its own fields: the rule's content is the input without its vessel.
    const { vesselId: _vessel, ...content } = input;
    return { ...content, recipientIds };
  }

  async function requireIncidentsInReach(actor: Actor, ids: string[]): Promise<void> {
    requireNotPartner(actor);
    const vessels = await repository.incidentVessels(engine, ids);
    if (vessels.size < new Set(ids).size) throw notFound(notificationTexts.incidentNotFound);
    await requireAccessToAll(deps.access, actor, [...vessels.values()]);
  }

  return {
    async listRules(actor: Actor, vesselId?: string): Promise<NotificationRule[]> {
      return repository.listRules(engine, await vesselsOf(actor, vesselId));
    },

    async getRule(actor: Actor, id: string): Promise<NotificationRule> {
      requireNotPartner(actor);
      const vesselId = await repository.findRuleVessel(engine, id);
      if (!vesselId) throw notFound(notificationTexts.ruleNotFound);
      await deps.access(actor, vesselId);
      const rule = await repository.findRule(engine, id);
      if (!rule) throw notFound(notificationTexts.ruleNotFound);
      return rule;
    },

    async recipients(actor: Actor, vesselId: string): Promise<Recipient[]> {
      await vesselsOf(actor, vesselId);
      return repository.listRecipientCandidates(engine, vesselId);
    },

    async createRule(actor: Actor, input: NotificationRuleCreate): Promise<NotificationRule> {
      await vesselsOf(actor, input.vesselId);
      const content = await checkedContent(actor, input.vesselId, input);
      const id = randomUUID();
      await engine.transaction((tx) =>
        repository.insertRule(tx, {
          id,
          vesselId: input.vesselId,
          ...content,
          createdAt: deps.now(),
          createdBy: actor.userId,
        }),
      );
      const rule = await repository.findRule(engine, id);
      if (!rule) throw notFound(notificationTexts.ruleNotFound);
      return rule;
    },

    /**
     * Replaces a rule's name, log variable, condition, severity and recipients; its vessel cannot
     * change (400). A change of what the rule judges ends the episode going on at the watermark
     * (ADR 0083, "Editing a rule"). Based on the version the editor read (If-Match, ADR 0092): 428
     * without, 412 with the rule as saved now when stale.
     */
    async updateRule(
      actor: Actor,
      id: string,
      input: NotificationRuleCreate,
      ifMatch: number | null,
    ): Promise<NotificationRule> {
      requireNotPartner(actor);
      const vesselId = await repository.findRuleVessel(engine, id);
      if (!vesselId) throw notFound(notificationTexts.ruleNotFound);
      await deps.access(actor, vesselId);
      if (input.vesselId !== vesselId) throw invalidInput(notificationTexts.vesselCannotChange, 'vesselId');
      const content = await checkedContent(actor, vesselId, input);
      const basedOn = requireIfMatch(ifMatch);
      const updated = await engine.transaction((tx) => repository.updateRule(tx, id, content, basedOn));
      const rule = await repository.findRule(engine, id);
      if (!rule) throw notFound(notificationTexts.ruleNotFound);
      if (!updated) throw preconditionFailed(rule);
      return rule;
    },

    /** Also based on the version read: a rule someone changed meanwhile is not deleted unseen. */
    async deleteRule(actor: Actor, id: string, ifMatch: number | null): Promise<void> {
      requireNotPartner(actor);
      const vesselId = await repository.findRuleVessel(engine, id);
      if (!vesselId) throw notFound(notificationTexts.ruleNotFound);
      await deps.access(actor, vesselId);
      const basedOn = requireIfMatch(ifMatch);
      if (await repository.deleteRule(engine, id, basedOn)) return;
      const rule = await repository.findRule(engine, id);
      if (!rule) throw notFound(notificationTexts.ruleNotFound);
      throw preconditionFailed(rule);
    },

    /**
     * The incidents grouped by vessel, rule and state (ADR 0110): one row per group with its count
     * and first and last time; of one vessel or of every vessel the caller sees; one state or all.
     */
    async incidentGroups(actor: Actor, query: IncidentGroupsQuery): Promise<IncidentGroup[]> {
      const vessels = await vesselsOf(actor, query.vesselId);
      const incidents = await repository.listIncidents(engine, vessels);
      return groupAlerts(incidents)
        .filter((group) => query.state === undefined || group.state === query.state)
        .map((group) => ({
          key: group.key,
          state: group.state,
          vesselId: group.latest.vesselId,
          vesselName: group.latest.vesselName,
          ruleId: group.latest.ruleId,
          ruleName: group.latest.ruleName,
          severity: group.latest.severity,
          conditionDetails: group.latest.conditionDetails,
          count: group.count,
          firstAt: group.firstAt,
          lastAt: group.lastAt,
          incidentIds: group.ids,
        }));
    },

    /**
     * Open incidents (not cleared, not acknowledged, ADR 0110). Without a vessel: the caller's own (of the rules it receives, on
     * the vessels it sees: the bell); with a vessel: every one of that vessel.
     */
    async openIncidents(actor: Actor, vesselId?: string): Promise<Incident[]> {
      const vessels = await vesselsOf(actor, vesselId);
      return repository.listOpenIncidents(engine, vessels, vesselId ? null : actor.userId);
    },

    /** Open incidents on every vessel the caller sees (fleet level). */
    async openFleetIncidents(actor: Actor): Promise<Incident[]> {
      return repository.listOpenIncidents(engine, await vesselsOf(actor), null);
    },

    async vesselIncidents(actor: Actor, vesselId: string): Promise<Incident[]> {
      await vesselsOf(actor, vesselId);
      return repository.listVesselIncidents(engine, vesselId);
    },

    async getIncident(actor: Actor, id: string): Promise<Incident> {
      await requireIncidentsInReach(actor, [id]);
      const incident = await repository.findIncident(engine, id);
      if (!incident) throw notFound(notificationTexts.incidentNotFound);
      return incident;
    },

    async acknowledge(actor: Actor, id: string, bodyId: string | undefined): Promise<Incident> {
      if (bodyId && bodyId !== id) throw invalidInput('The id in the body must be the id in the path.', 'id');
      await requireIncidentsInReach(actor, [id]);
      await repository.acknowledgeIncidents(engine, [id], actor.userId, deps.now());
      const incident = await repository.findIncident(engine, id);
      if (!incident) throw notFound(notificationTexts.incidentNotFound);
      return incident;
    },

    async acknowledgeAll(actor: Actor, ids: string[]): Promise<{ acknowledged: number }> {
      const unique = [...new Set(ids)];
      await requireIncidentsInReach(actor, unique);
      return {
        acknowledged: await repository.acknowledgeIncidents(engine, unique, actor.userId, deps.now()),
      };
    },
  };
}
