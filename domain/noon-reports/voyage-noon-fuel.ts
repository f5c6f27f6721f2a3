// A voyage's fuel beside the sum of its noon reports (issue 24 §2, ADR 0106): per fuel type, the
// fuel the emission report counts for the passage (departure to arrival) and the fuel the noon
// reports of that period say was used, with the difference. Pure.
import type { NoonReportFuel } from '../contracts/noon-reports.ts';

export type NoonFuelLine = {
  fuelTypeId: string;
  /** The voyage's fuel of the passage, t (0 when the voyage has none of this type). */
  voyageTonnes: number;
  /** The sum over the period's noon reports and every consumer, t. */
  noonReportTonnes: number;
  /** Noon reports minus voyage, t. */
  differenceTonnes: number;
};

export type NoonFuelComparison = {
  /** Noon reports with from < report time ≤ to. */
  reportCount: number;
  fuels: NoonFuelLine[];
};

/**
 * The noon reports' fuel summed per fuel type over the reports with `fromMs` < report time ≤
 * `toMs` (a report's fuel is what was used since the report before it, so a report at the
 * departure belongs to the time before the voyage, one at the arrival to the voyage), beside the
 * voyage's fuel per type. Fuel types in either are listed, in the order of `order` (then by id).
 */
export function compareVoyageFuel(
  voyageTonnes: Readonly<Record<string, number>>,
  reports: readonly { reportTimeUtc: string; fuel: readonly NoonReportFuel[] }[],
  fromMs: number,
  toMs: number,
  order: (fuelTypeId: string) => string = (id) => id,
): NoonFuelComparison {
  const inPeriod = reports.filter((report) => {
    const at = Date.parse(report.reportTimeUtc);
    return at > fromMs && at <= toMs;
  });
  const noon: Record<string, number> = {};
  for (const report of inPeriod)
    for (const line of report.fuel) noon[line.fuelTypeId] = (noon[line.fuelTypeId] ?? 0) + line.tonnes;
  const ids = [...new Set([...Object.keys(voyageTonnes), ...Object.keys(noon)])].sort(
    (a, b) => order(a).localeCompare(order(b)) || a.localeCompare(b),
  );
  return {
    reportCount: inPeriod.length,
    fuels: ids.map((fuelTypeId) => {
      const voyage = voyageTonnes[fuelTypeId] ?? 0;
      const reported = noon[fuelTypeId] ?? 0;
      return {
        fuelTypeId,
        voyageTonnes: voyage,
        noonReportTonnes: reported,
        differenceTonnes: reported - voyage,
      };
    }),
  };
}
