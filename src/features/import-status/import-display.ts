// Display rules of the import status page (003 §9): durations in 100 ns ticks shown in ms, or in
// seconds with 3 decimals above 999 ms; the pagination window of three page numbers; the 900 s
// after which a running import may be retried.

/** 10,000 ticks = 1 ms (ADMIN-188). */
export const ticksPerMs = 10_000;
/** Ticks divided by 10,000,000 give seconds (ADMIN-188). */
export const ticksPerSecond = 10_000_000;
/** A Retry button appears once a running import lasts longer than this (ADMIN-100). */
export const runningRetryAfterSeconds = 900;

/** '523 ms', or '1.235 s' when the duration is above 999 ms. */
export function formatImportDuration(ticks: number): string {
  const ms = ticks / ticksPerMs;
  if (ms > 999) return `${(ticks / ticksPerSecond).toFixed(3)} s`;
  return `${Math.round(ms)} ms`;
}

/** Hours with one decimal, for the totals of the recent imports. */
export function ticksToHours(ticks: number): number {
  return ticks / ticksPerSecond / 3600;
}

/** The page numbers to show: previous, current and next, kept to three near the ends (ADMIN-097). */
export function pageWindow(currentPage: number, pageCount: number): number[] {
  if (pageCount <= 0) return [];
  const size = Math.min(3, pageCount);
  const first = Math.min(Math.max(1, currentPage - 1), pageCount - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}

export function pageCountOf(itemCount: number, rowsPerPage: number): number {
  return Math.max(1, Math.ceil(itemCount / rowsPerPage));
}

/** The rows of one page; the page is clamped between 1 and the page count. */
export function pageOf<T>(items: readonly T[], page: number, rowsPerPage: number): T[] {
  const clamped = Math.min(Math.max(1, page), pageCountOf(items.length, rowsPerPage));
  return items.slice((clamped - 1) * rowsPerPage, clamped * rowsPerPage);
}

/** Seconds a running import has been going: from its start time when known, else its duration. */
export function runningSeconds(
  startTime: string | null | undefined,
  durationTicks: number,
  nowMs: number,
): number {
  if (startTime) {
    const startMs = Date.parse(startTime);
    if (!Number.isNaN(startMs)) return Math.max(0, (nowMs - startMs) / 1000);
  }
  return durationTicks / ticksPerSecond;
}

export function canRetryRunning(
  startTime: string | null | undefined,
  durationTicks: number,
  nowMs: number,
): boolean {
  return runningSeconds(startTime, durationTicks, nowMs) > runningRetryAfterSeconds;
}

type ImportWithStatistics = {
  importDuration: number;
  importStatistics: readonly { tableName: string; importDuration: number; rowCount: number }[];
};

export type RecentImportTotals = { logDataPoints: number; hoursSpent: number; hoursSpentOnLogData: number };

/**
 * ADMIN-093: log data points and hours spent on log data count only the statistics of the logging
 * history table; hours spent counts whole imports.
 */
export function recentImportTotals(
  rows: readonly ImportWithStatistics[],
  logTableName: string,
): RecentImportTotals {
  let logDataPoints = 0;
  let ticks = 0;
  let logTicks = 0;
  for (const row of rows) {
    ticks += row.importDuration;
    for (const table of row.importStatistics) {
      if (table.tableName !== logTableName) continue;
      logDataPoints += table.rowCount;
      logTicks += table.importDuration;
    }
  }
  return { logDataPoints, hoursSpent: ticksToHours(ticks), hoursSpentOnLogData: ticksToHours(logTicks) };
}
