// What a ship's logger would add up between two times, taken from the same simulated steps that
// go into the vessel's data package: distance over ground, main and auxiliary engine fuel, the
// share of time with a GPS fix, and the mean draft. The demo voyages are built from it, so their
// distances and fuel figures agree with the time series the pipeline imports.
import { simVariables, type SimStep } from './simulate.ts';

export type LegTotals = {
  distanceNm: number;
  /** Share of the period with a speed-over-ground sample, 0-100. */
  gpsCoveragePercent: number;
  mainEngineFuelTonnes: number;
  auxiliaryFuelTonnes: number;
  meanDraftM: number | null;
};

const HOUR_MS = 3_600_000;
const columnOf = (id: (typeof simVariables)[number]['id']) => simVariables.findIndex((v) => v.id === id);
const SOG = columnOf('SOG');
const ME_FUEL = columnOf('MEFuelMassFlow');
const AE_FUEL = columnOf('AEFuelMassFlow');
const DRAFT_FORE = columnOf('DraftFore');
const DRAFT_AFT = columnOf('DraftAft');

/** Running sums, snapshotted at every whole hour. */
type Sums = [distanceNm: number, gpsMs: number, meKg: number, aeKg: number, draftSum: number, draftN: number];

export type VoyageLog = {
  /** Feed the simulated steps in time order. */
  record(step: SimStep): void;
  /** Totals from `fromMs` to `toMs`, to the hour (the times are rounded down to whole hours). */
  totalsBetween(fromMs: number, toMs: number): LegTotals;
};

const finite = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);

export function createVoyageLog(): VoyageLog {
  const hourly = new Map<number, Sums>();
  const sums: Sums = [0, 0, 0, 0, 0, 0];
  let previous: { atMs: number; values: Float64Array } | null = null;

  const snapshotAt = (ms: number): Sums | undefined => {
    const hour = Math.floor(ms / HOUR_MS) * HOUR_MS;
    const exact = hourly.get(hour);
    if (exact) return exact;
    // Before the first or after the last hour recorded: the nearest end of the log.
    const hours = [...hourly.keys()];
    if (hours.length === 0) return undefined;
    const nearest = hour < hours[0]! ? hours[0]! : hours[hours.length - 1]!;
    return hourly.get(nearest);
  };

  return {
    record(step) {
      if (previous) {
        // The previous sample holds until this one (the logger's left Riemann sum).
        const dtMs = step.atMs - previous.atMs;
        const hours = dtMs / HOUR_MS;
        const values = previous.values;
        const sog = values[SOG];
        if (finite(sog)) {
          sums[0] += Math.max(0, sog) * hours;
          sums[1] += dtMs;
        }
        const me = values[ME_FUEL];
        if (finite(me)) sums[2] += Math.max(0, me) * hours;
        const ae = values[AE_FUEL];
        if (finite(ae)) sums[3] += Math.max(0, ae) * hours;
        const fore = values[DRAFT_FORE];
        const aft = values[DRAFT_AFT];
        if (finite(fore) && finite(aft)) {
          sums[4] += (fore + aft) / 2;
          sums[5] += 1;
        }
      }
      if (step.atMs % HOUR_MS === 0) hourly.set(step.atMs, [...sums] as Sums);
      previous = { atMs: step.atMs, values: Float64Array.from(step.values) };
    },

    totalsBetween(fromMs, toMs) {
      const from = snapshotAt(fromMs);
      const to = snapshotAt(toMs);
      if (!from || !to || toMs <= fromMs) {
        return {
          distanceNm: 0,
          gpsCoveragePercent: 0,
          mainEngineFuelTonnes: 0,
          auxiliaryFuelTonnes: 0,
          meanDraftM: null,
        };
      }
      const spanMs = Math.max(HOUR_MS, Math.floor(toMs / HOUR_MS - fromMs / HOUR_MS) * HOUR_MS);
      const draftN = to[5] - from[5];
      return {
        distanceNm: to[0] - from[0],
        gpsCoveragePercent: Math.min(100, (100 * (to[1] - from[1])) / spanMs),
        mainEngineFuelTonnes: (to[2] - from[2]) / 1000,
        auxiliaryFuelTonnes: (to[3] - from[3]) / 1000,
        meanDraftM: draftN > 0 ? (to[4] - from[4]) / draftN : null,
      };
    },
  };
}
