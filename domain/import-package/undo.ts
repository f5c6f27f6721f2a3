/**
 * Undoing an import (issue 24 §1, ADR 0101): which of a package's samples the undo may remove. A
 * sample is the package's (variable, time); the undo removes it only where no other import of the
 * vessel that still stands holds a sample at the same variable and time (that import stored it
 * too, or replaced it by a correction).
 */

export type UndoDay = {
  variableIds: readonly string[];
  timestampsMs: Float64Array;
  values: readonly Float64Array[];
};

export type UndoCandidates = { variableIds: string[]; timesMs: number[] };

export const sampleKey = (variableId: string, timeMs: number) => `${variableId}@${timeMs}`;

/** The keys (variable and time) of every sample a day of another package holds. */
export function addSampleKeys(keys: Set<string>, day: UndoDay, fromMs: number, toMs: number): void {
  day.variableIds.forEach((variableId, c) => {
    const column = day.values[c]!;
    for (let r = 0; r < day.timestampsMs.length; r++) {
      const ms = day.timestampsMs[r]!;
      if (ms < fromMs || ms >= toMs || !Number.isFinite(column[r]!)) continue;
      keys.add(sampleKey(variableId, ms));
    }
  });
}

/** The samples of a day the undo may remove: finite values whose key no other import holds. */
export function undoCandidates(day: UndoDay, keptKeys: ReadonlySet<string>): UndoCandidates {
  const out: UndoCandidates = { variableIds: [], timesMs: [] };
  day.variableIds.forEach((variableId, c) => {
    const column = day.values[c]!;
    for (let r = 0; r < day.timestampsMs.length; r++) {
      if (!Number.isFinite(column[r]!)) continue;
      const ms = day.timestampsMs[r]!;
      if (keptKeys.has(sampleKey(variableId, ms))) continue;
      out.variableIds.push(variableId);
      out.timesMs.push(ms);
    }
  });
  return out;
}
