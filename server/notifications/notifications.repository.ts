// Alert rules, their recipients and incidents (migration 0710; ADR 0083). Every read takes the
// vessel ids the caller reaches, decided by the service.
import type { Kysely } from 'kysely';
import {
  conditionTypeLabels,
  describeCondition,
  incidentDetails,
  type ConditionType,
  type Severity,
} from '../../domain/notifications/alert-rules.ts';
import { alertState } from '../../domain/notifications/grouping.ts';
import type { Incident, NotificationRule, Recipient } from '../../domain/contracts/notifications.ts';
import type { Database } from '../db/schema.ts';
import type { SqlConnection } from '../db/sql-engine.ts';
import { vesselScopeFor } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import { whereInScope } from '../vessels/public.ts';

type Stamp = Date | string;
const iso = (value: Stamp) => new Date(value).toISOString();

/** The ids of the vessels the caller sees (not deleted). */
export async function reachableVesselIds(db: Kysely<Database>, actor: Actor): Promise<string[]> {
  const rows = await db
    .selectFrom('vessels')
    .where('vessels.deleted_at', 'is', null)
    .where(whereInScope(vesselScopeFor(actor, { ignoreCompany: true })))
    .select('vessels.id')
    .execute();
  return rows.map((row) => row.id);
}

type RuleRow = {
  id: string;
  vessel_id: string;
  vessel_name: string;
  name: string;
  log_variable_id: string;
  variable_name: string;
  unit: string;
  condition_type: ConditionType;
  lower_limit: number | null;
  upper_limit: number | null;
  no_data_minutes: number | null;
  min_duration_minutes: number;
  severity: Severity;
  created_at: Stamp;
  evaluated_to: Stamp | null;
  active: boolean;
  recipients: { id: string; name: string; email: string }[] | null;
  version: number;
};

const ruleSelect = `
  SELECT r.id, r.vessel_id, v.name AS vessel_name, r.name, r.log_variable_id, lv.name AS variable_name, lv.unit,
         r.condition_type, r.lower_limit, r.upper_limit, r.no_data_minutes, r.min_duration_minutes, r.severity, r.created_at,
         r.evaluated_to, r.version,
         EXISTS (SELECT 1 FROM incidents i WHERE i.rule_id = r.id AND i.cleared_at IS NULL) AS active,
         (SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email)
                   ORDER BY lower(u.name)), '[]'::json)
            FROM notification_rule_recipients n JOIN users u ON u.id = n.user_id
           WHERE n.rule_id = r.id AND u.deleted_at IS NULL) AS recipients
    FROM notification_rules r
    JOIN vessels v ON v.id = r.vessel_id
    JOIN log_variables lv ON lv.id = r.log_variable_id`;

function presentRule(row: RuleRow): NotificationRule {
  const condition = {
    conditionType: row.condition_type,
    lowerLimit: row.lower_limit,
    upperLimit: row.upper_limit,
    noDataMinutes: row.no_data_minutes,
  };
  return {
    id: row.id,
    vesselId: row.vessel_id,
    vesselName: row.vessel_name,
    name: row.name,
    logVariableId: row.log_variable_id,
    logVariableName: row.variable_name,
    unit: row.unit,
    ...condition,
    minDurationMinutes: Number(row.min_duration_minutes),
    severity: row.severity,
    conditionDetails: describeCondition(condition, { name: row.variable_name, unit: row.unit }),
    recipients: row.recipients ?? [],
    createdAt: iso(row.created_at),
    evaluatedTo: row.evaluated_to ? iso(row.evaluated_to) : null,
    active: row.active,
    version: row.version,
  };
}

export async function listRules(conn: SqlConnection, vesselIds: string[]): Promise<NotificationRule[]> {
  const rows = await conn.query<RuleRow>(
    `${ruleSelect} WHERE r.vessel_id = ANY($1::uuid[]) ORDER BY lower(v.name), lower(r.name), r.created_at`,
    [vesselIds],
  );
  return rows.map(presentRule);
}

export async function findRule(conn: SqlConnection, id: string): Promise<NotificationRule | null> {
  const [row] = await conn.query<RuleRow>(`${ruleSelect} WHERE r.id = $1`, [id]);
  return row ? presentRule(row) : null;
}

