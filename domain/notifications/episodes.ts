// The episodes of an alert rule (issue 14 §2, ADR 0083): the rule evaluation reads, set-based in
// SQL, the points where the rule's condition starts or stops holding in the newly imported data;
// this module turns them into incidents. An incident is one episode: it opens at the first sample
// past the condition, stays open while the condition holds (also across imports), and a new one
// opens only after the condition has cleared. Pure functions, so the rule is tested by hand.

/** A point where the condition holds (`breach`) or not, in data time; the first point of a range is always one. */
export type ConditionPoint = { atMs: number; breach: boolean; value: number | null };

/** What the evaluation of one range does to a rule's incidents. */
export type EpisodePlan = {
  /** The episode open before this range ends at this time (the condition cleared). */
  clearActive: number | null;
  /** New episodes in time order; `clearedAtMs` when they also ended within the range. */
  open: { openedAtMs: number; clearedAtMs: number | null; value: number | null }[];
};

/**
 * Folds the range's condition points (in any order) into the episodes they make, given whether the
 * rule had an episode that had not cleared when the range began.
 */
export function planEpisodes(activeBefore: boolean, points: readonly ConditionPoint[]): EpisodePlan {
  const ordered = [...points].sort((a, b) => a.atMs - b.atMs);
  const plan: EpisodePlan = { clearActive: null, open: [] };
  let holding = activeBefore;
  let current: EpisodePlan['open'][number] | null = null;
  for (const point of ordered) {
    if (point.breach && !holding) {
      holding = true;
      current = { openedAtMs: point.atMs, clearedAtMs: null, value: point.value };
      plan.open.push(current);
    } else if (!point.breach && holding) {
      holding = false;
      if (current) current.clearedAtMs = point.atMs;
      else plan.clearActive = point.atMs;
      current = null;
    }
  }
  return plan;
}

/**
 * The condition points of a 'no data for a time' rule over one range, from the variable's sample
 * times as the SQL reads them: `priorMs` the last sample before the range (null: none ever),
 * `gaps` the pairs of consecutive samples (the prior one included) further apart than the period,
 * `firstMs` and `lastMs` the first and last sample within the range. The condition holds from a
 * sample plus the period until the next sample; at the end it holds when the range's end is more
 * than the period after the last sample. With no sample ever, the period counts from the range start.
 */
export function noDataPoints(input: {
  periodMs: number;
  rangeFromMs: number;
  rangeToMs: number;
  priorMs: number | null;
  firstMs: number | null;
  lastMs: number | null;
  gaps: readonly { fromMs: number; toMs: number }[];
}): ConditionPoint[] {
  const { periodMs } = input;
  const points: ConditionPoint[] = [];
  const startMs = input.priorMs ?? input.rangeFromMs;
  if (input.firstMs !== null) {
    // The first sample clears whatever held before; a gap before it is one of `gaps` (or the start).
    if (input.priorMs === null && input.firstMs - startMs > periodMs)
      points.push({ atMs: startMs + periodMs, breach: true, value: null });
    points.push({ atMs: input.firstMs, breach: false, value: null });
  }
  for (const gap of input.gaps) {
    if (gap.toMs - gap.fromMs <= periodMs) continue;
    points.push({ atMs: gap.fromMs + periodMs, breach: true, value: null });
    points.push({ atMs: gap.toMs, breach: false, value: null });
  }
  const endMs = input.lastMs ?? startMs;
  if (input.rangeToMs - endMs > periodMs) points.push({ atMs: endMs + periodMs, breach: true, value: null });
  // A clear and a breach at one instant: the clear first (a sample, then the period runs out).
  return points.sort((a, b) => a.atMs - b.atMs || Number(a.breach) - Number(b.breach));
}
