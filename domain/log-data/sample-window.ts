/**
 * The sample window data was logged at, worked out in one place for the import preview, the logger
 * conversion and the long trends' steady-state test (issue 24 §3): the median step between
 * consecutive distinct times.
 */

/** The median step between consecutive increasing times (ms); null with fewer than two distinct times. */
export function medianStepMs(timesMs: readonly number[]): number | null {
  const steps = new Map<number, number>();
  for (let i = 1; i < timesMs.length; i++) {
    const step = timesMs[i]! - timesMs[i - 1]!;
    if (step > 0) steps.set(step, (steps.get(step) ?? 0) + 1);
  }
  return medianOfCounts(steps);
}

/**
 * The median of values given as value → how often it occurs (the mean of the two middle ones for an
 * even count); null when empty. Steps counted this way take little memory however long the data.
 */
export function medianOfCounts(counts: ReadonlyMap<number, number>): number | null {
  const values = [...counts.keys()].sort((a, b) => a - b);
  let total = 0;
  for (const value of values) total += counts.get(value)!;
  if (total === 0) return null;
  const at = (rank: number) => {
    let seen = 0;
    for (const value of values) {
      seen += counts.get(value)!;
      if (seen > rank) return value;
    }
    return values[values.length - 1]!;
  };
  const mid = total >> 1;
  return total % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** The same in minutes, as the import page shows it. */
export function sampleWindowMinutes(timesMs: readonly number[]): number | null {
  const step = medianStepMs(timesMs);
  return step === null ? null : step / 60_000;
}
