// Vessel administration (003 §2/§4, Administrator only): creation with the company assignment, the
// lifecycle of domain/vessel-lifecycle.ts enforced here (409 for a transition the status does not
// allow, never a silent change), the one data receiver, feature switches and the soft delete.
import type {
  VesselAdministration,
  VesselAdministrationFind,
  VesselCreate,
} from '../../domain/contracts/vessel-administration.ts';
import type { ActiveStatus, VesselUpdate } from '../../domain/contracts/vessels.ts';
import { fillMessage, messages } from '../../domain/messages.ts';
import {
  statusAfter,
  transitionRefusedMessage,
  type LifecycleAction,
} from '../../domain/vessel-lifecycle.ts';
import { findCompanyById } from '../companies/public.ts';
import type { ServiceContext } from '../context.ts';
import { conflict, invalidInput, notFound } from '../http/app-error.ts';
import { SyncRefusal, preconditionFailed } from '../http/sync-refusal.ts';
import { requireAdmin } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import {
  findLiveVesselWithImo,
  findVesselById,
  imoTakenMessage,
  insertVessel,
  particularsOf,
  type VesselRecord,
  type VesselsService,
} from '../vessels/public.ts';
import {
  changeVesselStatus,
  clearDataReceiver,
  featureExists,
  findVesselIds,
  isImoTakenInCompany,
  moveDataReceiverTo,
  removeFromAccessGroups,
  softDeleteArchivedVessel,
  switchFeature,
} from './vessel-administration.repository.ts';
import { isUniqueViolation } from '../db/sql-errors.ts';

export const featureNotFoundMessage = 'The feature does not exist.';
export const receiverRaceMessage = 'Another vessel became the data receiver at the same moment. Try again.';
export const vesselIdMismatchMessage = 'The vesselId in the body must be the vessel of the path.';

