// Users of 003 §2/§6: lists, create, edit, delete, API keys and 'View as company'.
import { isAdmin } from '../../domain/auth/roles.ts';
import type { User, UserCreateRequest, UserUpdateRequest } from '../../domain/contracts/users.ts';
import { onlineWindowMinutes } from '../../domain/contracts/users.ts';
import { messages } from '../../domain/messages.ts';
import { conflict, forbidden, notFound } from '../http/app-error.ts';
import {
  managedCompanyId,
  requireAdmin,
  requireNotPartner,
  requireRoleAssignable,
  requireSuperOrAdmin,
  requireUserManageable,
  vesselScopeFor,
} from '../security/access-policy.ts';
import { preconditionFailed, requireIfMatch } from '../http/sync-refusal.ts';
import type { Actor } from '../security/actor.ts';
import { presentUser } from './users.presenter.ts';
import { findCompanyById } from '../companies/public.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  listUsersSeeingVessel,
  setApiKey,
  setCurrentCompany,
  softDeleteUser,
  updateUser,
  type UserRecord,
} from './users.repository.ts';
import { findVesselById, isVesselInScope } from '../vessels/public.ts';
import { apiKeyPrefix, apiKeyPreview, hashSecret, newSecret } from '../security/tokens.ts';
import type { ServiceContext } from '../context.ts';
import { isUniqueViolation } from '../db/sql-errors.ts';

const asManaged = (user: UserRecord) => ({ id: user.id, role: user.role, homeCompanyId: user.homeCompanyId });

/** The mail a new user gets (the auth service sends it: a link to choose a password). */
export type WelcomeMail = { sendWelcome(user: UserRecord): Promise<void> };

