import { describe, expect, it } from 'vitest';
import { emptyUserForm, userCreateRequest, userUpdateRequest, validateUserEmail } from './user-rules.ts';

describe('user rules', () => {
  it('ADMIN-127 the own unchanged e-mail is not a duplicate, another user’s is', () => {
    const context = { existingEmails: ['a@example.com', 'b@example.com'], originalEmail: 'A@example.com' };
    expect(validateUserEmail('a@example.com', context)).toBeNull();
    expect(validateUserEmail('B@example.com', context)).toBe('A user with that email already exists.');
    expect(validateUserEmail('', context)).toBe('Email required');
  });

  it('ADMIN-025 sends the partner fields only for a KognifaiUser', () => {
    const values = { ...emptyUserForm(), kognifaiTenantId: 'tenant', role: 'User' as const };
    expect(userCreateRequest(values).kognifaiTenantId).toBe('');
    expect(userCreateRequest({ ...values, role: 'KognifaiUser' }).kognifaiTenantId).toBe('tenant');
  });

  it('ADMIN-128 an update never carries the e-mail', () => {
    const request = userUpdateRequest('u1', { ...emptyUserForm(), email: 'changed@example.com', name: 'N' });
    expect(request).not.toHaveProperty('email');
    expect(request.id).toBe('u1');
  });
});
