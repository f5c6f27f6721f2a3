// The SQL of dashboards and widget configurations (0700-create-dashboards.sql). Rows in, rows out;
// the service decides who may read and write what.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Widget, WidgetColumn } from '../../domain/contracts/dashboards.ts';
import type { Database } from '../db/schema.ts';
import type { VesselScope } from '../security/access-policy.ts';
import { whereInScope } from '../vessels/public.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type DashboardRow = {
  id: string;
  user_id: string;
  owner_name: string;
  name: string;
  sequence: number;
};
export type WidgetRow = {
  id: string;
  dashboard_id: string;
  type: string;
  name: string;
  active: boolean;
  config_id: string | null;
  x: number;
  y: number;
  w: number;
  h: number;
};

/** The ids of the vessels a scope reaches (not deleted). */
export async function vesselIdsInScope(db: Db, scope: VesselScope): Promise<Set<string>> {
  const rows = await db
    .selectFrom('vessels')
    .select('vessels.id')
    .where('vessels.deleted_at', 'is', null)
    .where(whereInScope(scope))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The user's own dashboards in their order, then those shared with the user. */
export async function dashboardsOf(db: Db, userId: string): Promise<DashboardRow[]> {
  const { rows } = await sql<DashboardRow>`
    SELECT d.id, d.user_id, u.name AS owner_name, d.name, d.sequence
      FROM dashboards d JOIN users u ON u.id = d.user_id
     WHERE d.user_id = ${userId}
        OR d.id IN (SELECT dashboard_id FROM dashboard_shares WHERE user_id = ${userId})
     ORDER BY (d.user_id = ${userId}) DESC, d.sequence, d.created_at`.execute(db);
  return rows;
}

export async function widgetsOf(db: Db, dashboardIds: string[]): Promise<WidgetRow[]> {
  if (dashboardIds.length === 0) return [];
  const { rows } = await sql<WidgetRow>`
    SELECT id, dashboard_id, type, name, active, config_id, x, y, w, h FROM dashboard_widgets
     WHERE dashboard_id IN (${sql.join(dashboardIds)}) ORDER BY dashboard_id, position`.execute(db);
  return rows;
}

export async function sharesOf(
  db: Db,
  dashboardIds: string[],
): Promise<{ dashboard_id: string; user_id: string }[]> {
  if (dashboardIds.length === 0) return [];
  const { rows } = await sql<{ dashboard_id: string; user_id: string }>`
    SELECT dashboard_id, user_id FROM dashboard_shares WHERE dashboard_id IN (${sql.join(dashboardIds)})
     ORDER BY user_id`.execute(db);
  return rows;
}

export async function findDashboard(
  db: Db,
  id: string,
): Promise<{ id: string; user_id: string } | undefined> {
  const { rows } = await sql<{ id: string; user_id: string }>`
    SELECT id, user_id FROM dashboards WHERE id = ${id}`.execute(db);
  return rows[0];
}

export async function isSharedWith(db: Db, dashboardId: string, userId: string): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM dashboard_shares WHERE dashboard_id = ${dashboardId} AND user_id = ${userId}`.execute(db);
  return rows.length > 0;
}

export async function ownDashboardIds(db: Db, userId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM dashboards WHERE user_id = ${userId} ORDER BY sequence, created_at FOR UPDATE`.execute(db);
  return rows.map((row) => row.id);
}

export async function insertDashboard(
  db: Db,
  row: { id: string; userId: string; name: string; sequence: number },
) {
  await sql`INSERT INTO dashboards (id, user_id, name, sequence)
    VALUES (${row.id}, ${row.userId}, ${row.name}, ${row.sequence})`.execute(db);
}

export async function updateDashboardName(db: Db, id: string, name: string) {
  await sql`UPDATE dashboards SET name = ${name} WHERE id = ${id}`.execute(db);
}

/** Numbers the user's dashboards 0, 1, 2, ... in the given order. */
export async function renumber(db: Db, orderedIds: string[]) {
  for (const [sequence, id] of orderedIds.entries())
    await sql`UPDATE dashboards SET sequence = ${sequence} WHERE id = ${id} AND sequence <> ${sequence}`.execute(
      db,
    );
}

export async function replaceWidgets(db: Db, dashboardId: string, widgets: Widget[]) {
  await sql`DELETE FROM dashboard_widgets WHERE dashboard_id = ${dashboardId}`.execute(db);
  if (widgets.length === 0) return;
  const values = widgets.map(
    (w, position) =>
      sql`(${w.id}, ${dashboardId}, ${position}, ${w.type}, ${w.name}, ${w.active}, ${w.configId}, ${w.x}, ${w.y}, ${w.w}, ${w.h})`,
  );
  await sql`INSERT INTO dashboard_widgets (id, dashboard_id, position, type, name, active, config_id, x, y, w, h)
    VALUES ${sql.join(values)}`.execute(db);
}

/** Widget ids already used by another dashboard (ids are global). */
export async function widgetIdsElsewhere(db: Db, dashboardId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM dashboard_widgets WHERE id IN (${sql.join(ids)}) AND dashboard_id <> ${dashboardId}`.execute(
    db,
  );
  return rows.map((row) => row.id);
}

export async function replaceShares(db: Db, dashboardId: string, userIds: string[]) {
  await sql`DELETE FROM dashboard_shares WHERE dashboard_id = ${dashboardId}`.execute(db);
  if (userIds.length === 0) return;
  await sql`INSERT INTO dashboard_shares (dashboard_id, user_id)
    VALUES ${sql.join(userIds.map((userId) => sql`(${dashboardId}, ${userId})`))}`.execute(db);
}

export async function deleteDashboard(db: Db, id: string) {
  await sql`DELETE FROM dashboards WHERE id = ${id}`.execute(db);
}

/** The users of a company, not deleted, among `ids`. */
export async function usersOfCompany(db: Db, companyId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM users WHERE company_id = ${companyId} AND deleted_at IS NULL AND id IN (${sql.join(ids)})`.execute(
    db,
  );
  return new Set(rows.map((row) => row.id));
}