export async function findRuleVessel(conn: SqlConnection, id: string): Promise<string | null> {
  const [row] = await conn.query<{ vessel_id: string }>(
    'SELECT vessel_id FROM notification_rules WHERE id = $1',
    [id],
  );
  return row?.vessel_id ?? null;
}

export async function isVesselVariable(conn: SqlConnection, vesselId: string, variableId: string) {
  const rows = await conn.query('SELECT 1 FROM log_variables WHERE id = $1 AND vessel_id = $2', [
    variableId,
    vesselId,
  ]);
  return rows.length > 0;
}

/**
 * Who may receive a vessel's notifications: the users of the vessel's company who see it (its
 * SuperUsers and Users in one of its access groups; never the partner type), not deleted.
 */
export async function listRecipientCandidates(conn: SqlConnection, vesselId: string): Promise<Recipient[]> {
  return conn.query<Recipient>(
    `SELECT u.id, u.name, u.email FROM users u JOIN vessels v ON v.id = $1
      WHERE u.deleted_at IS NULL AND u.company_id = v.company_id AND u.role IN ('User', 'SuperUser')
        AND (u.role = 'SuperUser' OR (v.active_status <> 'Archived' AND EXISTS (
              SELECT 1 FROM vessel_category_users vcu
                JOIN vessel_categories vc ON vc.id = vcu.vessel_category_id
                JOIN vessel_category_vessels vcv ON vcv.vessel_category_id = vc.id
               WHERE vcu.user_id = u.id AND vcv.vessel_id = v.id AND vc.deleted_at IS NULL
                 AND vc.is_default = false)))
      ORDER BY lower(u.name)`,
    [vesselId],
  );
}

/** What a rule is made of (create) or replaced with (edit). */
export type RuleContent = {
  logVariableId: string;
  name: string;
  conditionType: ConditionType;
  lowerLimit: number | null;
  upperLimit: number | null;
  noDataMinutes: number | null;
  minDurationMinutes: number;
  severity: Severity;
  recipientIds: string[];
};

/** The limits a kind of condition uses; the others are stored as null. */
function storedCondition(rule: RuleContent) {
  return {
    lower: rule.conditionType === 'Above' || rule.conditionType === 'NoData' ? null : rule.lowerLimit,
    upper: rule.conditionType === 'Below' || rule.conditionType === 'NoData' ? null : rule.upperLimit,
    minutes: rule.conditionType === 'NoData' ? rule.noDataMinutes : null,
  };
}

async function insertRecipients(conn: SqlConnection, ruleId: string, userIds: string[]): Promise<void> {
  if (userIds.length > 0)
    await conn.query(
      `INSERT INTO notification_rule_recipients (rule_id, user_id)
       SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
      [ruleId, userIds],
    );
}

export async function insertRule(
  conn: SqlConnection,
  rule: RuleContent & { id: string; vesselId: string; createdAt: Date; createdBy: string },
): Promise<void> {
  const { lower, upper, minutes } = storedCondition(rule);
  await conn.query(
    `INSERT INTO notification_rules (id, vessel_id, log_variable_id, name, condition_type, lower_limit,
       upper_limit, no_data_minutes, severity, created_at, created_by, min_duration_minutes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      rule.id,
      rule.vesselId,
      rule.logVariableId,
      rule.name,
      rule.conditionType,
      lower,
      upper,
      minutes,
      rule.severity,
      rule.createdAt.toISOString(),
      rule.createdBy,
      rule.minDurationMinutes,
    ],
  );
  await insertRecipients(conn, rule.id, rule.recipientIds);
}

/**
 * Replaces a rule's content and recipients (its vessel, watermark and incidents keep). When what
 * the rule judges changes (the log variable, the kind of condition, a limit or the minutes), the
 * episode still going on ends at the watermark, the last data time the old condition judged, so the
 * new condition starts from the next imported data without an episode (ADR 0083, "Editing a rule").
 * Locks the rule against a concurrent evaluation and edit, and only while it is still at version
 * `basedOn` (ADR 0092: the lock re-reads a row a concurrent edit changed, so of two saves on one
 * version one writes). Answers false, writing nothing, when the rule is gone or was changed.
 */
