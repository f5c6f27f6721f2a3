// Alerts grouped (issue 26 §2, ADR 0110): the episodes of one rule on one vessel are one row with
// how many there were, the first and the last time; and every alert is in exactly one state:
// open (the condition still holds and nobody acknowledged it), cleared (the condition stopped
// holding, not acknowledged) or acknowledged. Pure functions, shared by the server's answers and
// the page.

export const ALERT_STATES = ['Open', 'Cleared', 'Acknowledged'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** The state of one alert: acknowledged wins, then cleared, else open. */
export function alertState(alert: { acknowledged: boolean; clearedAt: string | null }): AlertState {
  if (alert.acknowledged) return 'Acknowledged';
  return alert.clearedAt === null ? 'Open' : 'Cleared';
}

/** What grouping needs of an alert. */
export type GroupableAlert = {
  id: string;
  ruleId: string;
  vesselId: string;
  severity: string;
  acknowledged: boolean;
  clearedAt: string | null;
  openVesselEvent: { timestamp: string };
};

export type AlertGroup<T extends GroupableAlert> = {
  /** `${vesselId}:${ruleId}:${state}`. */
  key: string;
  state: AlertState;
  /** The newest episode (its texts stand for the group). */
  latest: T;
  count: number;
  /** First and last time the condition was crossed (data time, ISO). */
  firstAt: string;
  lastAt: string;
  /** Every episode's id, newest first (to acknowledge the group at once). */
  ids: string[];
};

/**
 * Groups alerts by vessel, rule and state: one row per group with its count and its first and last
 * time, newest group first. A rule whose condition holds now and that also has cleared episodes
 * makes two rows, one open and one cleared, so cleared ones never pass for open.
 */
export function groupAlerts<T extends GroupableAlert>(alerts: readonly T[]): AlertGroup<T>[] {
  const groups = new Map<string, AlertGroup<T>>();
  const newestFirst = [...alerts].sort((a, b) =>
    b.openVesselEvent.timestamp.localeCompare(a.openVesselEvent.timestamp),
  );
  for (const alert of newestFirst) {
    const state = alertState(alert);
    const key = `${alert.vesselId}:${alert.ruleId}:${state}`;
    const at = alert.openVesselEvent.timestamp;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { key, state, latest: alert, count: 1, firstAt: at, lastAt: at, ids: [alert.id] });
      continue;
    }
    group.count += 1;
    group.ids.push(alert.id);
    if (at < group.firstAt) group.firstAt = at;
  }
  return [...groups.values()];
}
