// The one access policy (ADR 0002): which roles may call what, and which company's users,
// vessels and access groups a caller reaches. Services call these FIRST; repositories then
// receive a scope and never decide access themselves.
import { assignableRoles, isAdmin, isKognifai, isSuperOrAdmin, type Role } from '../../domain/auth/roles.ts';
import { messages } from '../../domain/messages.ts';
import { forbidden, partnerKeysExpired } from '../http/app-error.ts';
import type { Actor } from './actor.ts';

/** Which vessels a query may return. */
export type VesselScope =
  | { kind: 'all' }
  | { kind: 'company'; companyId: string }
  | { kind: 'member'; companyId: string; userId: string }
  | { kind: 'none' };

export function requireAdmin(actor: Actor): void {
  if (!isAdmin(actor.role)) throw forbidden();
}

export function requireSuperOrAdmin(actor: Actor): void {
  if (!isSuperOrAdmin(actor.role)) throw forbidden();
}

/** The partner type reaches vessels only through /Kognifai/* (403 elsewhere). */
export function requireNotPartner(actor: Actor): void {
  if (isKognifai(actor.role)) throw forbidden();
}

/** Every /Kognifai call: 403 for other roles, then 503 when the partner's keys have expired (003 §8). */
export function requirePartner(actor: Actor): void {
  if (!isKognifai(actor.role)) throw forbidden();
  if (!actor.hasPartnerKeys) throw partnerKeysExpired();
}

/**
 * The vessels `actor` sees. Administrator: all with `ignoreCompany`, a named company, else the
 * current company. SuperUser: its company. User and KognifaiUser: the vessels of the non-default
 * access groups of its company that it belongs to. A named company other than one's own is 403.
 */
export function vesselScopeFor(
  actor: Actor,
  options: { ignoreCompany?: boolean; companyId?: string } = {},
): VesselScope {
  if (isAdmin(actor.role)) {
    if (options.companyId) return { kind: 'company', companyId: options.companyId };
    if (options.ignoreCompany) return { kind: 'all' };
    return actor.companyId ? { kind: 'company', companyId: actor.companyId } : { kind: 'none' };
  }
  if (options.companyId && options.companyId !== actor.homeCompanyId) throw forbidden();
  if (!actor.homeCompanyId) return { kind: 'none' };
  if (actor.role === 'SuperUser') return { kind: 'company', companyId: actor.homeCompanyId };
  return { kind: 'member', companyId: actor.homeCompanyId, userId: actor.userId };
}

/** The company whose users and access groups a SuperUser or Administrator manages. */
export function managedCompanyId(actor: Actor): string {
  requireSuperOrAdmin(actor);
  const companyId = isAdmin(actor.role) ? actor.companyId : actor.homeCompanyId;
  if (!companyId) throw forbidden();
  return companyId;
}

/** Whether `actor` may act on a company's data (Administrator: any company; SuperUser: its own). */
export function requireCompanyInReach(actor: Actor, companyId: string | null): void {
  requireSuperOrAdmin(actor);
  if (isAdmin(actor.role)) return;
  if (!companyId || companyId !== actor.homeCompanyId) throw forbidden();
}

export type ManagedUser = { id: string; role: Role; homeCompanyId: string | null };

/**
 * Edit, delete and API keys of another user (003 §6): an Administrator manages everyone; a
 * SuperUser manages the users of its company whose role it may assign (User, SuperUser).
 */
export function requireUserManageable(actor: Actor, target: ManagedUser): void {
  requireSuperOrAdmin(actor);
  if (isAdmin(actor.role)) return;
  if (target.homeCompanyId !== actor.homeCompanyId) throw forbidden();
  if (!assignableRoles(actor.role).includes(target.role)) throw forbidden();
}

export function requireRoleAssignable(actor: Actor, role: Role): void {
  if (!assignableRoles(actor.role).includes(role)) throw forbidden(messages.roleNotAssignable);
}
