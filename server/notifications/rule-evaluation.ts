// The rule evaluation (issue 14 §2, ADR 0083): after an import that added samples, every alert rule
// of the vessel is evaluated over the newly imported range, set-based in SQL: one query finds, for
// all value rules at once, the samples where a rule's condition starts or stops holding; one more
// finds the gaps of the 'no data' rules. `domain/notifications/episodes.ts` turns those points into
// incidents (one per episode), stored in the same transaction that moves each rule's watermark
// (`evaluated_to`), so a range is evaluated once. The recipients are sent one e-mail per rule.
import { randomUUID } from 'node:crypto';
import {
  describeCondition,
  incidentDetails,
  type RuleCondition,
} from '../../domain/notifications/alert-rules.ts';
import { noDataPoints, planEpisodes, type ConditionPoint } from '../../domain/notifications/episodes.ts';
import { formatDateTime } from '../../domain/format/date-time.ts';
import type { SqlConnection, SqlEngine } from '../db/sql-engine.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  activeIncidents,
  clearIncidents,
  insertIncidents,
  lockDueRules,
  markRulesEvaluated,
  noDataFacts,
  recipientsOf,
  valuePoints,
  vesselNameOf,
  type RuleRow,
} from './rule-evaluation.repository.ts';

export { importedRange } from './rule-evaluation.repository.ts';

/** An incident the evaluation opened, for the e-mail. */
export type OpenedIncident = {
  id: string;
  ruleId: string;
  openedAt: Date;
  clearedAt: Date | null;
  value: number | null;
};

export type EvaluationResult = {
  vesselId: string;
  vesselName: string;
  rulesEvaluated: number;
  opened: OpenedIncident[];
  cleared: number;
  /** The rules that opened incidents, with what the e-mail needs. */
  rules: Map<
    string,
    { name: string; severity: string; condition: RuleCondition; variable: { name: string; unit: string } }
  >;
};

const ms = (value: Date | string) => new Date(value).getTime();
const conditionOf = (row: RuleRow): RuleCondition => ({
  conditionType: row.condition_type,
  lowerLimit: row.lower_limit,
  upperLimit: row.upper_limit,
  noDataMinutes: row.no_data_minutes,
});

