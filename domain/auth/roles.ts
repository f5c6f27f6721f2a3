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
