// The sidebar entries of 000 §2 in one list, each with the roles that may see it. An entry shows
// only once its route exists in the route tree, so a new page appears by adding its route file.
import type { ReactNode } from 'react';
import { isAdmin, isSuperOrAdmin, type Role } from '../../domain/auth/roles.ts';
import { IconBuilding, IconHome, IconInfo, IconShield, IconUsers } from '../components/icons.tsx';

export type NavEntry = {
  label: string;
  to: string;
  icon: ReactNode;
  isVisibleTo: (role: Role) => boolean;
  /** Where the vessel list goes: the entries before it, then the vessels, then the rest. */
  section: 'top' | 'bottom';
};

const everyone = () => true;

export const navEntries: NavEntry[] = [
  { label: 'Dashboard', to: '/', icon: <IconHome />, isVisibleTo: everyone, section: 'top' },
  { label: 'User List', to: '/Users', icon: <IconUsers />, isVisibleTo: isSuperOrAdmin, section: 'bottom' },
  { label: 'Company List', to: '/Company', icon: <IconBuilding />, isVisibleTo: isAdmin, section: 'bottom' },
  {
    label: 'Vessel Access Control',
    to: '/VesselAccessControl',
    icon: <IconShield />,
    isVisibleTo: isSuperOrAdmin,
    section: 'bottom',
  },
  { label: 'About', to: '/About', icon: <IconInfo />, isVisibleTo: everyone, section: 'bottom' },
];

export function visibleNavEntries(role: Role, existingPaths: ReadonlySet<string>): NavEntry[] {
  return navEntries.filter((entry) => entry.isVisibleTo(role) && existingPaths.has(entry.to));
}
