// The window of the 'Data received' panel (001 §9 'Vessel history window: timespan in days back
// from last export date'; ADR 0053): whole UTC days ending with the day of the latest export, the
// exports counted per day for the timeline, and how long ago the latest one was made.
import type { VesselHistoryEntry } from '../../../domain/contracts/vessel-histories.ts';

const dayMs = 86_400_000;
const hourMs = 3_600_000;

export const historyTimespanOptions = [7, 30, 90] as const;
export type HistoryTimespan = (typeof historyTimespanOptions)[number];

export type HistoryWindow = { days: number; fromDate: string; toDate: string };

/** `days` whole UTC days, the last one the day of the latest export (its end included). */
export function historyWindow(latestExportDate: string, days: number): HistoryWindow {
  const lastDayMs = Math.floor(Date.parse(latestExportDate) / dayMs) * dayMs;
  return {
    days,
    fromDate: new Date(lastDayMs - (days - 1) * dayMs).toISOString(),
    toDate: new Date(lastDayMs + dayMs - 1).toISOString(),
  };
}

export type HistoryDay = { dayStartMs: number; count: number };

/** One entry per day of the window, oldest first, with the exports made that day. */
export function exportsPerDay(histories: readonly VesselHistoryEntry[], window: HistoryWindow): HistoryDay[] {
  const firstMs = Date.parse(window.fromDate);
  const days: HistoryDay[] = Array.from({ length: window.days }, (_, i) => ({
    dayStartMs: firstMs + i * dayMs,
    count: 0,
  }));
  for (const entry of histories) {
    const day = days[Math.floor((Date.parse(entry.exportDate) - firstMs) / dayMs)];
    if (day) day.count++;
  }
  return days;
}

/** 'less than an hour ago', '5 hours ago', '3 days ago'. */
export function exportAge(exportDate: string, nowMs: number): string {
  const ageMs = Math.max(0, nowMs - Date.parse(exportDate));
  if (ageMs < hourMs) return 'less than an hour ago';
  if (ageMs < 48 * hourMs) {
    const hours = Math.floor(ageMs / hourMs);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  return `${Math.floor(ageMs / dayMs)} days ago`;
}
