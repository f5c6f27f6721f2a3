// Rules of the vessel access groups (003 §2/§5, ADMIN-076/080/081/144): names unique ignoring case
// (the original name allowed on rename), default groups fixed, and what may be added to a group.
import { isAccessGroupMemberRole } from '../../../domain/auth/roles.ts';
import type { User } from '../../../domain/contracts/users.ts';
import type { VesselCategory } from '../../../domain/contracts/vessel-categories.ts';
import { messages } from '../../../domain/messages.ts';
import { accessGroupNameMaxLength } from '../../../domain/vessel-rules.ts';

type NameContext = { existingNames: readonly string[]; originalName?: string };

export function validateAccessGroupName(
  value: string,
  { existingNames, originalName }: NameContext,
): string | null {
  const name = value.trim().toLowerCase();
  if (!name) return messages.accessGroupNameRequired;
  if (value.trim().length > accessGroupNameMaxLength) return messages.accessGroupNameTooLong;
  if (originalName !== undefined && name === originalName.trim().toLowerCase()) return null;
  return existingNames.some((existing) => existing.trim().toLowerCase() === name)
    ? messages.accessGroupNameExists
    : null;
}

/** ADMIN-080: a default group cannot be managed or renamed. */
export function canManageAccessGroup(group: Pick<VesselCategory, 'isDefault'>): boolean {
  return !group.isDefault;
}

/** ADMIN-081: Delete only for a non-default group without vessels and without users. */
export function canDeleteAccessGroup(
  group: Pick<VesselCategory, 'isDefault' | 'vessels' | 'users'>,
): boolean {
  return !group.isDefault && group.vessels.length === 0 && group.users.length === 0;
}

const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Sorted by name, ignoring case. */
export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort(byName);
}

/** The candidates that are not in the group yet, by name. */
export function notInGroup<T extends { id: string; name: string }>(
  candidates: readonly T[],
  members: readonly { id: string }[],
): T[] {
  const memberIds = new Set(members.map((member) => member.id));
  return sortByName(candidates.filter((candidate) => !memberIds.has(candidate.id)));
}

/**
 * Who can join a non-default group: the Users and partner users (KognifaiUser) of the group's
 * company. SuperUsers already see every vessel of their company, and Administrators are provider
 * staff, so neither is offered (ADR 0002).
 */
export function groupCandidateUsers<T extends Pick<User, 'role' | 'companyId'>>(
  users: readonly T[],
  group: Pick<VesselCategory, 'companyId'>,
): T[] {
  return users.filter((user) => user.companyId === group.companyId && isAccessGroupMemberRole(user.role));
}