export async function updateRule(
  conn: SqlConnection,
  id: string,
  rule: RuleContent,
  basedOn: number,
): Promise<boolean> {
  const [current] = await conn.query<{
    log_variable_id: string;
    condition_type: ConditionType;
    lower_limit: number | null;
    upper_limit: number | null;
    no_data_minutes: number | null;
    min_duration_minutes: number;
    evaluated_to: Stamp | null;
  }>(
    `SELECT log_variable_id, condition_type, lower_limit, upper_limit, no_data_minutes, min_duration_minutes, evaluated_to
       FROM notification_rules WHERE id = $1 AND version = $2 FOR UPDATE`,
    [id, basedOn],
  );
  if (!current) return false;
  const { lower, upper, minutes } = storedCondition(rule);
  const judgesOtherwise =
    current.log_variable_id !== rule.logVariableId ||
    current.condition_type !== rule.conditionType ||
    current.lower_limit !== lower ||
    current.upper_limit !== upper ||
    current.no_data_minutes !== minutes ||
    Number(current.min_duration_minutes) !== rule.minDurationMinutes;
  // A run waiting for the minimum duration is judged afresh under the new condition.
  await conn.query(
    `UPDATE notification_rules SET log_variable_id = $2, name = $3, condition_type = $4, lower_limit = $5,
       upper_limit = $6, no_data_minutes = $7, severity = $8, min_duration_minutes = $9,
       pending_from = CASE WHEN $10::boolean THEN NULL ELSE pending_from END, version = version + 1
     WHERE id = $1`,
    [
      id,
      rule.logVariableId,
      rule.name,
      rule.conditionType,
      lower,
      upper,
      minutes,
      rule.severity,
      rule.minDurationMinutes,
      judgesOtherwise,
    ],
  );
  if (judgesOtherwise && current.evaluated_to !== null)
    await conn.query(
      `UPDATE incidents SET cleared_at = GREATEST(opened_at, $2::timestamptz)
        WHERE rule_id = $1 AND cleared_at IS NULL`,
      [id, iso(current.evaluated_to)],
    );
  await conn.query('DELETE FROM notification_rule_recipients WHERE rule_id = $1', [id]);
  await insertRecipients(conn, id, rule.recipientIds);
  return true;
}

/** Deletes the rule while it is at version `basedOn` (one statement); false when it was not. */
export async function deleteRule(conn: SqlConnection, id: string, basedOn: number): Promise<boolean> {
  const deleted = await conn.query<{ id: string }>(
    'DELETE FROM notification_rules WHERE id = $1 AND version = $2 RETURNING id',
    [id, basedOn],
  );
  return deleted.length > 0;
}

type IncidentRow = {
  id: string;
  severity: Severity;
  vessel_id: string;
  vessel_name: string;
  rule_id: string;
  rule_name: string;
  condition_type: ConditionType;
  lower_limit: number | null;
  upper_limit: number | null;
  no_data_minutes: number | null;
  variable_name: string;
  unit: string;
  trigger_value: number | null;
  acknowledged_at: Stamp | null;
  opened_at: Stamp;
  cleared_at: Stamp | null;
  created_at: Stamp;
};

const incidentSelect = `
  SELECT i.id, i.severity, i.vessel_id, v.name AS vessel_name, i.rule_id, r.name AS rule_name,
         i.condition_type, i.lower_limit, i.upper_limit, i.no_data_minutes, lv.name AS variable_name,
         lv.unit, i.trigger_value, i.acknowledged_at, i.opened_at, i.cleared_at, i.created_at
    FROM incidents i
    JOIN notification_rules r ON r.id = i.rule_id
    JOIN vessels v ON v.id = i.vessel_id
    JOIN log_variables lv ON lv.id = i.log_variable_id`;

