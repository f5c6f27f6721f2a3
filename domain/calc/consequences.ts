/**
 * Consequences (benefits) of a long-trend deviation (001 §2-§5): the fuel, in tonnes per day, that
 * removing the deviation would save at 40, 50, 75 or 90 % MCR, from the propeller law and an
 * SFOC-at-load curve. Benchmarking trends have no consequence (n/a). docs/calculations.md §7.
 */
import { messages } from '../messages.ts';
import type { DiagnosticKind } from './long-trend.ts';

export const MCR_PERCENT_OPTIONS = [40, 50, 75, 90] as const;
export type McrPercent = (typeof MCR_PERCENT_OPTIONS)[number];
export const DEFAULT_MCR_PERCENT: McrPercent = 50;

/** PERF-135: only 40, 50, 75 and 90 are valid. */
export function isMcrPercent(value: unknown): value is McrPercent {
  return (MCR_PERCENT_OPTIONS as readonly unknown[]).includes(value);
}

/**
 * SFOC as a function of engine load: the Fourth IMO GHG Study (2020) curve
 * SFOC(L) = base · (0.455 L² − 0.710 L + 1.280), or shop-test points interpolated linearly
 * (flat beyond the first and last point).
 */
export type SfocCurve =
  | { kind: 'ghg4'; baseGPerKwh: number }
  | { kind: 'points'; points: ReadonlyArray<{ loadPercent: number; sfocGPerKwh: number }> };

export function sfocAtLoad(curve: SfocCurve, loadFraction: number): number {
  if (curve.kind === 'ghg4') {
    return curve.baseGPerKwh * (0.455 * loadFraction ** 2 - 0.71 * loadFraction + 1.28);
  }
  const pts = [...curve.points].sort((a, b) => a.loadPercent - b.loadPercent);
  const first = pts[0];
  const last = pts[pts.length - 1];
  if (!first || !last) throw new RangeError('An SFOC curve needs at least one point.');
  const load = loadFraction * 100;
  if (load <= first.loadPercent) return first.sfocGPerKwh;
  if (load >= last.loadPercent) return last.sfocGPerKwh;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    if (load <= b.loadPercent) {
      const f = (load - a.loadPercent) / (b.loadPercent - a.loadPercent);
      return a.sfocGPerKwh + f * (b.sfocGPerKwh - a.sfocGPerKwh);
    }
  }
  return last.sfocGPerKwh;
}

/** Fuel oil consumption in tonnes per day: 24 · P [kW] · SFOC [g/kWh] / 10^6. */
export function fuelTonnesPerDay(powerKw: number, sfocGPerKwh: number): number {
  return (24 * powerKw * sfocGPerKwh) / 1e6;
}

export type ConsequenceInput = {
  diagnosticKind: DiagnosticKind;
  mcrKw: number;
  mcrPercent: number;
  sfocCurve: SfocCurve;
  /** The trend's deviation from its benchmark, percent (speed and rpm: negative = worse). */
  deviationFromBenchmark: number | null;
  isBenchmarking: boolean;
  /** Speed-power exponent k of P ∝ V^k for speed deviations (default 3, the propeller law). */
  speedPowerExponent?: number;
};

export type ConsequenceState = 'value' | 'benchmarking' | 'invalid';

export type ConsequenceResult = {
  mcrPercent: McrPercent;
  diagnosticKind: DiagnosticKind;
  /** Fuel saved per day by removing the deviation, tonnes (negative when better than benchmark). */
  fuelTonnesPerDay: number | null;
  /** 'benchmarking' shows n/a (PERF-036); 'invalid' shows N/A ** (PERF-035). */
  state: ConsequenceState;
};

/**
 * Speed and rpm: the ship at P_f = L · MCR would need P_c = P_f · (1 + d/100)^k without the
 * deviation d (k = speed-power exponent for speed, 3 for rpm by the propeller law), and the saving
 * is 24 · (P_f · SFOC(L_f) − P_c · SFOC(L_c)) / 10^6. SFOC: an SFOC deviation of d % costs d % of
 * the reference consumption at that load. Other diagnostic types have no fuel model (invalid).
 */
export function calculateConsequence(input: ConsequenceInput): ConsequenceResult {
  if (!isMcrPercent(input.mcrPercent)) {
    throw new RangeError(`The MCR percent must be one of ${MCR_PERCENT_OPTIONS.join(', ')}.`);
  }
  const result = (fuel: number | null, state: ConsequenceState): ConsequenceResult => ({
    mcrPercent: input.mcrPercent as McrPercent,
    diagnosticKind: input.diagnosticKind,
    fuelTonnesPerDay: fuel,
    state,
  });
  if (input.isBenchmarking) return result(null, 'benchmarking');
  const d = input.deviationFromBenchmark;
  if (d === null || !Number.isFinite(d) || !(input.mcrKw > 0) || d <= -100) return result(null, 'invalid');

  const loadF = input.mcrPercent / 100;
  const powerF = loadF * input.mcrKw;
  const sfocF = sfocAtLoad(input.sfocCurve, loadF);
  let fuel: number;
  switch (input.diagnosticKind) {
    case 'speed':
    case 'rpm': {
      const k = input.diagnosticKind === 'speed' ? (input.speedPowerExponent ?? 3) : 3;
      const powerC = powerF * (1 + d / 100) ** k;
      const sfocC = sfocAtLoad(input.sfocCurve, powerC / input.mcrKw);
      fuel = fuelTonnesPerDay(powerF, sfocF) - fuelTonnesPerDay(powerC, sfocC);
      break;
    }
    case 'sfoc':
      fuel = (fuelTonnesPerDay(powerF, sfocF) * d) / 100;
      break;
    case 'other':
      return result(null, 'invalid');
  }
  return Number.isFinite(fuel) ? result(fuel, 'value') : result(null, 'invalid');
}

/** The consequence table: one row per MCR option (40, 50, 75, 90). */
export function consequenceTable(input: Omit<ConsequenceInput, 'mcrPercent'>): ConsequenceResult[] {
  return MCR_PERCENT_OPTIONS.map((mcrPercent) => calculateConsequence({ ...input, mcrPercent }));
}

/** What the benefit table shows: the value with `decimals` places, 'n/a' or 'N/A **'. */
export function consequenceDisplayValue(result: ConsequenceResult, decimals = 2): string {
  if (result.state === 'benchmarking') return messages.consequenceBenchmarking;
  if (result.state === 'invalid' || result.fuelTonnesPerDay === null) return messages.consequenceInvalid;
  return result.fuelTonnesPerDay.toFixed(decimals);
}
