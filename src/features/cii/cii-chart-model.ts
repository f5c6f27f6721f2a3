// What the CII chart draws (ADR 0063): the year's rating bands A..E between its boundaries, the
// required CII, each day's attained CII and the running CII of the year so far, over the calendar
// year. Pure, so the bands, the range and the text alternative are tested without a canvas.
import type { CiiDay, CiiRequirementAnswer } from '../../../domain/contracts/cii.ts';
import type { CiiRating } from '../../../domain/emissions/cii.ts';
import { yearWindow } from '../../../domain/emissions/cii-periods.ts';

export const RATINGS: readonly CiiRating[] = ['A', 'B', 'C', 'D', 'E'];

/** Band and badge colours: the usual green (A) to red (E) of CII ratings. */
export const RATING_COLOURS: Readonly<Record<CiiRating, string>> = {
  A: '#2b8a3e',
  B: '#74b816',
  C: '#fab005',
  D: '#f76707',
  E: '#e03131',
};

export type CiiBand = { rating: CiiRating; from: number; to: number };

export type CiiChartModel = {
  /** x: each day's midnight (ms); the day's attained CII; the running CII of the year so far. */
  data: [number[], (number | null)[], (number | null)[]];
  requiredCii: number;
  bands: CiiBand[];
  xRange: { min: number; max: number };
  yRange: { min: number; max: number };
  /** Days whose own CII lies above the chart (days mostly in port: much fuel, little distance). */
  daysAbove: number;
  summary: string;
};

const DAY_MS = 86_400_000;
const format = (value: number) => value.toFixed(2);

/** The bands, and a y range that shows E above the inferior boundary and the running CII. */
export function buildCiiChartModel(
  days: readonly CiiDay[],
  requirement: CiiRequirementAnswer,
  year: number,
): CiiChartModel {
  const { superior, lower, upper, inferior } = requirement.boundaries;
  const running = days.map((day) => day.cumulativeAttainedCii).filter((v): v is number => v !== null);
  const yMax = Math.max(inferior * 1.35, ...running.map((value) => value * 1.1));
  const bands: CiiBand[] = [
    { rating: 'A', from: 0, to: superior },
    { rating: 'B', from: superior, to: lower },
    { rating: 'C', from: lower, to: upper },
    { rating: 'D', from: upper, to: inferior },
    { rating: 'E', from: inferior, to: yMax },
  ];
  const xs = days.map((day) => Date.parse(day.date));
  const { fromMs, toMs } = yearWindow(year);
  const rated = days.filter((day) => day.attainedCii !== null);
  const last = running.at(-1);
  const summary = rated.length
    ? `${rated.length} days with a CII of their own; the running CII ${last === undefined ? 'is not known' : `ends at ${format(last)}`} against the required ${format(requirement.requiredCii)} (C from ${format(lower)} to ${format(upper)}).`
    : 'No day has both distance and fuel logged.';
  return {
    data: [xs, days.map((day) => day.attainedCii), days.map((day) => day.cumulativeAttainedCii)],
    requiredCii: requirement.requiredCii,
    bands,
    xRange: { min: fromMs, max: toMs - DAY_MS },
    yRange: { min: 0, max: yMax },
    daysAbove: rated.filter((day) => day.attainedCii! > yMax).length,
    summary,
  };
}
