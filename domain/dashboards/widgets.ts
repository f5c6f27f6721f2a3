// The widget catalogue of 000 §3: each type's name, default size (grid units, width x height),
// instance rule and the vessel feature its vessels need (SHELL-090..098).
import type { FeatureName } from '../features.ts';

export const widgetTypes = [
  'Welcome',
  'VesselDataTable',
  'VesselDataGraph',
  'VesselMap',
  'PerformanceStatus',
  'Notifications',
  'Cii',
  'FoulingOverview',
] as const;
export type WidgetType = (typeof widgetTypes)[number];

/** The template names of the spec that map to types (000 §3). */
export const widgetTemplateAliases: Record<string, WidgetType> = {
  TableWidget: 'VesselDataTable',
  GraphWidget: 'VesselDataGraph',
};

export type WidgetTypeInfo = {
  type: WidgetType;
  name: string;
  width: number;
  height: number;
  /** Only one instance on a dashboard. */
  single: boolean;
  /** Offered in 'Add widget' (Welcome is on the start-up dashboard only). */
  addable: boolean;
  /** The widget reads vessel data and has a configuration dialog. */
  configurable: boolean;
  /** Only vessels with this feature can be chosen (null: every vessel the user sees). */
  vesselFeature: FeatureName | null;
};

export const widgetCatalogue: Record<WidgetType, WidgetTypeInfo> = {
  Welcome: {
    type: 'Welcome',
    name: 'Welcome',
    width: 20,
    height: 12,
    single: true,
    addable: false,
    configurable: false,
    vesselFeature: null,
  },
  VesselDataTable: {
    type: 'VesselDataTable',
    name: 'Vessel data table',
    width: 12,
    height: 6,
    single: false,
    addable: true,
    configurable: true,
    vesselFeature: null,
  },
  VesselDataGraph: {
    type: 'VesselDataGraph',
    name: 'Vessel data graph',
    width: 12,
    height: 6,
    single: false,
    addable: true,
    configurable: true,
    vesselFeature: null,
  },
  VesselMap: {
    type: 'VesselMap',
    name: 'Vessel map',
    width: 9,
    height: 9,
    single: true,
    addable: true,
    configurable: true,
    vesselFeature: null,
  },
  PerformanceStatus: {
    type: 'PerformanceStatus',
    name: 'Performance status',
    width: 8,
    height: 6,
    single: false,
    addable: true,
    configurable: true,
    vesselFeature: 'Diagnostics',
  },
  // SHELL-095 names a 'Notifications' vessel feature; the feature catalogue has none (ADR 0083):
  // every vessel can have alert rules, so every vessel can be chosen.
  Notifications: {
    type: 'Notifications',
    name: 'Notifications',
    width: 8,
    height: 6,
    single: false,
    addable: true,
    configurable: true,
    vesselFeature: null,
  },
  Cii: {
    type: 'Cii',
    name: 'Carbon Intensity Indicator (CII)',
    width: 8,
    height: 6,
    single: false,
    addable: true,
    configurable: true,
    vesselFeature: null,
  },
  FoulingOverview: {
    type: 'FoulingOverview',
    name: 'Fouling Overview',
    width: 12,
    height: 6,
    single: false,
    addable: true,
    configurable: true,
    vesselFeature: 'Fouling',
  },
};

/** The grid: columns across, and the height of one row in pixels. */
export const dashboardGridColumns = 24;
export const dashboardRowHeightPx = 40;

/** The widget types a dashboard may still take (a single-instance type already on it is not offered). */
export function addableWidgetTypes(present: readonly string[]): WidgetTypeInfo[] {
  return widgetTypes
    .map((type) => widgetCatalogue[type])
    .filter((info) => info.addable && !(info.single && present.includes(info.type)));
}

/** The instance rules of 000 §3 broken by a list of widget types: the types that appear too often. */
export function instanceRuleViolations(types: readonly string[]): WidgetType[] {
  return widgetTypes.filter(
    (type) => widgetCatalogue[type].single && types.filter((t) => t === type).length > 1,
  );
}

