import { describe, expect, it } from 'vitest';
import { isUserOnline, userPayload, emptyUserForm, validateUserEmail } from './user-rules.ts';

const now = Date.parse('2026-03-05T12:00:00Z');

describe('user rules', () => {
  it('ADMIN-019 a user is online when the last activity is at most 10 minutes old', () => {
    expect(isUserOnline('2026-03-05T11:50:00Z', now)).toBe(true);
    expect(isUserOnline('2026-03-05T11:59:59Z', now)).toBe(true);
    expect(isUserOnline('2026-03-05T11:49:59Z', now)).toBe(false);
    expect(isUserOnline(null, now)).toBe(false);
    expect(isUserOnline('not a date', now)).toBe(false);
  });

  it('ADMIN-127 the own unchanged e-mail is not a duplicate, another user’s is', () => {
    const context = { existingEmails: ['a@example.com', 'b@example.com'], originalEmail: 'A@example.com' };
    expect(validateUserEmail('a@example.com', context)).toBeNull();
    expect(validateUserEmail('B@example.com', context)).toBe('A user with that email already exists.');
    expect(validateUserEmail('', context)).toBe('Email required');
  });

  it('ADMIN-025 sends the partner fields only for a KognifaiUser', () => {
    const values = { ...emptyUserForm(), kognifaiTenantId: 'tenant', role: 'User' as const };
    expect(userPayload(values).kognifaiTenantId).toBe('');
    expect(userPayload({ ...values, role: 'KognifaiUser' }).kognifaiTenantId).toBe('tenant');
  });
});
