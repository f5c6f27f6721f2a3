// Form rules of 000 §5 (SHELL-141..148). Each returns the spec's message for the first failing
// rule, or null when the value is fine; and how forms read a typed number.
import type * as v from 'valibot';
import { messages } from '../../domain/messages.ts';
import { passwordMinLength } from '../../domain/auth/password.ts';
import { emailPattern } from '../../domain/contracts/common.ts';

export function validateUsername(value: string): string | null {
  return value.trim() ? null : messages.usernameRequired;
}

export function validateLoginPassword(value: string): string | null {
  return value ? null : messages.passwordRequired;
}

export function validateEmail(value: string): string | null {
  if (!value.trim()) return messages.emailRequired;
  return emailPattern.test(value.trim()) ? null : messages.emailMustBeValid;
}

export function validateNewPassword(value: string): string | null {
  if (!value) return messages.passwordRequired;
  return value.length >= passwordMinLength ? null : messages.passwordTooShort;
}

export function validateConfirmPassword(password: string, confirm: string): string | null {
  return password === confirm ? null : messages.passwordMismatch;
}

/** A number typed into a form: '' is not filled in (null); '1 234,5' reads as 1234.5; anything else that is not a number is NaN. */
export function parseQuantity(text: string): number | null {
  const compact = text.trim().replace(/\s/g, '').replace(',', '.');
  if (compact === '') return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(compact) ? Number(compact) : Number.NaN;
}

/**
 * The first message of each field of a failed valibot parse of a form's body, keyed by the field's
 * name (the issue path's first key), so a form shows the contract's own words beside each field.
 */
export function firstIssueByField<TField extends string>(
  issues: readonly v.BaseIssue<unknown>[],
): Partial<Record<TField, string>> {
  const errors: Partial<Record<TField, string>> = {};
  for (const issue of issues) {
    const field = issue.path?.[0]?.key as TField | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