export async function evaluateVesselRules(
  engine: SqlEngine,
  input: { vesselId: string; from: Date; to: Date; now: Date },
): Promise<EvaluationResult> {
  const fromIso = input.from.toISOString();
  const toIso = input.to.toISOString();
  return engine.transaction(async (tx) => {
    const vessel = await vesselNameOf(tx, input.vesselId);
    const result: EvaluationResult = {
      vesselId: input.vesselId,
      vesselName: vessel?.name ?? '',
      rulesEvaluated: 0,
      opened: [],
      cleared: 0,
      rules: new Map(),
    };
    // The rules with something new to evaluate, locked against a concurrent evaluation.
    const rules = await lockDueRules(tx, input.vesselId, fromIso, toIso);
    if (rules.length === 0) return result;
    result.rulesEvaluated = rules.length;
    const active = new Map((await activeIncidents(tx, input.vesselId)).map((row) => [row.rule_id, row.id]));
    const valueRules = rules.filter((rule) => rule.condition_type !== 'NoData');
    const gapRules = rules.filter((rule) => rule.condition_type === 'NoData');
    const values =
      valueRules.length > 0
        ? await valuePoints(
            tx,
            input.vesselId,
            valueRules.map((rule) => rule.id),
            toIso,
            fromIso,
          )
        : new Map<string, ConditionPoint[]>();
    const gaps =
      gapRules.length > 0
        ? await noDataFacts(
            tx,
            input.vesselId,
            gapRules.map((rule) => rule.id),
            toIso,
            fromIso,
          )
        : new Map();
    const clears: { id: string; at: string }[] = [];
    /** Per rule: where a run waiting for the minimum duration began (null: none). */
    const pending = new Map<string, string | null>();
    for (const rule of rules) {
      const points =
        rule.condition_type === 'NoData'
          ? noDataPoints({
              periodMs: (rule.no_data_minutes ?? 0) * 60_000,
              rangeFromMs: ms(rule.start_ts),
              rangeToMs: input.to.getTime(),
              ...(gaps.get(rule.id) ?? { priorMs: null, firstMs: null, lastMs: null, gaps: [] }),
            })
          : (values.get(rule.id) ?? []);
      const activeId = active.get(rule.id) ?? null;
      // The minimum duration is for value rules; a 'no data' rule's period is its duration.
      const minDurationMs = rule.condition_type === 'NoData' ? 0 : Number(rule.min_duration_minutes) * 60_000;
      const plan = planEpisodes(activeId !== null, points, minDurationMs);
      pending.set(rule.id, plan.pendingFromMs === null ? null : new Date(plan.pendingFromMs).toISOString());
      if (plan.clearActive !== null && activeId)
        clears.push({ id: activeId, at: new Date(plan.clearActive).toISOString() });
      for (const episode of plan.open) {
        result.opened.push({
          id: randomUUID(),
          ruleId: rule.id,
          openedAt: new Date(episode.openedAtMs),
          clearedAt: episode.clearedAtMs === null ? null : new Date(episode.clearedAtMs),
          value: episode.value,
        });
        result.rules.set(rule.id, {
          name: rule.name,
          severity: rule.severity,
          condition: conditionOf(rule),
          variable: { name: rule.variable_name, unit: rule.unit },
        });
      }
    }
    // Clears first: a rule's episode that ended makes room for its new one (one open episode per rule).
    if (clears.length > 0) {
      await clearIncidents(tx, clears);
      result.cleared = clears.length;
    }
    if (result.opened.length > 0) {
      // Each incident keeps the severity and the condition its rule had when it opened.
      const ruleOf = new Map(rules.map((rule) => [rule.id, rule]));
      const of = (incident: OpenedIncident) => ruleOf.get(incident.ruleId)!;
      await insertIncidents(
        tx,
        input.vesselId,
        input.now,
        result.opened.map((incident) => ({ ...incident, rule: of(incident) })),
      );
    }
    await markRulesEvaluated(
      tx,
      input.vesselId,
      toIso,
      rules.map((rule) => ({ id: rule.id, pendingFrom: pending.get(rule.id) ?? null })),
    );
    return result;
  });
}

/** How many incidents one e-mail lists before it says how many more there are. */
const listedPerMail = 20;

/** One e-mail per rule that opened incidents, to each of its recipients who still exists. */
export async function mailOpenedIncidents(
  engine: SqlConnection,
  mailer: Mailer,
  publicUrl: string,
  result: EvaluationResult,
): Promise<number> {
  let sent = 0;
  for (const [ruleId, rule] of result.rules) {
    const incidents = result.opened.filter((incident) => incident.ruleId === ruleId);
    const recipients = await recipientsOf(engine, ruleId);
    if (recipients.length === 0) continue;
    const condition = describeCondition(rule.condition, rule.variable);
    const lines = incidents.slice(0, listedPerMail).map((incident) => {
      const details = incidentDetails(rule.condition, rule.variable, incident.value);
      const cleared = incident.clearedAt ? ` (cleared ${formatDateTime(incident.clearedAt)} UTC)` : '';
      return `- ${formatDateTime(incident.openedAt)} UTC: ${details}${cleared}`;
    });
    if (incidents.length > listedPerMail) lines.push(`- and ${incidents.length - listedPerMail} more`);
    const link = `${publicUrl.replace(/\/$/, '')}/Vessel/${result.vesselId}/${encodeURIComponent(result.vesselName)}/Notifications`;
    const text = [
      `${rule.severity}: ${result.vesselName}`,
      '',
      `The alert rule '${rule.name}' (${condition}) opened ${incidents.length === 1 ? 'an incident' : `${incidents.length} incidents`}:`,
      ...lines,
      '',
      `See the vessel's notifications: ${link}`,
    ].join('\n');
    for (const recipient of recipients) {
      await mailer.send({
        to: recipient.email,
        subject: `[Wakeline] ${rule.severity}: ${result.vesselName} – ${condition}`,
        text,
      });
      sent += 1;
    }
  }
  return sent;
}
