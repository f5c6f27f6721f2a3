// The sidebar entries of 000 §2 in one list, in the spec's order, each with the roles that may see
// it. An entry shows only once its route exists in the route tree, so a page appears in the
// sidebar by adding its route file. An entry with a feature (Data Quality, SHELL-055, 001 §6) shows
// only when some vessel the user sees has that feature.
import type { ReactNode } from 'react';
import { isAdmin, isKognifai, isSuperOrAdmin, type Role } from '../../domain/auth/roles.ts';
import type { FeatureName } from '../../domain/features.ts';
import {
  IconBell,
  IconBuilding,
  IconChart,
  IconHelp,
  IconHome,
  IconInfo,
  IconLayers,
  IconMap,
  IconMegaphone,
  IconShield,
  IconShip,
  IconTag,
  IconUpload,
  IconUsers,
} from '../components/icons.tsx';

export type NavEntry = {
  label: string;
  to: string;
  icon: ReactNode;
  isVisibleTo: (role: Role) => boolean;
  /** Where the vessel list goes: the entries before it, then the vessels, then the rest. */
  section: 'top' | 'bottom';
  /** Shown only when some vessel has this feature. */
  feature?: FeatureName;
  /** A tag beside the label ('New'). */
  tag?: string;
  /**
   * Who it is for among those the role lets in: the office's pages are not offered to a user who
   * works on board, the crew's start page only to them (ADR 0117). Absent: both.
   */
  audience?: 'office' | 'crew';
};

const everyone = () => true;

export const navEntries: NavEntry[] = [
  {
    label: 'On board',
    to: '/OnBoard',
    icon: <IconShip />,
    isVisibleTo: everyone,
    section: 'top',
    audience: 'crew',
  },
  {
    label: 'Dashboard',
    to: '/',
    icon: <IconHome />,
    isVisibleTo: everyone,
    section: 'top',
    audience: 'office',
  },
  {
    label: 'Vessel Overview',
    to: '/VesselOverview',
    icon: <IconMap />,
    isVisibleTo: everyone,
    section: 'top',
    audience: 'office',
  },
  {
    label: 'Data Quality',
    to: '/DataQuality',
    icon: <IconChart />,
    isVisibleTo: everyone,
    section: 'top',
    feature: 'DataQuality',
    tag: 'New',
    audience: 'office',
  },
  { label: 'User List', to: '/Users', icon: <IconUsers />, isVisibleTo: isSuperOrAdmin, section: 'bottom' },
  { label: 'Company List', to: '/Company', icon: <IconBuilding />, isVisibleTo: isAdmin, section: 'bottom' },
  {
    label: 'Manage Vessels',
    to: '/VesselAdministration',
    icon: <IconShip />,
    isVisibleTo: isAdmin,
    section: 'bottom',
  },
  {
    label: 'Power - Speed',
    to: '/ReferenceCurves/PowerSpeed',
    icon: <IconChart />,
    isVisibleTo: isAdmin,
    section: 'bottom',
  },
  {
    label: 'SFOC - Power',
    to: '/ReferenceCurves/SFOC',
    icon: <IconChart />,
    isVisibleTo: isAdmin,
    section: 'bottom',
  },
  {
    label: 'Import Status',
    to: '/ImportStatus',
    icon: <IconUpload />,
    isVisibleTo: isAdmin,
    section: 'bottom',
  },
  { label: 'Taxonomy', to: '/Taxonomy', icon: <IconTag />, isVisibleTo: isAdmin, section: 'bottom' },
  {
    label: 'Announcement',
    to: '/Announcement',
    icon: <IconMegaphone />,
    isVisibleTo: isAdmin,
    section: 'bottom',
  },
  {
    label: 'Vessel Groups',
    to: '/VesselGroups',
    icon: <IconLayers />,
    isVisibleTo: everyone,
    section: 'bottom',
    audience: 'office',
  },
  // Not in the spec's sidebar (000 §2): its page exists (001 §2, path proposed in routes.tsv), and
  // without an entry it could only be reached by typing its address. The same roles as its route.
  {
    label: 'Compare vessels',
    to: '/Compare',
    icon: <IconChart />,
    isVisibleTo: (role) => !isKognifai(role),
    section: 'bottom',
    audience: 'office',
  },
  {
    label: 'Vessel Access Control',
    to: '/VesselAccessControl',
    icon: <IconShield />,
    isVisibleTo: isSuperOrAdmin,
    section: 'bottom',
  },
  {
    label: 'Notifications',
    to: '/Notifications',
    icon: <IconBell />,
    isVisibleTo: everyone,
    section: 'bottom',
  },
  { label: 'Help', to: '/Help', icon: <IconHelp />, isVisibleTo: everyone, section: 'bottom' },
  { label: 'About', to: '/About', icon: <IconInfo />, isVisibleTo: everyone, section: 'bottom' },
];

/** Whether the user works on board (the crew's pages) or in the office (ADR 0117). */
export type Audience = 'office' | 'crew';