export function createUsersService(ctx: ServiceContext, auth: WelcomeMail) {
  async function getUserRecord(id: string): Promise<UserRecord> {
    const user = await findUserById(ctx.db, id);
    if (!user) throw notFound(messages.userNotFound);
    return user;
  }

  /** An Administrator without a current company (a fresh installation) sees the Administrators. */
  async function listManaged(actor: Actor): Promise<UserRecord[]> {
    if (isAdmin(actor.role)) return listUsers(ctx.db, actor.companyId, true);
    return listUsers(ctx.db, managedCompanyId(actor), false);
  }

  return {
    async getCurrentUser(actor: Actor): Promise<User> {
      return presentUser(await getUserRecord(actor.userId));
    },

    async isSuperUser(actor: Actor): Promise<{ isSuperUser: boolean }> {
      return { isSuperUser: actor.role === 'SuperUser' };
    },

    async list(actor: Actor): Promise<User[]> {
      return (await listManaged(actor)).map(presentUser);
    },

    async listOnline(actor: Actor): Promise<User[]> {
      const since = ctx.now().getTime() - onlineWindowMinutes * 60_000;
      const users = await listManaged(actor);
      return users
        .filter((user) => user.lastActivityAt && user.lastActivityAt.getTime() >= since)
        .map(presentUser);
    },

    /** The users who see a vessel (its company's SuperUsers and the members of its access groups). */
    async findByVessel(actor: Actor, vesselId: string): Promise<User[]> {
      requireSuperOrAdmin(actor);
      requireNotPartner(actor);
      const vessel = await findVesselById(ctx.db, vesselId);
      if (!vessel) throw notFound(messages.vesselNotFound);
      if (!(await isVesselInScope(ctx.db, vesselId, vesselScopeFor(actor, { ignoreCompany: true }))))
        throw forbidden();
      if (!vessel.companyId) return [];
      return (await listUsersSeeingVessel(ctx.db, vesselId, vessel.companyId)).map(presentUser);
    },

    async create(actor: Actor, input: UserCreateRequest & { email: string }): Promise<User> {
      requireSuperOrAdmin(actor);
      requireRoleAssignable(actor, input.role);
      let companyId = managedCompanyId(actor);
      if (input.companyId && input.companyId !== companyId) {
        requireAdmin(actor);
        if (!(await findCompanyById(ctx.db, input.companyId))) throw notFound(messages.companyNotFound);
        companyId = input.companyId;
      }
      if (await findUserByEmail(ctx.db, input.email)) throw conflict(messages.userEmailExists);
      const isProviderAdmin = input.role === 'Administrator';
      const isPartner = input.role === 'KognifaiUser';
      const id = await insertUser(ctx.db, {
        email: input.email,
        name: input.name,
        title: input.title,
        phoneNumber: input.phoneNumber ?? '',
        role: input.role,
        homeCompanyId: isProviderAdmin ? null : companyId,
        currentCompanyId: isProviderAdmin ? companyId : null,
        passwordHash: null,
        daysBeforeDataOutdated: input.daysBeforeDataOutdated,
        kognifaiTenantId: isPartner ? (input.kognifaiTenantId ?? '') : '',
        kognifaiClientId: isPartner ? (input.kognifaiClientId ?? '') : '',
        kognifaiClientSecret: isPartner ? (input.kognifaiClientSecret ?? '') : '',
        isNewUser: true,
        // A partner's account is a machine's: it never works on board.
        worksOnBoard: !isPartner && (input.worksOnBoard ?? false),
      }).catch((error: unknown) => {
        // Two creations racing for one e-mail: the unique index decides.
        if (isUniqueViolation(error)) throw conflict(messages.userEmailExists);
        throw error;
      });
      const user = await getUserRecord(id);
      await auth.sendWelcome(user);
      return presentUser(user);
    },

    /** Based on the version the editor read (If-Match, ADR 0092): 428 without, 412 when stale. */
    async update(
      actor: Actor,
      input: UserUpdateRequest & { id: string },
      ifMatch: number | null,
    ): Promise<User> {
      const isSelf = input.id === actor.userId;
      const target = await getUserRecord(input.id);
      if (!isSelf) requireUserManageable(actor, asManaged(target));
      const isRoleChange = input.role !== target.role;
      if (isRoleChange) {
        requireRoleAssignable(actor, input.role);
        // Nobody changes their own role; provider staff are created as Administrators, not converted.
        if (isSelf || input.role === 'Administrator' || target.role === 'Administrator') {
          throw forbidden(messages.roleNotAssignable);
        }
      }
      const basedOn = requireIfMatch(ifMatch);
      const isPartner = input.role === 'KognifaiUser';
      // A partner's keys are renewed by the Administrator who manages it, never by the partner
      // itself: its own edit leaves them as they are (ADR 0061).
      const keys = isSelf
        ? {
            kognifaiTenantId: target.kognifaiTenantId,
            kognifaiClientId: target.kognifaiClientId,
            kognifaiClientSecret: target.kognifaiClientSecret,
          }
        : {
            kognifaiTenantId: isPartner ? (input.kognifaiTenantId ?? '') : '',
            kognifaiClientId: isPartner ? (input.kognifaiClientId ?? '') : '',
            kognifaiClientSecret: isPartner ? (input.kognifaiClientSecret ?? '') : '',
          };
      const saved = await updateUser(
        ctx.db,
        target.id,
        {
          name: input.name,
          title: input.title,
          phoneNumber: input.phoneNumber ?? '',
          role: input.role,
          ...(input.daysBeforeDataOutdated !== undefined
            ? { daysBeforeDataOutdated: input.daysBeforeDataOutdated }
            : {}),
          ...(isPartner
            ? { worksOnBoard: false }
            : input.worksOnBoard !== undefined
              ? { worksOnBoard: input.worksOnBoard }
              : {}),
          ...keys,
        },
        basedOn,
      );
      if (!saved) throw preconditionFailed(presentUser(await getUserRecord(target.id)));
      return presentUser(await getUserRecord(target.id));
    },

    async remove(actor: Actor, id: string, ifMatch: number | null): Promise<void> {
      const target = await getUserRecord(id);
      requireUserManageable(actor, asManaged(target));
      if (target.id === actor.userId) throw forbidden(messages.cannotDeleteSelf);
      const basedOn = requireIfMatch(ifMatch);
      const deleted = await ctx.db.transaction().execute((trx) => softDeleteUser(trx, target.id, basedOn));
      if (!deleted) throw preconditionFailed(presentUser(await getUserRecord(target.id)));
    },

    /** A new key for oneself or for a user one manages; the full key is answered once. */
    async generateApiKey(actor: Actor, userId: string): Promise<{ apiKey: string }> {
      const target = await getUserRecord(userId);
      if (target.id !== actor.userId) requireUserManageable(actor, asManaged(target));
      const apiKey = newSecret(apiKeyPrefix);
      await setApiKey(ctx.db, target.id, hashSecret(apiKey), apiKeyPreview(apiKey));
      return { apiKey };
    },

    async clearApiKey(actor: Actor, userId: string): Promise<User> {
      const target = await getUserRecord(userId);
      if (target.id !== actor.userId) requireUserManageable(actor, asManaged(target));
      await setApiKey(ctx.db, target.id, null, '');
      return presentUser(await getUserRecord(target.id));
    },

    /** 'View as company' (ADR 0002): an Administrator switches the company it acts for. */
    async setCompany(actor: Actor, companyId: string): Promise<User> {
      requireAdmin(actor);
      if (!(await findCompanyById(ctx.db, companyId))) throw notFound(messages.companyNotFound);
      await setCurrentCompany(ctx.db, actor.userId, companyId);
      return presentUser(await getUserRecord(actor.userId));
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
