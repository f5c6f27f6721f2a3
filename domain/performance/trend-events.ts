// The vessel performance events of 001 §3 (Trend and Info events) and the kinds of trend event. A
// trend event (hull cleaning, propeller polish, dry dock, ...) starts a new trend period of every
// long trend; an info event only marks the charts. Decisions: docs/adr/0048-diagnostics.md.

export const VESSEL_EVENT_TYPES = ['TrendEvent', 'InfoEvent'] as const;
export type VesselEventType = (typeof VESSEL_EVENT_TYPES)[number];

/** Ship: recorded onboard (imported with the packages); Office: added on the Diagnostics page. */
export const VESSEL_EVENT_SOURCES = ['Ship', 'Office'] as const;
export type VesselEventSource = (typeof VESSEL_EVENT_SOURCES)[number];

/**
 * The kinds of trend event (GET /DiagnosticEvents/Trend/Types). The first three are also logged
 * onboard and arrive in the event log of the imported packages (vessel_log_events.type).
 */
export const TREND_EVENT_TYPES = [
  { id: 'HullCleaning', name: 'Hull cleaning' },
  { id: 'PropellerPolish', name: 'Propeller polish' },
  { id: 'DryDock', name: 'Dry dock' },
  { id: 'EngineOverhaul', name: 'Engine overhaul' },
  { id: 'SensorChange', name: 'Sensor change' },
] as const;
export type TrendEventTypeId = (typeof TREND_EVENT_TYPES)[number]['id'];
export const TREND_EVENT_TYPE_IDS = TREND_EVENT_TYPES.map((type) => type.id) as [
  TrendEventTypeId,
  ...TrendEventTypeId[],
];

/** The onboard event-log types that are trend events. */
export const ONBOARD_TREND_EVENT_TYPES: readonly TrendEventTypeId[] = [
  'HullCleaning',
  'PropellerPolish',
  'DryDock',
];

export function trendEventTypeName(id: string): string {
  return TREND_EVENT_TYPES.find((type) => type.id === id)?.name ?? id;
}

/**
 * What a trend event resets (issue 24 §5): the hull and propeller (the speed and shaft-speed trends,
 * the Fouling page), the engine (the SFOC trend), or every trend (a sensor change, or a trend
 * event of no known kind).
 */
export type TrendEventScope = 'hull' | 'engine' | 'all';
export type TrendEventMark = { atMs: number; scope: TrendEventScope };

const HULL_EVENTS = new Set<string>([
  'HullCleaning',
  'PropellerPolish',
  'DryDock',
  // The ISO 19030 page's names for the same maintenance.
  'DryDocking',
  'PropellerPolishing',
  'HullCleaningAndPropellerPolishing',
]);
const ENGINE_EVENTS = new Set<string>(['EngineOverhaul']);

/** The scope of an event by its type, whichever page or package recorded it. */
export function trendEventScope(type: string | null): TrendEventScope {
  if (type !== null && HULL_EVENTS.has(type)) return 'hull';
  if (type !== null && ENGINE_EVENTS.has(type)) return 'engine';
  return 'all';
}

/** The ISO 19030 event types that are hull or propeller maintenance (a hull inspection is not). */
export const ISO19030_TREND_EVENT_TYPES = [
  'DryDocking',
  'HullCleaning',
  'PropellerPolishing',
  'HullCleaningAndPropellerPolishing',
] as const;

/** Events of one scope this close together are one event recorded in two places. */
export const SAME_EVENT_WITHIN_MS = 24 * 3_600_000;

/**
 * The times that split the trends of a diagnostic type: speed and shaft speed ('speed', 'rpm') at
 * hull and propeller events, SFOC ('sfoc') at engine events, both at events for every trend; any
 * other value ('any') takes them all (the days of the daily values are split at each). The same event recorded in a package, on the Diagnostics page
 * and on the ISO 19030 page splits once: marks of a scope within a day of each other are one, at the
 * latest of them (after it the work is certainly done).
 */
export function trendEventTimes(marks: readonly TrendEventMark[], diagnostic: string): number[] {
  const known = diagnostic === 'speed' || diagnostic === 'rpm' || diagnostic === 'sfoc';
  const wanted = (scope: TrendEventScope) =>
    !known || scope === 'all' || (scope === 'engine' ? diagnostic === 'sfoc' : diagnostic !== 'sfoc');
  const byScope = new Map<TrendEventScope, number[]>();
  for (const mark of marks) {
    if (!Number.isFinite(mark.atMs) || !wanted(mark.scope)) continue;
    byScope.set(mark.scope, [...(byScope.get(mark.scope) ?? []), mark.atMs]);
  }
  const times: number[] = [];
  for (const scopeTimes of byScope.values()) {
    scopeTimes.sort((a, b) => a - b);
    for (let i = 0; i < scopeTimes.length; i++) {
      const next = scopeTimes[i + 1];
      if (next !== undefined && next - scopeTimes[i]! <= SAME_EVENT_WITHIN_MS) continue;
      times.push(scopeTimes[i]!);
    }
  }
  return [...new Set(times)].sort((a, b) => a - b);
}
