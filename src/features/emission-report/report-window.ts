// The emission report's query window and the view state kept in the URL (002 §2, §9; EMIS-025,
// EMIS-026, EMIS-239): two months, by default ending at the start of next month; Earlier and Later
// shift it by two months. The URL holds the window's first month, the selected departure and the
// selected event, so a reload or a shared link shows the same view.
import * as v from 'valibot';

/** EMIS-239: the window is two months long and moves by two months. */
export const windowMonths = 2;

/** A half-open UTC interval [fromIso, toIso). */
export type ReportWindow = { fromIso: string; toIso: string };

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const optionalMatching = (pattern: RegExp) =>
  v.fallback(v.optional(v.pipe(v.string(), v.regex(pattern))), undefined);

/** The search params of the EmissionReport route; anything malformed is dropped, not an error. */
export const EmissionReportSearchSchema = v.object({
  /** 'YYYY-MM': the first month of the window; absent = the default window. */
  from: optionalMatching(monthPattern),
  /** The selected departure (its voyage detail is open). */
  departure: optionalMatching(uuidPattern),
  /** The selected event of that voyage (its detail is open). */
  event: optionalMatching(uuidPattern),
});
export type EmissionReportSearch = v.InferOutput<typeof EmissionReportSearchSchema>;

const monthStart = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex, 1));

/** 'YYYY-MM' of a UTC date. */
export function monthKey(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

function windowStartingAt(year: number, monthIndex: number): ReportWindow {
  return {
    fromIso: monthStart(year, monthIndex).toISOString(),
    toIso: monthStart(year, monthIndex + windowMonths).toISOString(),
  };
}

/** EMIS-025: from two months before the start of next month to the start of next month (UTC). */
export function defaultReportWindow(now: Date): ReportWindow {
  return windowStartingAt(now.getUTCFullYear(), now.getUTCMonth() + 1 - windowMonths);
}

/** The window the URL names, or the default one. */
export function reportWindowOf(from: string | undefined, now: Date): ReportWindow {
  const match = from ? monthPattern.exec(from) : null;
  if (!match) return defaultReportWindow(now);
  return windowStartingAt(Number(match[1]), Number(match[2]) - 1);
}

/** EMIS-026: the window `steps` windows later (negative: earlier), as the URL's 'YYYY-MM'. */
export function shiftedWindowStart(window: ReportWindow, steps: number): string {
  const from = new Date(window.fromIso);
  return monthKey(monthStart(from.getUTCFullYear(), from.getUTCMonth() + steps * windowMonths));
}

/** True when an instant lies in the window. */
export function isInWindow(window: ReportWindow, iso: string): boolean {
  const at = Date.parse(iso);
  return at >= Date.parse(window.fromIso) && at < Date.parse(window.toIso);
}

/** Our own text: the spec says only that a departure must be inside the query window (EMIS-154). */
export const outsideWindowMessage = 'The departure must be inside the period shown.';

/** EMIS-154: a new departure lies inside the window shown. */
export function checkInWindow(window: ReportWindow, iso: string): string | null {
  return isInWindow(window, iso) ? null : outsideWindowMessage;
}

/** The day a new entry starts from: today when the window holds it, else the window's first day. */
export function initialDayIn(window: ReportWindow, now: Date): string {
  return (isInWindow(window, now.toISOString()) ? now.toISOString() : window.fromIso).slice(0, 10);
}

/** The last day the window holds (its end is exclusive). */
export function lastDayOf(window: ReportWindow): string {
  return new Date(Date.parse(window.toIso) - 1).toISOString();
}
