// Vessel access groups (003 §2/§5, ADR 0002): SuperUsers and Administrators manage the groups of
// the company they act for; default groups cannot be renamed, managed or deleted.
import { isAccessGroupMemberRole } from '../../domain/auth/roles.ts';
import type { VesselCategory } from '../../domain/contracts/vessel-categories.ts';
import { messages } from '../../domain/messages.ts';
import { AppError, conflict, forbidden, notFound } from '../http/app-error.ts';
import {
  managedCompanyId,
  requireAdmin,
  requireCompanyInReach,
  requireSuperOrAdmin,
} from '../security/access-policy.ts';
import { preconditionFailed, requireIfMatch } from '../http/sync-refusal.ts';
import type { Actor } from '../security/actor.ts';
import { presentVesselCategory } from './vessel-categories.presenter.ts';
import { findCompanyById } from '../companies/public.ts';
import { findUserById } from '../users/public.ts';
import {
  addCategoryUser,
  addCategoryVessel,
  findCategoryById,
  insertCategory,
  isCategoryNameTaken,
  listCategories,
  removeCategoryUser,
  removeCategoryVessel,
  renameCategory,
  softDeleteCategory,
  type VesselCategoryRecord,
} from './vessel-categories.repository.ts';
import { findVesselById } from '../vessels/public.ts';
import type { ServiceContext } from '../context.ts';
import { isUniqueViolation } from '../db/sql-errors.ts';

export function createVesselCategoriesService(ctx: ServiceContext) {
  /** A group the actor may manage: it exists, and belongs to a company in the actor's reach. */
  async function getGroup(actor: Actor, id: string): Promise<VesselCategoryRecord> {
    requireSuperOrAdmin(actor);
    const group = await findCategoryById(ctx.db, id);
    if (!group) throw notFound(messages.accessGroupNotFound);
    requireCompanyInReach(actor, group.companyId);
    return group;
  }

  async function getManageableGroup(actor: Actor, id: string): Promise<VesselCategoryRecord> {
    const group = await getGroup(actor, id);
    if (group.isDefault) throw forbidden(messages.defaultAccessGroupReadOnly);
    return group;
  }

  async function present(id: string): Promise<VesselCategory> {
    const group = await findCategoryById(ctx.db, id);
    if (!group) throw notFound(messages.accessGroupNotFound);
    return presentVesselCategory(group);
  }

  return {
    async list(actor: Actor): Promise<VesselCategory[]> {
      return (await listCategories(ctx.db, managedCompanyId(actor))).map(presentVesselCategory);
    },

    async create(actor: Actor, input: { name: string; companyId?: string }): Promise<VesselCategory> {
      let companyId = managedCompanyId(actor);
      if (input.companyId && input.companyId !== companyId) {
        requireAdmin(actor);
        if (!(await findCompanyById(ctx.db, input.companyId))) throw notFound(messages.companyNotFound);
        companyId = input.companyId;
      }
      if (await isCategoryNameTaken(ctx.db, companyId, input.name))
        throw conflict(messages.accessGroupNameExists);
      const id = await insertCategory(ctx.db, companyId, input.name).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(messages.accessGroupNameExists);
        throw error;
      });
      return present(id);
    },

    /** Based on the version read (If-Match, ADR 0092): 428 without, 412 with the current group. */
    async rename(actor: Actor, id: string, name: string, ifMatch: number | null): Promise<VesselCategory> {
      const group = await getManageableGroup(actor, id);
      const basedOn = requireIfMatch(ifMatch);
      if (await isCategoryNameTaken(ctx.db, group.companyId, name, id))
        throw conflict(messages.accessGroupNameExists);
      const saved = await renameCategory(ctx.db, id, name, basedOn).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(messages.accessGroupNameExists);
        throw error;
      });
      if (!saved) throw preconditionFailed(await present(id));
      return present(id);
    },

    async remove(actor: Actor, id: string, ifMatch: number | null): Promise<void> {
      const group = await getManageableGroup(actor, id);
      const basedOn = requireIfMatch(ifMatch);
      if (group.vessels.length > 0 || group.users.length > 0) throw conflict(messages.accessGroupNotEmpty);
      if (await softDeleteCategory(ctx.db, id, basedOn)) return;
      // Not deleted: renamed meanwhile (412), or a member was added meanwhile (409 as above).
      const now = await present(id);
      if (now.version !== basedOn) throw preconditionFailed(now);
      throw conflict(messages.accessGroupNotEmpty);
    },

    async addVessel(actor: Actor, groupId: string, vesselId: string): Promise<VesselCategory> {
      const group = await getManageableGroup(actor, groupId);
      const vessel = await findVesselById(ctx.db, vesselId);
      if (!vessel) throw notFound(messages.vesselNotFound);
      if (vessel.companyId !== group.companyId) throw forbidden(messages.vesselOtherCompany);
      await addCategoryVessel(ctx.db, groupId, vesselId);
      return present(groupId);
    },

    async removeVessel(actor: Actor, groupId: string, vesselId: string): Promise<VesselCategory> {
      await getManageableGroup(actor, groupId);
      await removeCategoryVessel(ctx.db, groupId, vesselId);
      return present(groupId);
    },

    async addUser(actor: Actor, groupId: string, userId: string): Promise<VesselCategory> {
      const group = await getManageableGroup(actor, groupId);
      const user = await findUserById(ctx.db, userId);
      if (!user) throw notFound(messages.userNotFound);
      if (user.homeCompanyId !== group.companyId) throw forbidden(messages.userOtherCompany);
      if (!isAccessGroupMemberRole(user.role)) {
        throw new AppError('VALIDATION_FAILED', messages.accessGroupMemberRole, [
          { path: 'userId', message: messages.accessGroupMemberRole },
        ]);
      }
      await addCategoryUser(ctx.db, groupId, userId);
      return present(groupId);
    },

    async removeUser(actor: Actor, groupId: string, userId: string): Promise<VesselCategory> {
      await getManageableGroup(actor, groupId);
      await removeCategoryUser(ctx.db, groupId, userId);
      return present(groupId);
    },
  };
}

export type VesselCategoriesService = ReturnType<typeof createVesselCategoriesService>;
