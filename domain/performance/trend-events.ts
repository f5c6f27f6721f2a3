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
