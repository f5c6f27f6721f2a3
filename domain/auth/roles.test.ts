import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  canEditRoles,
  hasPartnerKeys,
  isAccessGroupMemberRole,
  isAdmin,
  isKognifai,
  isSuperOrAdmin,
  roles,
} from './roles.ts';

describe('roles (003 §6)', () => {
  it('ADMIN-113 are exactly Administrator, SuperUser, User and KognifaiUser', () => {
    expect([...roles].sort()).toEqual(['Administrator', 'KognifaiUser', 'SuperUser', 'User']);
  });

  it('ADMIN-151 isAdmin, isSuperOrAdmin and isKognifai', () => {
    expect(roles.filter(isAdmin)).toEqual(['Administrator']);
    expect(roles.filter(isSuperOrAdmin).sort()).toEqual(['Administrator', 'SuperUser']);
    expect(roles.filter(isKognifai)).toEqual(['KognifaiUser']);
    expect(isAdmin(null)).toBe(false);
  });

  it('ADMIN-148 an Administrator can assign all four roles', () => {
    expect([...assignableRoles('Administrator')].sort()).toEqual([
      'Administrator',
      'KognifaiUser',
      'SuperUser',
      'User',
    ]);
  });

  it('ADMIN-149 a SuperUser can assign User and SuperUser', () => {
    expect(assignableRoles('SuperUser')).toEqual(['User', 'SuperUser']);
  });

  it('ADMIN-150 others cannot edit roles and are offered only User', () => {
    for (const role of ['User', 'KognifaiUser', undefined] as const) {
      expect(assignableRoles(role)).toEqual(['User']);
      expect(canEditRoles(role)).toBe(false);
    }
  });

  it('only User and KognifaiUser belong to access groups (SuperUsers see their whole company)', () => {
    expect(roles.filter(isAccessGroupMemberRole).sort()).toEqual(['KognifaiUser', 'User']);
  });
});

describe('partner keys (003 §3, §8; ADR 0061)', () => {
  const keys = { kognifaiTenantId: 'tenant', kognifaiClientId: 'client', kognifaiClientSecret: 'secret' };

  it('ADMIN-181 are usable only with Tenant ID, Client ID and Client Secret all set', () => {
    expect(hasPartnerKeys(keys)).toBe(true);
    expect(hasPartnerKeys({ ...keys, kognifaiClientSecret: '' })).toBe(false);
    expect(hasPartnerKeys({ ...keys, kognifaiClientId: '   ' })).toBe(false);
    expect(hasPartnerKeys({ ...keys, kognifaiTenantId: '' })).toBe(false);
  });
});
