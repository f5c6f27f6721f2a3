// Vessels of 003 §7 through the access policy: lists by scope, one vessel, the extended list for
// vessel administration, particulars and draft updates, and the partner list.
import type { ExtendedVessel, Vessel, VesselUpdate } from '../../domain/contracts/vessels.ts';
import { isAdmin } from '../../domain/auth/roles.ts';
import { fillMessage, messages } from '../../domain/messages.ts';
import { forbidden, invalidInput, notFound } from '../http/app-error.ts';
import { preconditionFailed, requireIfMatch } from '../http/sync-refusal.ts';
import {
  requireAdmin,
  requireNotPartner,
  requirePartner,
  requireSuperOrAdmin,
  vesselScopeFor,
} from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import type { VesselPerformance } from '../../domain/performance/vessel-performance.ts';
import { presentVessel } from './vessels.presenter.ts';
import {
  countAccessGroupsByVessel,
  findLogDataRanges,
  findVesselById,
  findVesselsByIds,
  isVesselInScope,
  listVessels,
  listVesselsWithLogData,
  logDataRangeOf,
  vesselsInScope,
  updateVesselParticulars,
  type VesselParticulars,
  type VesselRecord,
} from './vessels.repository.ts';
import type { ServiceContext } from '../context.ts';

/** The particulars of a validated vessel form, blanks as null. */
export function particularsOf(input: VesselUpdate): VesselParticulars {
  return {
    name: input.name,
    draftMean: input.draftMean ?? null,
    ballastDraftHigh: input.ballastDraftHigh ?? null,
    ballastDraftLow: input.ballastDraftLow ?? null,
    ladenDraftHigh: input.ladenDraftHigh ?? null,
    ladenDraftLow: input.ladenDraftLow ?? null,
    maxContinuousRating: input.maxContinuousRating ?? null,
    speedMaxContinuousRating: input.speedMaxContinuousRating ?? null,
    numberOfShafts: input.numberOfShafts ?? null,
  };
}

/** The refusal's words: the holder's company only for an Administrator (issue 27). */
export function imoTakenMessage(
  actor: Pick<Actor, 'role'>,
  imoNumber: number,
  companyId: string | null,
  holder: { name: string; companyId: string | null; companyName: string | null },
): string {
  const imo = String(imoNumber);
  if (companyId !== null && holder.companyId === companyId) return messages.vesselImoExistsInCompany;
  if (!isAdmin(actor.role)) return fillMessage(messages.vesselImoExistsElsewhere, { imo });
  return holder.companyName
    ? fillMessage(messages.vesselImoExistsNamed, { vessel: holder.name, company: holder.companyName, imo })
    : fillMessage(messages.vesselImoExistsUnassignedNamed, { vessel: holder.name, imo });
}

/**
 * The performance status of listed vessels. The performance capability answers it; the container
 * wires it in, so that vessels, which every capability uses, uses none of them.
 */
export type VesselStatusReader = (
  vessels: readonly Pick<VesselRecord, 'id' | 'features'>[],
) => Promise<ReadonlyMap<string, VesselPerformance>>;

