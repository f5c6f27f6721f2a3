import { describe, expect, it } from 'vitest';
import { navEntries, visibleNavEntries } from './navigation.tsx';

const allPages = new Set(navEntries.map((entry) => entry.to));
const labelsFor = (role: Parameters<typeof visibleNavEntries>[0], pages: ReadonlySet<string> = allPages) =>
  visibleNavEntries(role, pages).map((entry) => entry.label);
const adminOnly = [
  'Company List',
  'Manage Vessels',
  'Power - Speed',
  'SFOC - Power',
  'Import Status',
  'Taxonomy',
  'Announcement',
];

describe('sidebar entries', () => {
  it('SHELL-059 SHELL-062 shows User List and Vessel Access Control to a SuperUser, and no admin-only entry', () => {
    const labels = labelsFor('SuperUser');
    expect(labels).toContain('User List');
    expect(labels).toContain('Vessel Access Control');
    for (const label of adminOnly) expect(labels).not.toContain(label);
  });

  it('SHELL-162 shows every entry to an Administrator', () => {
    expect(labelsFor('Administrator')).toEqual(navEntries.map((entry) => entry.label));
  });

  it('SHELL-061 SHELL-065 shows a User the entries every signed-in user has, and nothing of administration', () => {
    expect(labelsFor('User')).toEqual([
      'Dashboard',
      'Vessel Overview',
      'Vessel Groups',
      'Notifications',
      'Help',
      'About',
    ]);
  });

  it('shows only entries whose page exists', () => {
    expect(labelsFor('Administrator', new Set(['/', '/About', '/Users']))).toEqual([
      'Dashboard',
      'User List',
      'About',
    ]);
  });
});