function presentIncident(row: IncidentRow): Incident {
  const condition = {
    conditionType: row.condition_type,
    lowerLimit: row.lower_limit,
    upperLimit: row.upper_limit,
    noDataMinutes: row.no_data_minutes,
  };
  return {
    id: row.id,
    severity: row.severity,
    vesselId: row.vessel_id,
    vesselName: row.vessel_name,
    ruleId: row.rule_id,
    ruleName: row.rule_name,
    conditionType: conditionTypeLabels[row.condition_type],
    conditionDetails: incidentDetails(
      condition,
      { name: row.variable_name, unit: row.unit },
      row.trigger_value,
    ),
    conditionTargetKey: row.variable_name,
    acknowledged: row.acknowledged_at !== null,
    acknowledgedAt: row.acknowledged_at ? iso(row.acknowledged_at) : null,
    openVesselEvent: { timestamp: iso(row.opened_at) },
    clearedAt: row.cleared_at ? iso(row.cleared_at) : null,
    state: alertState({ acknowledged: row.acknowledged_at !== null, clearedAt: row.cleared_at ? 'x' : null }),
    createdAt: iso(row.created_at),
  };
}

/**
 * Open incidents on the vessels given: the condition still holds (not cleared) and nobody
 * acknowledged them (ADR 0110); `recipient`: only of the rules it receives.
 */
export async function listOpenIncidents(
  conn: SqlConnection,
  vesselIds: string[],
  recipient: string | null,
  limit = 500,
): Promise<Incident[]> {
  const rows = await conn.query<IncidentRow>(
    `${incidentSelect}
      WHERE i.acknowledged_at IS NULL AND i.cleared_at IS NULL AND i.vessel_id = ANY($1::uuid[])
        AND ($2::uuid IS NULL OR EXISTS (
              SELECT 1 FROM notification_rule_recipients n WHERE n.rule_id = i.rule_id AND n.user_id = $2::uuid))
      ORDER BY i.opened_at DESC, i.id LIMIT $3`,
    [vesselIds, recipient, limit],
  );
  return rows.map(presentIncident);
}

/** The vessel's incidents, newest first (the vessel's Notifications page). */
export async function listVesselIncidents(
  conn: SqlConnection,
  vesselId: string,
  limit = 500,
): Promise<Incident[]> {
  const rows = await conn.query<IncidentRow>(
    `${incidentSelect} WHERE i.vessel_id = $1 ORDER BY i.opened_at DESC, i.id LIMIT $2`,
    [vesselId, limit],
  );
  return rows.map(presentIncident);
}

/** The incidents of the vessels given, newest first, at most `limit` (grouped by the service). */
export async function listIncidents(
  conn: SqlConnection,
  vesselIds: string[],
  limit = 5000,
): Promise<Incident[]> {
  const rows = await conn.query<IncidentRow>(
    `${incidentSelect} WHERE i.vessel_id = ANY($1::uuid[]) ORDER BY i.opened_at DESC, i.id LIMIT $2`,
    [vesselIds, limit],
  );
  return rows.map(presentIncident);
}

export async function findIncident(conn: SqlConnection, id: string): Promise<Incident | null> {
  const [row] = await conn.query<IncidentRow>(`${incidentSelect} WHERE i.id = $1`, [id]);
  return row ? presentIncident(row) : null;
}

export async function incidentVessels(conn: SqlConnection, ids: string[]): Promise<Map<string, string>> {
  const rows = await conn.query<{ id: string; vessel_id: string }>(
    'SELECT id, vessel_id FROM incidents WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.vessel_id]));
}

/** Acknowledges the incidents not acknowledged yet; answers how many changed. */
export async function acknowledgeIncidents(
  conn: SqlConnection,
  ids: string[],
  userId: string,
  at: Date,
): Promise<number> {
  const rows = await conn.query(
    `UPDATE incidents SET acknowledged_at = $2, acknowledged_by = $3
      WHERE id = ANY($1::uuid[]) AND acknowledged_at IS NULL RETURNING id`,
    [ids, at.toISOString(), userId],
  );
  return rows.length;
}

/** True when the vessel has any alert rule (the demo seeds its rules only once). */
export async function vesselHasRules(conn: SqlConnection, vesselId: string): Promise<boolean> {
  const rows = await conn.query('SELECT 1 FROM notification_rules WHERE vessel_id = $1 LIMIT 1', [vesselId]);
  return rows.length > 0;
}