export async function configOwners(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ id: string; user_id: string }>`
    SELECT id, user_id FROM widget_configurations WHERE id IN (${sql.join(ids)})`.execute(db);
  return new Map(rows.map((row) => [row.id, row.user_id]));
}

export type ConfigRow = { id: string; user_id: string; widget_type: string; columns: StoredColumn[] };
export type StoredColumn = Omit<WidgetColumn, 'logVariables'>;

export async function findConfig(db: Db, id: string): Promise<ConfigRow | undefined> {
  const { rows } = await sql<ConfigRow>`
    SELECT id, user_id, widget_type, columns FROM widget_configurations WHERE id = ${id}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...row,
    columns: typeof row.columns === 'string' ? (JSON.parse(row.columns) as StoredColumn[]) : row.columns,
  };
}

/** Whether a widget of a dashboard shared with the user shows this configuration. */
export async function isConfigSharedWith(db: Db, configId: string, userId: string): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM dashboard_widgets w JOIN dashboard_shares s ON s.dashboard_id = w.dashboard_id
     JOIN dashboards d ON d.id = w.dashboard_id
     JOIN widget_configurations c ON c.id = w.config_id AND c.user_id = d.user_id
     WHERE w.config_id = ${configId} AND s.user_id = ${userId} LIMIT 1`.execute(db);
  return rows.length > 0;
}

export async function configVessels(db: Db, id: string): Promise<string[]> {
  const { rows } = await sql<{ vessel_id: string }>`
    SELECT vessel_id FROM widget_configuration_vessels WHERE widget_configuration_id = ${id} ORDER BY position`.execute(
    db,
  );
  return rows.map((row) => row.vessel_id);
}

export type ConfigVariableRow = {
  column_index: number;
  vessel_id: string;
  log_variable_id: string;
  unit_caption: string;
};

export async function configVariables(db: Db, id: string): Promise<ConfigVariableRow[]> {
  const { rows } = await sql<ConfigVariableRow>`
    SELECT column_index, vessel_id, log_variable_id, unit_caption FROM widget_configuration_variables
     WHERE widget_configuration_id = ${id} ORDER BY column_index, position`.execute(db);
  return rows;
}

/** The log variables among `ids` and their vessels. */
export async function variableVessels(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ id: string; vessel_id: string }>`
    SELECT id, vessel_id FROM log_variables WHERE id IN (${sql.join(ids)})`.execute(db);
  return new Map(rows.map((row) => [row.id, row.vessel_id]));
}

export async function writeConfig(
  db: Db,
  config: { id: string; userId: string; widgetType: string; vessels: string[]; columns: WidgetColumn[] },
  insert: boolean,
) {
  const stored: StoredColumn[] = config.columns.map(({ logVariables: _ignored, ...rest }) => rest);
  const json = JSON.stringify(stored);
  if (insert)
    await sql`INSERT INTO widget_configurations (id, user_id, widget_type, columns)
      VALUES (${config.id}, ${config.userId}, ${config.widgetType}, ${json}::jsonb)`.execute(db);
  else
    await sql`UPDATE widget_configurations SET widget_type = ${config.widgetType}, columns = ${json}::jsonb
      WHERE id = ${config.id}`.execute(db);
  await sql`DELETE FROM widget_configuration_vessels WHERE widget_configuration_id = ${config.id}`.execute(
    db,
  );
  await sql`DELETE FROM widget_configuration_variables WHERE widget_configuration_id = ${config.id}`.execute(
    db,
  );
  if (config.vessels.length > 0)
    await sql`INSERT INTO widget_configuration_vessels (widget_configuration_id, vessel_id, position)
      VALUES ${sql.join(config.vessels.map((vesselId, position) => sql`(${config.id}, ${vesselId}, ${position})`))}`.execute(
      db,
    );
  const variables = config.columns.flatMap((column, columnIndex) =>
    column.logVariables.map(
      (variable, position) =>
        sql`(${config.id}, ${columnIndex}, ${position}, ${variable.vesselId}, ${variable.id}, ${variable.unitCaption})`,
    ),
  );
  if (variables.length > 0)
    await sql`INSERT INTO widget_configuration_variables
      (widget_configuration_id, column_index, position, vessel_id, log_variable_id, unit_caption)
      VALUES ${sql.join(variables)}`.execute(db);
}

export async function deleteConfig(db: Db, id: string) {
  await sql`DELETE FROM widget_configurations WHERE id = ${id}`.execute(db);
}

export async function isConfigUsed(db: Db, id: string): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM dashboard_widgets WHERE config_id = ${id} LIMIT 1`.execute(db);
  return rows.length > 0;
}

export async function vesselExists(db: Db, id: string): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM vessels WHERE id = ${id} AND deleted_at IS NULL`.execute(db);
  return rows.length > 0;
}

/** The users of a company a dashboard can be shared with: not deleted, not the partner type. */
export async function shareCandidates(db: Db, companyId: string, exceptUserId: string) {
  const { rows } = await sql<{ id: string; name: string; email: string }>`
    SELECT id, name, email FROM users
     WHERE company_id = ${companyId} AND deleted_at IS NULL AND role <> 'KognifaiUser' AND id <> ${exceptUserId}
     ORDER BY lower(name), email`.execute(db);
  return rows;
}
