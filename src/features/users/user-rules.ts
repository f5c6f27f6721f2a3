// Rules of the user form and list (003 §2/§5/§6/§9): which fields are valid, which roles the
// signed-in user may hand out, and who counts as online.
import { assignableRoles, isSuperOrAdmin, type Role } from '../../../domain/auth/roles.ts';
import type { User } from '../../../domain/contracts/users.ts';
import { messages } from '../../../domain/messages.ts';
import { validateEmail } from '../../lib/form-rules.ts';

/** ADMIN-019: online when the last activity lies within the last 10 minutes. */
export const onlineWindowMinutes = 10;

export function isUserOnline(lastActivityDate: string | null | undefined, nowMs: number): boolean {
  if (!lastActivityDate) return false;
  const lastMs = Date.parse(lastActivityDate);
  if (Number.isNaN(lastMs)) return false;
  return nowMs - lastMs <= onlineWindowMinutes * 60_000;
}

export type UserFormValues = {
  email: string;
  name: string;
  title: string;
  phoneNumber: string;
  role: Role;
  kognifaiTenantId: string;
  kognifaiClientId: string;
  kognifaiClientSecret: string;
};

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export function emptyUserForm(): UserFormValues {
  return {
    email: '',
    name: '',
    title: '',
    phoneNumber: '',
    role: 'User',
    kognifaiTenantId: '',
    kognifaiClientId: '',
    kognifaiClientSecret: '',
  };
}

export function userFormFromUser(user: User): UserFormValues {
  return {
    email: user.email,
    name: user.name,
    title: user.title ?? '',
    phoneNumber: user.phoneNumber ?? '',
    role: user.role,
    kognifaiTenantId: user.kognifaiTenantId ?? '',
    kognifaiClientId: user.kognifaiClientId ?? '',
    kognifaiClientSecret: user.kognifaiClientSecret ?? '',
  };
}

type EmailContext = {
  /** E-mails of the users already in the list. */
  existingEmails: readonly string[];
  /** The user's own e-mail when editing: keeping it is not a duplicate. */
  originalEmail?: string;
};

/** ADMIN-127: required, valid, and not already in the list (ignoring case). */
export function validateUserEmail(
  value: string,
  { existingEmails, originalEmail }: EmailContext,
): string | null {
  const formatError = validateEmail(value);
  if (formatError) return formatError;
  const email = value.trim().toLowerCase();
  if (originalEmail !== undefined && email === originalEmail.trim().toLowerCase()) return null;
  return existingEmails.some((existing) => existing.trim().toLowerCase() === email)
    ? messages.userEmailExists
    : null;
}

/** ADMIN-127/129: every failing field with its message; an empty object means the form is valid. */
export function validateUserForm(values: UserFormValues, context: EmailContext): UserFormErrors {
  const errors: UserFormErrors = {};
  const emailError = validateUserEmail(values.email, context);
  if (emailError) errors.email = emailError;
  if (!values.name.trim()) errors.name = messages.userNameRequired;
  if (!values.title.trim()) errors.title = messages.userTitleRequired;
  return errors;
}

/** ADMIN-024/150: only a SuperUser or Administrator may choose roles at all. */
export function canEditRoles(currentRole: Role): boolean {
  return isSuperOrAdmin(currentRole);
}

/**
 * The role choices of the form (ADMIN-148..150). The edited user's present role stays listed so
 * the field can show it even when the signed-in user may not hand that role out.
 */
export function roleOptions(currentRole: Role, editedRole?: Role): Role[] {
  const roles = assignableRoles(currentRole);
  return editedRole && !roles.includes(editedRole) ? [...roles, editedRole] : roles;
}

/**
 * The role field is editable when the signed-in user may edit roles and may also assign the edited
 * user's present role (a SuperUser cannot demote an Administrator, ADMIN-031 on the server).
 */
export function isRoleEditable(currentRole: Role, editedRole: Role): boolean {
  return canEditRoles(currentRole) && assignableRoles(currentRole).includes(editedRole);
}

/** The body of POST /Users/Post and PUT /Users/Put: the partner fields only for a KognifaiUser. */
export function userPayload(values: UserFormValues) {
  const isPartner = values.role === 'KognifaiUser';
  return {
    email: values.email.trim(),
    name: values.name.trim(),
    title: values.title.trim(),
    phoneNumber: values.phoneNumber.trim(),
    role: values.role,
    kognifaiTenantId: isPartner ? values.kognifaiTenantId.trim() : '',
    kognifaiClientId: isPartner ? values.kognifaiClientId.trim() : '',
    kognifaiClientSecret: isPartner ? values.kognifaiClientSecret.trim() : '',
  };
}
