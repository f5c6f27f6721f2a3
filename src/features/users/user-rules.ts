// Rules of the user form (003 §2/§5/§6): which fields are valid and which roles the signed-in
// user may hand out.
import { assignableRoles, canEditRoles, type Role } from '../../../domain/auth/roles.ts';
import type { User, UserCreateRequest, UserUpdateRequest } from '../../../domain/contracts/users.ts';
import { messages } from '../../../domain/messages.ts';
import { validateEmail } from '../../lib/form-rules.ts';

export type UserFormValues = {
  email: string;
  name: string;
  title: string;
  phoneNumber: string;
  role: Role;
  kognifaiTenantId: string;
  kognifaiClientId: string;
  kognifaiClientSecret: string;
  /** The crew's mark (ADR 0117); a partner account never works on board. */
  worksOnBoard: boolean;
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
    worksOnBoard: false,
  };
}

export function userFormFromUser(user: User): UserFormValues {
  return {
    email: user.email,
    name: user.name,
    title: user.title,
    phoneNumber: user.phoneNumber,
    role: user.role,
    kognifaiTenantId: user.kognifaiTenantId,
    kognifaiClientId: user.kognifaiClientId,
    kognifaiClientSecret: user.kognifaiClientSecret,
    worksOnBoard: user.worksOnBoard,
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

/**
 * The role choices of the form (ADMIN-148..150). The edited user's present role stays listed so
 * the field can show it even when the signed-in user may not hand that role out.
 */
export function roleOptions(currentRole: Role, editedRole?: Role): Role[] {
  const roles = [...assignableRoles(currentRole)];
  return editedRole && !roles.includes(editedRole) ? [...roles, editedRole] : roles;
}

/**
 * The role field is editable when the signed-in user may edit roles and may also assign the edited
 * user's present role (a SuperUser cannot demote an Administrator, ADMIN-031 on the server).
 */
export function isRoleEditable(currentRole: Role, editedRole: Role): boolean {
  return canEditRoles(currentRole) && assignableRoles(currentRole).includes(editedRole);
}

function userFields(values: UserFormValues): Omit<UserUpdateRequest, 'id'> {
  const isPartner = values.role === 'KognifaiUser';
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    phoneNumber: values.phoneNumber.trim(),
    role: values.role,
    kognifaiTenantId: isPartner ? values.kognifaiTenantId.trim() : '',
    kognifaiClientId: isPartner ? values.kognifaiClientId.trim() : '',
    kognifaiClientSecret: isPartner ? values.kognifaiClientSecret.trim() : '',
    worksOnBoard: !isPartner && values.worksOnBoard,
  };
}

/** The body of POST /Users/Post: the partner fields only for a KognifaiUser (ADMIN-025). */
export function userCreateRequest(values: UserFormValues): UserCreateRequest {
  return { email: values.email.trim(), ...userFields(values) };
}

/** The body of PUT /Users/Put: the e-mail cannot change once the user exists (ADMIN-128). */
export function userUpdateRequest(userId: string, values: UserFormValues): UserUpdateRequest {
  return { id: userId, ...userFields(values) };
}
