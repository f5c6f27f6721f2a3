import { describe, expect, it } from 'vitest';
import {
  navEntries,
  vesselPageEntries,
  vesselRoutePrefix,
  visibleNavEntries,
  vesselPageEntryOf,
  visibleVesselPageEntries,
} from './navigation.tsx';

const allPages = new Set(navEntries.map((entry) => entry.to));
const labelsFor = (
  role: Parameters<typeof visibleNavEntries>[0],
  pages: ReadonlySet<string> = allPages,
  fleetFeatures: ReadonlySet<string> = new Set(),
) => visibleNavEntries(role, pages, fleetFeatures).map((entry) => entry.label);
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

  it('SHELL-162 shows every entry of the office to an Administrator', () => {
    expect(labelsFor('Administrator', allPages, new Set(['DataQuality']))).toEqual(
      navEntries.filter((entry) => entry.audience !== 'crew').map((entry) => entry.label),
    );
  });

  it('issue 26 §3 ADR 0117 a User who works on board has the crew’s menu: On board first, no dashboard or office analysis', () => {
    expect(visibleNavEntries('User', allPages, new Set(['DataQuality']), 'crew').map((e) => e.label)).toEqual(
      ['On board', 'Notifications', 'Help', 'About'],
    );
    // A SuperUser on board keeps what the role manages.
    expect(visibleNavEntries('SuperUser', allPages, new Set(), 'crew').map((e) => e.label)).toEqual([
      'On board',
      'User List',
      'Vessel Access Control',
      'Notifications',
      'Help',
      'About',
    ]);
    expect(labelsFor('User')).not.toContain('On board');
    expect(navEntries.find((entry) => entry.label === 'On board')?.to).toBe('/OnBoard');
  });

  it('SHELL-055 PERF-047 shows Data Quality, tagged New, only when some vessel has the DataQuality feature', () => {
    expect(labelsFor('User')).not.toContain('Data Quality');
    expect(labelsFor('User', allPages, new Set(['Diagnostics']))).not.toContain('Data Quality');
    expect(labelsFor('User', allPages, new Set(['DataQuality']))).toContain('Data Quality');
    expect(navEntries.find((entry) => entry.label === 'Data Quality')?.tag).toBe('New');
  });

  it('SHELL-061 SHELL-065 shows a User the entries every signed-in user has, and nothing of administration', () => {
    expect(labelsFor('User')).toEqual([
      'Dashboard',
      'Vessel Overview',
      'Vessel Groups',
      'Compare vessels',
      'Notifications',
      'Help',
      'About',
    ]);
  });

  it('issue 26 §5 PERF-039 shows Compare vessels, linking to /Compare, to every role its route lets in', () => {
    for (const role of ['User', 'SuperUser', 'Administrator'] as const) {
      expect(labelsFor(role), role).toContain('Compare vessels');
    }
    expect(labelsFor('KognifaiUser')).not.toContain('Compare vessels');
    expect(navEntries.find((entry) => entry.label === 'Compare vessels')?.to).toBe('/Compare');
    expect(labelsFor('User', new Set(['/', '/About']))).not.toContain('Compare vessels');
  });

  it('shows only entries whose page exists', () => {
    expect(labelsFor('Administrator', new Set(['/', '/About', '/Users']))).toEqual([
      'Dashboard',
      'User List',
      'About',
    ]);
  });
});

describe('vessel sub-pages', () => {
  const allVesselPages = new Set(vesselPageEntries.map((entry) => `${vesselRoutePrefix}${entry.path}`));
  const labels = (features?: string[]) =>
    visibleVesselPageEntries(allVesselPages, features).map((entry) => entry.label);

  it('PERF-143 PERF-017 Long trend and Diagnostics appear only where the vessel has Diagnostics; Emission report and Charter party likewise', () => {
    expect(labels(['EmissionReport'])).not.toContain('Diagnostics');
    expect(labels(['EmissionReport'])).not.toContain('Long trend');
    expect(labels(['EmissionReport'])).not.toContain('Charter party');
    expect(labels(['EmissionReport'])).toContain('Emission report');
    expect(labels(['Diagnostics'])).toEqual(expect.arrayContaining(['Long trend', 'Diagnostics']));
    expect(labels(['Diagnostics'])).not.toContain('Emission report');
  });

  it('PERF-143 ADR 0059 Data analysis appears only where the vessel has DataAnalysis; a page finds its entry and feature by its route', () => {
    expect(labels(['Diagnostics'])).not.toContain('Data analysis');
    expect(labels(['DataAnalysis'])).toContain('Data analysis');
    expect(vesselPageEntryOf(`${vesselRoutePrefix}DataAnalysis`)?.feature).toBe('DataAnalysis');
    expect(vesselPageEntryOf(`${vesselRoutePrefix}Diagnostics`)?.feature).toBe('Diagnostics');
    expect(vesselPageEntryOf(`${vesselRoutePrefix}Info`)?.feature).toBeUndefined();
    expect(vesselPageEntryOf(undefined)).toBeUndefined();
  });

  it('issue 26 §5 the pages come in three groups, each once: Vessel, Performance, Emissions', () => {
    const groups = vesselPageEntries.map((entry) => entry.group);
    expect([...new Set(groups)]).toEqual(['Vessel', 'Performance', 'Emissions']);
    // Grouped, not interleaved: each group's pages are together.
    expect(groups).toEqual([...groups].sort((a, b) => groups.indexOf(a) - groups.indexOf(b)));
  });

  it('while the vessel is not loaded yet, every existing page is linked', () => {
    expect(labels()).toEqual(vesselPageEntries.map((entry) => entry.label));
  });

  it('issue 26 §3 ADR 0117 the crew are offered the pages they enter data on, not the office’s analysis', () => {
    const crew = visibleVesselPageEntries(
      allVesselPages,
      ['EmissionReport', 'Diagnostics', 'Fouling'],
      'crew',
    ).map((entry) => entry.label);
    expect(crew).toEqual([
      'Info',
      'Notes',
      'Documents',
      'Vessel settings',
      'Notifications',
      'Emission report',
      'Noon reports',
    ]);
  });
});