export function createVesselsService(ctx: ServiceContext, readStatuses: VesselStatusReader) {
  /** The vessel, when the actor may reach it: 404 when it does not exist, 403 when out of reach. */
  async function getReachableVessel(actor: Actor, id: string): Promise<VesselRecord> {
    const vessel = await findVesselById(ctx.db, id);
    if (!vessel) throw notFound(messages.vesselNotFound);
    if (!(await isVesselInScope(ctx.db, id, vesselScopeFor(actor, { ignoreCompany: true }))))
      throw forbidden();
    return vessel;
  }

  /**
   * Vessels found reachable, per actor object. An actor is made once per request (the ops of one
   * POST /Sync/Ops share theirs), so this remembers within one request only.
   */
  const reachedBy = new WeakMap<Actor, Set<string>>();

  /**
   * The same answers as getReachableVessel without reading the vessel: one query when the actor
   * may reach it (every synced write asks this; once per vessel within a request), the 404/403
   * distinction only when not.
   */
  async function requireReachableVessel(actor: Actor, id: string): Promise<void> {
    const reached = reachedBy.get(actor) ?? new Set<string>();
    if (reached.has(id)) return;
    if (await isVesselInScope(ctx.db, id, vesselScopeFor(actor, { ignoreCompany: true }))) {
      reached.add(id);
      reachedBy.set(actor, reached);
      return;
    }
    if (!(await findVesselById(ctx.db, id))) throw notFound(messages.vesselNotFound);
    throw forbidden();
  }

  /**
   * Those of the vessels the actor may reach, as requireReachableVessel decides for each, in one
   * statement (a read about several vessels that leaves the others out).
   */
  async function reachableVesselIds(actor: Actor, ids: readonly string[]): Promise<Set<string>> {
    return vesselsInScope(ctx.db, ids, vesselScopeFor(actor, { ignoreCompany: true }));
  }

  /**
   * requireReachableVessel for several vessels in one query when the actor may reach them all;
   * when not, the first vessel out of reach gives the same 404 or 403 as it would alone.
   */
  async function requireReachableVessels(actor: Actor, ids: readonly string[]): Promise<void> {
    const reached = reachedBy.get(actor) ?? new Set<string>();
    const asked = [...new Set(ids)].filter((id) => !reached.has(id));
    if (asked.length === 0) return;
    const inScope = await reachableVesselIds(actor, asked);
    for (const id of asked) {
      if (!inScope.has(id)) await requireReachableVessel(actor, id);
      reached.add(id);
    }
    reachedBy.set(actor, reached);
  }

  /** The vessels as the API shows them, with their performance status (one query for all). */
  async function present(vessels: VesselRecord[]): Promise<Vessel[]> {
    const [statuses, ranges] = await Promise.all([
      readStatuses(vessels),
      findLogDataRanges(
        ctx.db,
        vessels.map((vessel) => vessel.id),
      ),
    ]);
    return vessels.map((vessel) =>
      presentVessel(vessel, statuses.get(vessel.id) ?? null, ranges.get(vessel.id) ?? null),
    );
  }

  /** A list in scope as the API shows it: the vessels with their log-data spans in one statement, the statuses in one more. */
  async function presentList(scope: ReturnType<typeof vesselScopeFor>): Promise<Vessel[]> {
    const vessels = await listVesselsWithLogData(ctx.db, scope);
    const statuses = await readStatuses(vessels);
    return vessels.map((vessel) =>
      presentVessel(vessel, statuses.get(vessel.id) ?? null, logDataRangeOf(vessel)),
    );
  }

  return {
    getReachableVessel,
    requireReachableVessel,
    requireReachableVessels,
    reachableVesselIds,

    async list(actor: Actor, query: { IgnoreCompany?: boolean; companyId?: string }): Promise<Vessel[]> {
      requireNotPartner(actor);
      const scope = vesselScopeFor(actor, { ignoreCompany: query.IgnoreCompany, companyId: query.companyId });
      const load = () => presentList(scope);
      // The same scope answers the same list until a write changes any table (ADR 0076).
      return ctx.readCache ? ctx.readCache.read(`vessels:${JSON.stringify(scope)}`, load) : load();
    },

    async get(actor: Actor, id: string): Promise<Vessel> {
      requireNotPartner(actor);
      return (await present([await getReachableVessel(actor, id)]))[0] as Vessel;
    },

    /** Every vessel with administration details, or those with the ids given (in their order). */
    async listExtended(actor: Actor, ids?: readonly string[]): Promise<ExtendedVessel[]> {
      requireAdmin(actor);
      const [vessels, groupCounts] = await Promise.all([
        ids ? findVesselsByIds(ctx.db, ids) : listVessels(ctx.db, { kind: 'all' }),
        countAccessGroupsByVessel(ctx.db, ids),
      ]);
      return (await present(vessels)).map((vessel) => ({
        ...vessel,
        accessGroupCount: groupCounts.get(vessel.id) ?? 0,
      }));
    },

    /**
     * The particulars, based on the version the editor read (If-Match, ADR 0092): 428 without it,
     * 412 with the current vessel when someone saved in between.
     */
    async update(actor: Actor, id: string, input: VesselUpdate, ifMatch: number | null): Promise<Vessel> {
      requireSuperOrAdmin(actor);
      const vessel = await getReachableVessel(actor, id);
      if (input.imoNumber !== undefined && input.imoNumber !== vessel.imoNumber) {
        throw invalidInput(messages.imoNotEditable, 'imoNumber');
      }
      const basedOn = requireIfMatch(ifMatch);
      const { numberOfShafts, ...particulars } = particularsOf(input);
      // Number of shafts is kept when the form does not send it.
      const saved = await updateVesselParticulars(
        ctx.db,
        id,
        { ...particulars, ...(input.numberOfShafts !== undefined ? { numberOfShafts } : {}) },
        basedOn,
      );
      if (!saved) throw preconditionFailed((await present([await getReachableVessel(actor, id)]))[0]);
      return (await present([await getReachableVessel(actor, id)]))[0] as Vessel;
    },

    async updateDraft(actor: Actor, id: string, draftMean: number | null): Promise<Vessel> {
      requireNotPartner(actor);
      await getReachableVessel(actor, id);
      await updateVesselParticulars(ctx.db, id, { draftMean });
      return (await present([await getReachableVessel(actor, id)]))[0] as Vessel;
    },

    /** GET /Kognifai/Vessels: the partner's access-group vessels. */
    async listForPartner(actor: Actor): Promise<Vessel[]> {
      requirePartner(actor);
      return presentList(vesselScopeFor(actor));
    },
  };
}

export type VesselsService = ReturnType<typeof createVesselsService>;
