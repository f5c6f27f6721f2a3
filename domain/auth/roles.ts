// The four roles of 003 §3 and who may assign which role (003 §6, ADMIN-030..033).
import * as v from 'valibot';

export const roles = ['Administrator', 'SuperUser', 'User', 'KognifaiUser'] as const;
export const RoleSchema = v.picklist(roles);
export type Role = (typeof roles)[number];

export function isAdmin(role: Role | null | undefined): boolean {
  return role === 'Administrator';
}

export function isSuperOrAdmin(role: Role | null | undefined): boolean {
  return role === 'SuperUser' || role === 'Administrator';
}

export function isKognifai(role: Role | null | undefined): boolean {
  return role === 'KognifaiUser';
}

/** A partner's integration keys (003 §3, ADMIN-025): Tenant ID, Client ID and Client Secret. */
export type PartnerKeys = {
  kognifaiTenantId: string;
  kognifaiClientId: string;
  kognifaiClientSecret: string;
};

/**
 * Whether a partner's keys are usable: all three set (ADR 0061). An Administrator ends them by
 * clearing one (the Client Secret when it expired on the partner platform) and renews them by
 * entering it again; without them the /Kognifai calls answer 503 (003 §8).
 */
export function hasPartnerKeys(keys: PartnerKeys): boolean {
  return (
    keys.kognifaiTenantId.trim() !== '' &&
    keys.kognifaiClientId.trim() !== '' &&
    keys.kognifaiClientSecret.trim() !== ''
  );
}

/** The roles a user with `role` may give: Administrator all four, SuperUser User and SuperUser, others User. */
export function assignableRoles(role: Role | null | undefined): Role[] {
  if (role === 'Administrator') return [...roles];
  if (role === 'SuperUser') return ['User', 'SuperUser'];
  return ['User'];
}

/** Whether `role` may choose a role at all (others are offered only 'User', read-only). */
export function canEditRoles(role: Role | null | undefined): boolean {
  return isSuperOrAdmin(role);
}

/** Roles that belong to access groups; SuperUsers see all of their company's vessels anyway. */
export function isAccessGroupMemberRole(role: Role): boolean {
  return role === 'User' || role === 'KognifaiUser';
}
