import { isKognifai } from '../../domain/auth/roles.ts';
import type { LogVariable, LogVariableFindQuery } from '../../domain/contracts/log-variables.ts';
import { sameUnit } from '../../domain/log-data/units.ts';
import { forbidden, notFound } from '../http/app-error.ts';
import type { Actor } from '../security/actor.ts';
import { requireNotPartner, requirePartner, vesselScopeFor } from '../security/access-policy.ts';
import { listVesselVariables, type LogVariableRow } from './log-variables.repository.ts';
import { taxaByVariableName } from '../taxonomy/public.ts';
import { isVesselInScope, listVessels } from '../vessels/public.ts';
import type { DataContext } from '../context.ts';

/** Log variables per vessel (000 §3, 001 §3, 001 §7) and the partner variant (/Kognifai). */

/** The taxon or names that identify a vessel's GPS speed and shaft power variables. */
const gpsSpeed = { taxon: 'Navigation:Speed over ground', names: ['speed over ground', 'gps speed', 'sog'] };
const shaftPower = { taxon: 'Propulsion:Shaft power', names: ['shaft power'] };

/**
 * SHELL-106 / PERF-088: the display name is the name; when another variable of the same vessel has
 * the same name (ignoring case), the onboard system follows in brackets.
 */
export function withDisplayNames(rows: LogVariableRow[]): (LogVariableRow & { displayName: string })[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.vesselId}\u0000${row.name.toLowerCase()}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return rows.map((row) => {
    const duplicate = (counts.get(`${row.vesselId}\u0000${row.name.toLowerCase()}`) ?? 0) > 1;
    return {
      ...row,
      displayName: duplicate && row.onboardSystem ? `${row.name} (${row.onboardSystem})` : row.name,
    };
  });
}

export function createLogVariablesService(ctx: DataContext) {
  /** Vessel access per ADR 0002 (Administrators reach every vessel here, as for GET /Vessels/{id}). */
  async function requireVessel(actor: Actor, vesselId: string) {
    if (isKognifai(actor.role)) {
      if (!(await isVesselInScope(ctx.db, vesselId, vesselScopeFor(actor)))) throw forbidden();
      return;
    }
    if (!(await isVesselInScope(ctx.db, vesselId, vesselScopeFor(actor, { ignoreCompany: true }))))
      throw forbidden();
  }

  async function present(rows: LogVariableRow[]): Promise<LogVariable[]> {
    const taxa = await taxaByVariableName(ctx.engine, [...new Set(rows.map((row) => row.name))]);
    return withDisplayNames(rows).map((row) => ({
      id: row.id,
      vesselId: row.vesselId,
      sourceId: row.sourceId,
      name: row.name,
      displayName: row.displayName,
      description: row.description,
      unit: row.unit,
      unitCaption: row.unit,
      onboardSystem: row.onboardSystem,
      sampleWindowInMs: row.sampleWindowMs,
      displayPrecision: row.displayPrecision,
      taxa: taxa.get(row.name.toLowerCase()) ?? [],
      hasLogData: row.firstTs !== null,
      logDataMinDate: row.firstTs ? row.firstTs.toISOString() : null,
      logDataMaxDate: row.lastTs ? row.lastTs.toISOString() : null,
    }));
  }

  async function find(actor: Actor, query: Omit<LogVariableFindQuery, 'vesselId'> & { vesselIds: string[] }) {
    for (const vesselId of query.vesselIds) await requireVessel(actor, vesselId);
    const variables = await present(await listVesselVariables(ctx.engine, query.vesselIds));
    return variables.filter(
      (variable) =>
        (query.hasLogData === undefined || variable.hasLogData === query.hasLogData) &&
        (!query.unitType || sameUnit(variable.unit, query.unitType)),
    );
  }

  async function byRole(actor: Actor, vesselId: string, role: typeof gpsSpeed) {
    requireNotPartner(actor);
    const variables = await find(actor, { vesselIds: [vesselId] });
    return variables.filter(
      (variable) => variable.taxa.includes(role.taxon) || role.names.includes(variable.name.toLowerCase()),
    );
  }

  return {
    async find(actor: Actor, query: LogVariableFindQuery): Promise<LogVariable[]> {
      requireNotPartner(actor);
      return find(actor, { ...query, vesselIds: [query.vesselId] });
    },

    async byVessels(actor: Actor, vesselIds: string[]): Promise<LogVariable[]> {
      requireNotPartner(actor);
      return find(actor, { vesselIds });
    },

    async gpsSpeed(actor: Actor, vesselId: string): Promise<LogVariable> {
      const [variable] = await byRole(actor, vesselId, gpsSpeed);
      if (!variable) throw notFound('This vessel has no GPS speed log variable.');
      return variable;
    },

    async shaftPower(actor: Actor, vesselId: string): Promise<LogVariable[]> {
      return byRole(actor, vesselId, shaftPower);
    },

    /** The vessel's taxa with the variables that carry each. */
    async taxa(actor: Actor, vesselId: string): Promise<{ taxon: string; logVariableIds: string[] }[]> {
      requireNotPartner(actor);
      const byTaxon = new Map<string, string[]>();
      for (const variable of await find(actor, { vesselIds: [vesselId] })) {
        for (const taxon of variable.taxa) byTaxon.set(taxon, [...(byTaxon.get(taxon) ?? []), variable.id]);
      }
      return [...byTaxon]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([taxon, logVariableIds]) => ({ taxon, logVariableIds }));
    },

    /** GET /Kognifai/LogVariables: the partner's vessels (or one of them). */
    async forPartner(
      actor: Actor,
      query: { vesselId?: string; hasLogData?: boolean },
    ): Promise<LogVariable[]> {
      requirePartner(actor);
      const vesselIds = query.vesselId
        ? [query.vesselId]
        : (await listVessels(ctx.db, vesselScopeFor(actor))).map((vessel) => vessel.id);
      return find(actor, { vesselIds, hasLogData: query.hasLogData });
    },
  };
}

export type LogVariablesService = ReturnType<typeof createLogVariablesService>;
