// The rules of a noon report against the vessel's previous one (issue 24 §2, ADR 0102). Pure:
// the server runs them on every create and update; the tablet form will run the same ones.
// A refusal is an impossible value (nothing is saved); a warning is an implausible one (the crew
// can still save, and the warning is stored with the report for the office to look at).
import type { NoonReportWarning, NoonReportWrite } from '../contracts/noon-reports.ts';
import { fillMessage, messages } from '../messages.ts';

/** The hours steamed may exceed the time since the previous report by this much (rounding). */
export const hoursSteamedSlackH = 1;
/** A day around a clock change: 23 h (clocks forward) to 25 h (clocks back). */
export const dayLengthH = { min: 23, max: 25 } as const;
/** A distance may differ from average speed × hours steamed by this share before it is a warning. */
export const distanceTolerance = 0.1;
/** …and by at least this many nautical miles (small distances round badly). */
export const distanceToleranceFloorNm = 2;
/** ROB continuity: the difference allowed, the larger of this share of the previous ROB and… */
export const robToleranceShare = 0.01;
/** …this many tonnes (soundings are read to about a tenth of a tonne per tank). */
export const robToleranceFloorT = 0.5;
/** The fastest a merchant vessel is taken to sail over ground, knots. */
export const maxPlausibleSpeedKn = 30;
/** Extra distance allowed between positions (a position read to the minute is up to ~1 nm off). */
export const positionSlackNm = 5;

/** What the rules read of the previous report. */
export type PreviousNoonReport = Pick<NoonReportWrite, 'latitude' | 'longitude' | 'rob'> & {
  reportTimeUtc: string;
};

export type NoonReportFindings = { refusals: string[]; warnings: NoonReportWarning[] };

const round1 = (value: number) => String(Math.round(value * 10) / 10);
const round2 = (value: number) => String(Math.round(value * 100) / 100);

/** Hours from the previous report to this one (both instants in UTC). */
export function elapsedHours(previousUtc: string, thisTime: string): number {
  return (Date.parse(thisTime) - Date.parse(previousUtc)) / 3_600_000;
}

/** Great-circle distance in nautical miles (haversine on a sphere of 3440.065 nm). */
export function greatCircleNm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * rad;
  const dLon = (to.longitude - from.longitude) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 3440.065 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Refused: more hours steamed than the time since the previous report (+1 h), or than a day. */
export function checkHoursSteamed(
  report: NoonReportWrite,
  previous: PreviousNoonReport | null,
): string | null {
  if (!previous) {
    return report.hoursSteamed > dayLengthH.max + hoursSteamedSlackH
      ? fillMessage(messages.noonReportHoursOverDay, { hours: round1(report.hoursSteamed) })
      : null;
  }
  const elapsed = elapsedHours(previous.reportTimeUtc, report.reportTime);
  return report.hoursSteamed > elapsed + hoursSteamedSlackH
    ? fillMessage(messages.noonReportHoursOverElapsed, {
        hours: round1(report.hoursSteamed),
        elapsed: round1(Math.max(0, elapsed)),
      })
    : null;
}

/** Warned: the previous report is not 23-25 h earlier (a missed day, or two reports on one day). */
export function checkDayLength(
  report: NoonReportWrite,
  previous: PreviousNoonReport | null,
): NoonReportWarning | null {
  if (!previous) return null;
  const elapsed = elapsedHours(previous.reportTimeUtc, report.reportTime);
  if (elapsed >= dayLengthH.min && elapsed <= dayLengthH.max) return null;
  return {
    rule: 'dayLength',
    message: fillMessage(messages.noonReportDayLength, { elapsed: round1(elapsed) }),
  };
}

/** Whether a distance is within the tolerance of the expected one. */
export function distanceMatches(distanceNm: number, expectedNm: number): boolean {
  return (
    Math.abs(distanceNm - expectedNm) <= Math.max(distanceTolerance * expectedNm, distanceToleranceFloorNm)
  );
}

/** Warned: a distance (over ground, through water) off average speed × hours steamed by more than 10 %. */
export function checkDistances(report: NoonReportWrite): NoonReportWarning[] {
  const expected = report.averageSpeedKn * report.hoursSteamed;
  const distances: [string, number | null][] = [
    ['over ground', report.distanceOverGroundNm],
    ['through water', report.distanceThroughWaterNm],
  ];
  return distances.flatMap(([kind, distance]) =>
    distance === null || distanceMatches(distance, expected)
      ? []
      : [
          {
            rule: 'distance' as const,
            message: fillMessage(messages.noonReportDistanceOffSpeed, {
              kind,
              distance: round1(distance),
              expected: round1(expected),
            }),
          },
        ],
  );
}

/**
 * Warned: per fuel type, previous ROB - fuel used + bunkered is not this ROB within the larger of
 * 1 % of the previous ROB and 0.5 t. Only the fuel types the previous report has a ROB for are
 * checked (a new fuel type has no earlier figure); one missing from this report counts as 0 t.
 */
export function checkRobContinuity(
  report: NoonReportWrite,
  previous: PreviousNoonReport | null,
  fuelName: (fuelTypeId: string) => string = (id) => id,
): NoonReportWarning[] {
  if (!previous) return [];
  return previous.rob.flatMap((before) => {
    const now = report.rob.find((line) => line.fuelTypeId === before.fuelTypeId);
    const consumed = report.fuel
      .filter((line) => line.fuelTypeId === before.fuelTypeId)
      .reduce((sum, line) => sum + line.tonnes, 0);
    const bunkered = now?.bunkeredTonnes ?? 0;
    const rob = now?.robTonnes ?? 0;
    const expected = before.robTonnes - consumed + bunkered;
    const tolerance = Math.max(robToleranceShare * before.robTonnes, robToleranceFloorT);
    if (Math.abs(rob - expected) <= tolerance) return [];
    return [
      {
        rule: 'rob' as const,
        message: fillMessage(messages.noonReportRobOff, {
          fuel: fuelName(before.fuelTypeId),
          rob: round2(rob),
          previous: round2(before.robTonnes),
          consumed: round2(consumed),
          bunkered: round2(bunkered),
          expected: round2(expected),
        }),
      },
    ];
  });
}

/** Warned: farther from the previous position than 30 kn × the hours since it (+5 nm). */
export function checkPosition(
  report: NoonReportWrite,
  previous: PreviousNoonReport | null,
): NoonReportWarning | null {
  if (!previous) return null;
  const elapsed = Math.max(0, elapsedHours(previous.reportTimeUtc, report.reportTime));
  const distance = greatCircleNm(previous, report);
  if (distance <= elapsed * maxPlausibleSpeedKn + positionSlackNm) return null;
  return {
    rule: 'position',
    message: fillMessage(messages.noonReportPositionTooFar, {
      distance: round1(distance),
      elapsed: round1(elapsed),
    }),
  };
}

/** Every rule: the refusals (nothing is saved) and the warnings (saved with the report). */
export function checkNoonReport(
  report: NoonReportWrite,
  previous: PreviousNoonReport | null,
  fuelName?: (fuelTypeId: string) => string,
): NoonReportFindings {
  const refusal = checkHoursSteamed(report, previous);
  const warnings = [
    checkDayLength(report, previous),
    ...checkDistances(report),
    ...checkRobContinuity(report, previous, fuelName),
    checkPosition(report, previous),
  ].filter((warning): warning is NoonReportWarning => warning !== null);
  return { refusals: refusal ? [refusal] : [], warnings };
}
