// Dashboards and widget configurations (000 §3-§5, issue 14 §1). Every signed-in user but the
// partner type keeps their own dashboards; one shared with a user is read-only for that user
// (403 on a write), and one neither owned nor shared is 404. A widget configuration names vessels
// and log variables: writing one needs every vessel within the caller's reach, and reading one
// answers only the vessels (and their variables) the reader sees, so a recipient of a shared
// dashboard learns nothing of the owner's other vessels.
import { randomUUID } from 'node:crypto';
import type {
  Dashboard,
  DashboardCreate,
  DashboardShareCandidate,
  DashboardUpdate,
  Widget,
  WidgetConfiguration,
  WidgetConfigurationBody,
} from '../../domain/contracts/dashboards.ts';
import { instanceRuleViolations, widgetCatalogue, type WidgetType } from '../../domain/dashboards/widgets.ts';
import type { ServiceContext } from '../context.ts';
import { AppError, conflict, forbidden, invalidInput, notFound } from '../http/app-error.ts';
import { requireNotPartner, vesselScopeFor } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import * as repo from './dashboards.repository.ts';

const dashboardNotFound = 'There is no such dashboard.';
const configNotFound = 'There is no such widget configuration.';
const sharedReadOnly = 'A dashboard shared with you is read-only.';

type Db = ServiceContext['db'];