/**
 * The name of a new dashboard (000 §4, MSG-0022/0023): 'New Dashboard' when there is none, else
 * 'New dashboard N' with N the existing count plus one.
 */
export function newDashboardName(existingCount: number): string {
  return existingCount === 0 ? 'New Dashboard' : `New dashboard ${existingCount + 1}`;
}

/** Where a new widget goes: below everything on the dashboard, at the left edge. */
export function placeBelow(layout: readonly { y: number; h: number }[]): { x: number; y: number } {
  return { x: 0, y: layout.reduce((bottom, item) => Math.max(bottom, item.y + item.h), 0) };
}

/** The vessels a widget of this type can show: those with the feature it needs (000 §3). */
export function choosableVessels<V extends { features: readonly { name: string }[] }>(
  type: WidgetType,
  vessels: readonly V[],
): V[] {
  const feature = widgetCatalogue[type].vesselFeature;
  return feature ? vessels.filter((vessel) => vessel.features.some((f) => f.name === feature)) : [...vessels];
}

/**
 * The notifications a Notifications widget lists: those of its vessels, newest first (by the data
 * time the condition was crossed), at most `limit`; and how many more there are.
 */
export function latestNotifications<
  I extends { vesselId: string; openVesselEvent: { timestamp: string }; id: string },
>(incidents: readonly I[], vesselIds: readonly string[], limit: number): { shown: I[]; more: number } {
  const wanted = new Set(vesselIds);
  const mine = incidents
    .filter((incident) => wanted.has(incident.vesselId))
    .sort(
      (a, b) =>
        Date.parse(b.openVesselEvent.timestamp) - Date.parse(a.openVesselEvent.timestamp) ||
        a.id.localeCompare(b.id),
    );
  return { shown: mine.slice(0, limit), more: Math.max(0, mine.length - limit) };
}

/** A widget of a new user's first dashboard: its type, name, place and the vessels it shows. */
export type FirstDashboardWidget = {
  type: WidgetType;
  name: string;
  vesselIds: string[];
  x: number;
  y: number;
  w: number;
  h: number;
};

/**
 * A new user's first dashboard shows the fleet (issue 26 §5): the map beside the performance
 * status, the CII beside the open alerts, the fouling ranking and the list of the user's vessels
 * across, each over the whole width of the grid, then the Welcome text (20x12, SHELL-090), which
 * the user dismisses once read. A widget
 * none of the user's vessels can feed is left out (a fleet without Fouling has no ranking).
 */
export function firstDashboardWidgets<V extends { id: string; features: readonly { name: string }[] }>(
  vessels: readonly V[],
): FirstDashboardWidget[] {
  const half = dashboardGridColumns / 2;
  const plan: Omit<FirstDashboardWidget, 'vesselIds'>[] = [
    { type: 'VesselMap', name: 'Fleet map', x: 0, y: 0, w: half, h: 9 },
    { type: 'PerformanceStatus', name: 'Performance status', x: half, y: 0, w: half, h: 9 },
    { type: 'Cii', name: 'CII', x: 0, y: 9, w: half, h: 6 },
    { type: 'Notifications', name: 'Open alerts', x: half, y: 9, w: half, h: 6 },
    { type: 'FoulingOverview', name: 'Fouling ranking', x: 0, y: 15, w: dashboardGridColumns, h: 6 },
    { type: 'VesselDataTable', name: 'Your fleet', x: 0, y: 21, w: dashboardGridColumns, h: 6 },
  ];
  const widgets: FirstDashboardWidget[] = [];
  for (const item of plan) {
    // The CII widget shows one vessel (its configuration dialog picks one).
    const vesselIds = choosableVessels(item.type, vessels)
      .slice(0, item.type === 'Cii' ? 1 : 100)
      .map((vessel) => vessel.id);
    if (vesselIds.length > 0) widgets.push({ ...item, vesselIds });
  }
  const welcome = widgetCatalogue.Welcome;
  widgets.push({
    type: 'Welcome',
    name: welcome.name,
    vesselIds: [],
    x: 0,
    y: widgets.reduce((bottom, widget) => Math.max(bottom, widget.y + widget.h), 0),
    w: welcome.width,
    h: welcome.height,
  });
  return widgets;
}
