import { describe, expect, it } from 'vitest';
import { visibleNavEntries } from './navigation.tsx';

const allPages = new Set(['/', '/Users', '/Company', '/VesselAccessControl', '/About']);
const labelsFor = (role: Parameters<typeof visibleNavEntries>[0], pages = allPages) =>
  visibleNavEntries(role, pages).map((entry) => entry.label);

describe('sidebar entries', () => {
  it('SHELL-059 SHELL-062 shows User List and Vessel Access Control to a SuperUser, not Company List', () => {
    expect(labelsFor('SuperUser')).toEqual(['Dashboard', 'User List', 'Vessel Access Control', 'About']);
  });

  it('SHELL-162 shows every administration entry to an Administrator', () => {
    expect(labelsFor('Administrator')).toEqual([
      'Dashboard',
      'User List',
      'Company List',
      'Vessel Access Control',
      'About',
    ]);
  });

  it('SHELL-065 shows a User only the entries every user has', () => {
    expect(labelsFor('User')).toEqual(['Dashboard', 'About']);
  });

  it('shows only entries whose page exists', () => {
    expect(labelsFor('Administrator', new Set(['/', '/About']))).toEqual(['Dashboard', 'About']);
  });
});