export function createVesselAdministrationService(ctx: ServiceContext, vessels: VesselsService) {
  async function current(id: string): Promise<VesselRecord> {
    const vessel = await findVesselById(ctx.db, id);
    if (!vessel) throw notFound(messages.vesselNotFound);
    return vessel;
  }

  async function record(actor: Actor, id: string): Promise<VesselAdministration> {
    const [vessel] = await vessels.listExtended(actor, [id]);
    if (!vessel) throw notFound(messages.vesselNotFound);
    return vessel;
  }

  /** The vessel when the action is allowed in its status, with the status it leads to; else 409. */
  async function allowed(id: string, action: LifecycleAction) {
    const vessel = await current(id);
    const to = statusAfter(action, vessel.activeStatus);
    if (to === null) throw conflict(transitionRefusedMessage(action, vessel.activeStatus));
    return { vessel, to };
  }

  /** A status change guarded by the status it starts from; a concurrent change answers 409. */
  async function transition(
    action: LifecycleAction,
    id: string,
    run: (db: ServiceContext['db'], from: ActiveStatus, to: ActiveStatus) => Promise<boolean>,
  ): Promise<void> {
    const { vessel, to } = await allowed(id, action);
    if (to === 'Deleted') throw new Error('Delete is not a status change');
    const changed = await ctx.db.transaction().execute((trx) => run(trx, vessel.activeStatus, to));
    if (!changed) {
      const now = await current(id);
      throw conflict(transitionRefusedMessage(action, now.activeStatus));
    }
  }

  function requireBodyVessel(pathId: string, bodyVesselId: string | undefined): void {
    if (bodyVesselId !== undefined && bodyVesselId !== pathId)
      throw invalidInput(vesselIdMismatchMessage, 'vesselId');
  }

  async function requireImoFreeInCompany(companyId: string, imoNumber: number, exceptId?: string) {
    if (!(await findCompanyById(ctx.db, companyId))) throw notFound(messages.companyNotFound);
    if (await isImoTakenInCompany(ctx.db, companyId, imoNumber, exceptId))
      throw conflict(messages.vesselImoExistsInCompany);
  }

  /**
   * 409 when another live vessel holds the IMO number (issue 27, ADR 0087): the company is named
   * only to an Administrator; in the same company the spec's MSG-0181.
   */
  async function requireImoFree(
    actor: Actor,
    imoNumber: number,
    companyId: string | null,
    exceptId?: string,
  ) {
    const holder = await findLiveVesselWithImo(ctx.db, imoNumber, exceptId);
    if (!holder) return;
    throw conflict(imoTakenMessage(actor, imoNumber, companyId, holder));
  }

  /** The constraint caught a race: the same 409 as the check before it. */
  const imoConflict =
    (actor: Actor, imoNumber: number, companyId: string | null, exceptId?: string) =>
    async (error: unknown): Promise<never> => {
      if (!isUniqueViolation(error)) throw error;
      await requireImoFree(actor, imoNumber, companyId, exceptId);
      throw conflict(fillMessage(messages.vesselImoExistsElsewhere, { imo: String(imoNumber) }));
    };

  return {
    async list(actor: Actor): Promise<VesselAdministration[]> {
      return vessels.listExtended(actor);
    },

    async get(actor: Actor, id: string): Promise<VesselAdministration> {
      requireAdmin(actor);
      return record(actor, id);
    },

    async find(actor: Actor, query: VesselAdministrationFind): Promise<VesselAdministration[]> {
      requireAdmin(actor);
      return vessels.listExtended(actor, await findVesselIds(ctx.db, query));
    },

    /** POST /VesselAdministrations: unassigned, or assigned to the company chosen (ADMIN-055). */
    async create(actor: Actor, input: VesselCreate): Promise<VesselAdministration> {
      requireAdmin(actor);
      if (input.companyId) await requireImoFreeInCompany(input.companyId, input.imoNumber);
      await requireImoFree(actor, input.imoNumber, input.companyId ?? null);
      const id = await insertVessel(ctx.db, {
        ...particularsOf(input),
        companyId: input.companyId ?? null,
        imoNumber: input.imoNumber,
        vesselType: null,
        deadweight: null,
        grossTonnage: null,
        activeStatus: input.companyId ? 'Assigned' : 'Unassigned',
        isDataReceiver: false,
      }).catch(imoConflict(actor, input.imoNumber, input.companyId ?? null));
      return record(actor, id);
    },

    /** PUT /VesselAdministrations/{id}: the particulars (not of an archived vessel; IMO fixed). */
    async update(
      actor: Actor,
      id: string,
      input: VesselUpdate,
      ifMatch: number | null,
    ): Promise<VesselAdministration> {
      requireAdmin(actor);
      await allowed(id, 'Edit');
      await vessels.update(actor, id, input, ifMatch).catch(async (error: unknown) => {
        // A stale edit answers the vessel as administration shows it (ADR 0092).
        if (error instanceof SyncRefusal && error.status === 412)
          throw preconditionFailed(await record(actor, id));
        throw error;
      });
      return record(actor, id);
    },

    async assign(actor: Actor, id: string, body: { vesselId?: string; companyId: string }) {
      requireAdmin(actor);
      requireBodyVessel(id, body.vesselId);
      const { vessel } = await allowed(id, 'Assign');
      await requireImoFreeInCompany(body.companyId, vessel.imoNumber, id);
      await requireImoFree(actor, vessel.imoNumber, body.companyId, id);
      await transition('Assign', id, (db, from, to) =>
        changeVesselStatus(db, id, [from], to, { companyId: body.companyId }),
      ).catch(imoConflict(actor, vessel.imoNumber, body.companyId, id));
      return record(actor, id);
    },

    /** The body-less lifecycle calls (Unassign, Archive, Reactivate, Activate, Deactivate, receiver). */
    async act(actor: Actor, id: string, action: LifecycleAction): Promise<VesselAdministration> {
      requireAdmin(actor);
      switch (action) {
        case 'Unassign':
          await transition(action, id, async (db, from, to) => {
            const changed = await changeVesselStatus(db, id, [from], to, { companyId: null });
            if (changed) await removeFromAccessGroups(db, id);
            return changed;
          });
          break;
        case 'Archive':
          // An archived vessel is nobody's receiver (ADR 0058).
          await transition(action, id, (db, from, to) =>
            changeVesselStatus(db, id, [from], to, { isDataReceiver: false }),
          );
          break;
        case 'Reactivate':
        case 'Activate':
        case 'Deactivate':
          await transition(action, id, (db, from, to) => changeVesselStatus(db, id, [from], to));
          break;
        case 'SetDataReceiver':
          await allowed(id, action);
          await ctx.db
            .transaction()
            .execute((trx) => moveDataReceiverTo(trx, id))
            .catch((error: unknown) => {
              if (isUniqueViolation(error)) throw conflict(receiverRaceMessage);
              throw error;
            });
          break;
        case 'UnsetDataReceiver':
          await allowed(id, action);
          await clearDataReceiver(ctx.db, id);
          break;
        default:
          throw new Error(`${action} is not a body-less lifecycle call`);
      }
      return record(actor, id);
    },

    async switchFeature(
      actor: Actor,
      id: string,
      body: { vesselId?: string; featureId: string },
      on: boolean,
    ): Promise<VesselAdministration> {
      requireAdmin(actor);
      requireBodyVessel(id, body.vesselId);
      await allowed(id, 'SwitchFeature');
      if (!(await featureExists(ctx.db, body.featureId)))
        throw invalidInput(featureNotFoundMessage, 'featureId');
      await switchFeature(ctx.db, id, body.featureId, on);
      return record(actor, id);
    },

    /** DELETE: archived vessels only; their data is purged after the retention period (ADR 0058). */
    async remove(actor: Actor, id: string): Promise<void> {
      requireAdmin(actor);
      await allowed(id, 'Delete');
      const deleted = await ctx.db.transaction().execute((trx) => softDeleteArchivedVessel(trx, id));
      if (!deleted) {
        const vessel = await findVesselById(ctx.db, id);
        if (!vessel) throw notFound(messages.vesselNotFound);
        throw conflict(transitionRefusedMessage('Delete', vessel.activeStatus));
      }
    },
  };
}

export type VesselAdministrationService = ReturnType<typeof createVesselAdministrationService>;