export const audienceOf = (user: { worksOnBoard: boolean }): Audience =>
  user.worksOnBoard ? 'crew' : 'office';

/** `fleetFeatures`: the features some vessel of the user has (a feature entry hides until known). */
export function visibleNavEntries(
  role: Role,
  existingPaths: ReadonlySet<string>,
  fleetFeatures: ReadonlySet<string> = new Set(),
  audience: Audience = 'office',
): NavEntry[] {
  return navEntries.filter(
    (entry) =>
      entry.isVisibleTo(role) &&
      (!entry.audience || entry.audience === audience) &&
      existingPaths.has(entry.to) &&
      (!entry.feature || fleetFeatures.has(entry.feature)),
  );
}

/**
 * A vessel sub-page (002 §2 routes, routes.tsv): its link label, its path after the vessel path,
 * and the feature the vessel needs for the module (001 §6, PERF-143; ADR 0059). With a feature, the
 * link shows only where the vessel has it, and the vessel layout shows the page's
 * feature-not-available notice instead of the page elsewhere (PERF-115): a gated module's page
 * is this one declaration.
 */
/** The three groups of a vessel's pages (issue 26 §5), in the order they are shown. */
export const vesselPageGroups = ['Vessel', 'Performance', 'Emissions'] as const;
export type VesselPageGroup = (typeof vesselPageGroups)[number];

export type VesselPageEntry = {
  label: string;
  path: string;
  group: VesselPageGroup;
  feature?: FeatureName;
  /** An analysis page of the office, not offered to a user who works on board (ADR 0117). */
  office?: true;
};

// By group (Vessel, Performance, Emissions; issue 26 §5), the pages people open most first in each;
// like the sidebar, a link shows only once its route file exists.
export const vesselPageEntries: VesselPageEntry[] = [
  { label: 'Info', path: 'Info', group: 'Vessel' },
  { label: 'Notes', path: 'Notes', group: 'Vessel' },
  { label: 'Documents', path: 'VesselFiles', group: 'Vessel' },
  { label: 'Vessel settings', path: 'VesselSettings', group: 'Vessel' },
  { label: 'Logging history', path: 'LoggingHistory', group: 'Vessel', office: true },
  { label: 'Notifications', path: 'Notifications', group: 'Vessel' },
  { label: 'Long trend', path: 'LongTrend', group: 'Performance', feature: 'Diagnostics', office: true },
  { label: 'Diagnostics', path: 'Diagnostics', group: 'Performance', feature: 'Diagnostics', office: true },
  { label: 'Fouling', path: 'Fouling', group: 'Performance', feature: 'Fouling', office: true },
  {
    label: 'Fouling diagnostics',
    path: 'Fouling/Diagnostics',
    group: 'Performance',
    feature: 'Fouling',
    office: true,
  },
  { label: 'ISO 19030', path: 'Iso19030', group: 'Performance', feature: 'Diagnostics', office: true },
  {
    label: 'Data analysis',
    path: 'DataAnalysis',
    group: 'Performance',
    feature: 'DataAnalysis',
    office: true,
  },
  {
    label: 'Charter party',
    path: 'CharterParty',
    group: 'Performance',
    feature: 'CharterParty',
    office: true,
  },
  { label: 'EEXI ShaPoLi', path: 'Shapoli', group: 'Performance', feature: 'Shapoli', office: true },
  { label: 'Feature mapping', path: 'FeatureMapping', group: 'Performance', office: true },
  { label: 'Emission report', path: 'EmissionReport', group: 'Emissions', feature: 'EmissionReport' },
  { label: 'Noon reports', path: 'NoonReports', group: 'Emissions' },
  { label: 'Emissions compliance', path: 'EmissionsCompliance', group: 'Emissions', office: true },
  { label: 'CII', path: 'Cii', group: 'Emissions', office: true },
  { label: 'Reports', path: 'Report', group: 'Emissions', office: true },
];

export const vesselRoutePrefix = '/Vessel/$vesselId/$vesselName/';

/** The entry of a vessel sub-page by its route's full path ('/Vessel/$vesselId/$vesselName/Diagnostics'). */
export function vesselPageEntryOf(fullPath: string | undefined): VesselPageEntry | undefined {
  return vesselPageEntries.find((entry) => fullPath === `${vesselRoutePrefix}${entry.path}`);
}

/** The sub-pages whose route exists and, when the vessel's features are known, whose feature it has. */
export function visibleVesselPageEntries(
  existingPaths: ReadonlySet<string>,
  vesselFeatures?: readonly string[],
  audience: Audience = 'office',
): VesselPageEntry[] {
  return vesselPageEntries.filter(
    (entry) =>
      (audience === 'office' || !entry.office) &&
      existingPaths.has(`${vesselRoutePrefix}${entry.path}`) &&
      (!entry.feature || !vesselFeatures || vesselFeatures.includes(entry.feature)),
  );
}