export function createDashboardsService(ctx: Pick<ServiceContext, 'db' | 'now'>) {
  const visibleVessels = (actor: Actor, db: Db = ctx.db) =>
    repo.vesselIdsInScope(db, vesselScopeFor(actor, { ignoreCompany: true }));

  /** The dashboard for a write: the caller's own, 403 when only shared with the caller, else 404. */
  async function ownDashboard(db: Db, actor: Actor, id: string) {
    const dashboard = await repo.findDashboard(db, id);
    if (!dashboard) throw notFound(dashboardNotFound);
    if (dashboard.user_id !== actor.userId) {
      if (await repo.isSharedWith(db, id, actor.userId)) throw forbidden(sharedReadOnly);
      throw notFound(dashboardNotFound);
    }
    return dashboard;
  }

  /** The rules a dashboard's widgets keep (000 §3): instance rules, own configurations, unique ids. */
  async function checkWidgets(db: Db, actor: Actor, dashboardId: string, widgets: Widget[]) {
    const tooMany = instanceRuleViolations(widgets.map((w) => w.type));
    if (tooMany.length > 0)
      throw invalidInput(
        `Only one ${tooMany.map((type) => widgetCatalogue[type].name).join(', ')} widget is allowed on a dashboard.`,
        'widgets',
      );
    if (
      (
        await repo.widgetIdsElsewhere(
          db,
          dashboardId,
          widgets.map((w) => w.id),
        )
      ).length > 0
    )
      throw invalidInput('A widget id is already used by another dashboard.', 'widgets');
    const configIds = [...new Set(widgets.flatMap((w) => (w.configId ? [w.configId] : [])))];
    const owners = await repo.configOwners(db, configIds);
    if (configIds.some((id) => owners.get(id) !== actor.userId))
      throw invalidInput('A widget names a configuration that is not yours.', 'widgets');
  }

  /** Recipients of a share: users of the caller's company, never the caller. */
  async function checkShares(db: Db, actor: Actor, userIds: string[]): Promise<string[]> {
    const unique = [...new Set(userIds)].filter((id) => id !== actor.userId);
    if (unique.length === 0) return [];
    const sameCompany = actor.companyId ? await repo.usersOfCompany(db, actor.companyId, unique) : new Set();
    if (unique.some((id) => !sameCompany.has(id)))
      throw invalidInput(
        'A dashboard can be shared only with users of the same company.',
        'userIdsSharedWith',
      );
    return unique;
  }

  async function list(actor: Actor): Promise<Dashboard[]> {
    requireNotPartner(actor);
    const dashboards = await repo.dashboardsOf(ctx.db, actor.userId);
    const ids = dashboards.map((d) => d.id);
    const own = dashboards.filter((d) => d.user_id === actor.userId).map((d) => d.id);
    const [widgets, shares] = await Promise.all([repo.widgetsOf(ctx.db, ids), repo.sharesOf(ctx.db, own)]);
    return dashboards.map((d) => ({
      id: d.id,
      name: d.name,
      userId: d.user_id,
      ownerName: d.owner_name,
      sequence: d.sequence,
      readOnly: d.user_id !== actor.userId,
      userIdsSharedWith: shares.filter((s) => s.dashboard_id === d.id).map((s) => s.user_id),
      widgets: widgets
        .filter((w) => w.dashboard_id === d.id)
        .map((w) => ({
          id: w.id,
          type: w.type as WidgetType,
          name: w.name,
          active: w.active,
          configId: w.config_id,
          x: w.x,
          y: w.y,
          w: w.w,
          h: w.h,
        })),
    }));
  }

  async function present(actor: Actor, id: string): Promise<Dashboard> {
    const found = (await list(actor)).find((d) => d.id === id);
    if (!found) throw notFound(dashboardNotFound);
    return found;
  }

  /** Configurations no widget uses any more after a dashboard's widgets changed. */
  async function dropUnusedConfigs(db: Db, configIds: (string | null)[]) {
    for (const id of new Set(configIds)) {
      if (!id) continue;
      if (!(await repo.isConfigUsed(db, id))) await repo.deleteConfig(db, id);
    }
  }

  async function presentConfig(actor: Actor, config: repo.ConfigRow): Promise<WidgetConfiguration> {
    const [vessels, variables, visible] = await Promise.all([
      repo.configVessels(ctx.db, config.id),
      repo.configVariables(ctx.db, config.id),
      visibleVessels(actor),
    ]);
    return {
      id: config.id,
      widgetType: config.widget_type as WidgetType,
      vessels: vessels.filter((id) => visible.has(id)),
      columns: config.columns.map((column, index) => ({
        ...column,
        fromDate: column.fromDate ?? null,
        toDate: column.toDate ?? null,
        logVariables: variables
          .filter((v) => v.column_index === index && visible.has(v.vessel_id))
          .map((v) => ({ id: v.log_variable_id, vesselId: v.vessel_id, unitCaption: v.unit_caption })),
      })),
      readOnly: config.user_id !== actor.userId,
    };
  }

  /** The vessels and variables of a configuration to be written: each within the caller's reach. */
  async function checkConfig(actor: Actor, body: WidgetConfigurationBody) {
    const visible = await visibleVessels(actor);
    for (const vesselId of body.vessels) {
      if (visible.has(vesselId)) continue;
      if (!(await repo.vesselExists(ctx.db, vesselId))) throw notFound('There is no such vessel.');
      throw forbidden();
    }
    const named = new Set(body.vessels);
    const variables = body.columns.flatMap((c) => c.logVariables);
    const vesselOf = await repo.variableVessels(ctx.db, [...new Set(variables.map((v) => v.id))]);
    for (const variable of variables) {
      if (!named.has(variable.vesselId))
        throw invalidInput('A column names a vessel the widget does not show.', 'columns');
      if (vesselOf.get(variable.id) !== variable.vesselId)
        throw invalidInput('A column names a log variable that is not of its vessel.', 'columns');
    }
  }

  return {
    list,

    /** Who the caller may share a dashboard with (000 §5: users of the same company). */
    async shareCandidates(actor: Actor): Promise<DashboardShareCandidate[]> {
      requireNotPartner(actor);
      if (!actor.companyId) return [];
      return repo.shareCandidates(ctx.db, actor.companyId, actor.userId);
    },

    async create(actor: Actor, body: DashboardCreate): Promise<Dashboard> {
      requireNotPartner(actor);
      const id = body.id ?? randomUUID();
      await ctx.db.transaction().execute(async (trx) => {
        if (await repo.findDashboard(trx, id)) throw conflict('A dashboard with this id exists.');
        await checkWidgets(trx, actor, id, body.widgets);
        const own = await repo.ownDashboardIds(trx, actor.userId);
        await repo.insertDashboard(trx, { id, userId: actor.userId, name: body.name, sequence: own.length });
        await repo.replaceWidgets(trx, id, body.widgets);
      });
      return present(actor, id);
    },

    async update(actor: Actor, body: DashboardUpdate): Promise<Dashboard> {
      requireNotPartner(actor);
      await ctx.db.transaction().execute(async (trx) => {
        await ownDashboard(trx, actor, body.id);
        await checkWidgets(trx, actor, body.id, body.widgets);
        const shares = await checkShares(trx, actor, body.userIdsSharedWith);
        const before = await repo.widgetsOf(trx, [body.id]);
        await repo.updateDashboardName(trx, body.id, body.name);
        await repo.replaceWidgets(trx, body.id, body.widgets);
        await repo.replaceShares(trx, body.id, shares);
        await dropUnusedConfigs(
          trx,
          before.map((w) => w.config_id),
        );
        const order = (await repo.ownDashboardIds(trx, actor.userId)).filter((id) => id !== body.id);
        order.splice(Math.min(body.sequence, order.length), 0, body.id);
        await repo.renumber(trx, order);
      });
      return present(actor, body.id);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      requireNotPartner(actor);
      await ctx.db.transaction().execute(async (trx) => {
        await ownDashboard(trx, actor, id);
        const own = await repo.ownDashboardIds(trx, actor.userId);
        if (own.length <= 1) throw conflict('The last remaining dashboard cannot be deleted.');
        const widgets = await repo.widgetsOf(trx, [id]);
        await repo.deleteDashboard(trx, id);
        await dropUnusedConfigs(
          trx,
          widgets.map((w) => w.config_id),
        );
        await repo.renumber(
          trx,
          own.filter((other) => other !== id),
        );
      });
    },

    async getConfig(actor: Actor, id: string): Promise<WidgetConfiguration> {
      requireNotPartner(actor);
      const config = await repo.findConfig(ctx.db, id);
      if (!config) throw notFound(configNotFound);
      if (config.user_id !== actor.userId && !(await repo.isConfigSharedWith(ctx.db, id, actor.userId)))
        throw notFound(configNotFound);
      return presentConfig(actor, config);
    },

    async createConfig(actor: Actor, body: WidgetConfigurationBody): Promise<WidgetConfiguration> {
      requireNotPartner(actor);
      const id = body.id ?? randomUUID();
      if (await repo.findConfig(ctx.db, id)) throw conflict('A widget configuration with this id exists.');
      await checkConfig(actor, body);
      await ctx.db
        .transaction()
        .execute((trx) => repo.writeConfig(trx, { ...body, id, userId: actor.userId }, true));
      return presentConfig(actor, (await repo.findConfig(ctx.db, id))!);
    },

    async updateConfig(
      actor: Actor,
      id: string,
      body: WidgetConfigurationBody,
    ): Promise<WidgetConfiguration> {
      requireNotPartner(actor);
      const config = await repo.findConfig(ctx.db, id);
      if (!config) throw notFound(configNotFound);
      if (config.user_id !== actor.userId) {
        if (await repo.isConfigSharedWith(ctx.db, id, actor.userId)) throw forbidden(sharedReadOnly);
        throw notFound(configNotFound);
      }
      if (body.id && body.id !== id)
        throw new AppError('VALIDATION_FAILED', 'The id of the body differs from the path.', [
          { path: 'id', message: 'The id of the body differs from the path.' },
        ]);
      await checkConfig(actor, body);
      await ctx.db
        .transaction()
        .execute((trx) => repo.writeConfig(trx, { ...body, id, userId: actor.userId }, false));
      return presentConfig(actor, (await repo.findConfig(ctx.db, id))!);
    },

    async removeConfig(actor: Actor, id: string): Promise<void> {
      requireNotPartner(actor);
      const config = await repo.findConfig(ctx.db, id);
      if (!config) throw notFound(configNotFound);
      if (config.user_id !== actor.userId) {
        if (await repo.isConfigSharedWith(ctx.db, id, actor.userId)) throw forbidden(sharedReadOnly);
        throw notFound(configNotFound);
      }
      await repo.deleteConfig(ctx.db, id);
    },
  };
}

export type DashboardsService = ReturnType<typeof createDashboardsService>;
