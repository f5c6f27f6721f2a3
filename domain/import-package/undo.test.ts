import { describe, expect, it } from 'vitest';
import { addSampleKeys, sampleKey, undoCandidates, type UndoDay } from './undo.ts';

const day = (variableIds: string[], times: number[], columns: number[][]): UndoDay => ({
  variableIds,
  timestampsMs: Float64Array.from(times),
  values: columns.map((column) => Float64Array.from(column)),
});

describe('undo candidates (issue 24 §1)', () => {
  it('takes every finite sample of the package when no other import holds its variable and time', () => {
    const got = undoCandidates(
      day(
        ['a', 'b'],
        [1000, 2000],
        [
          [1, Number.NaN],
          [3, 4],
        ],
      ),
      new Set(),
    );
    expect(got).toEqual({ variableIds: ['a', 'b', 'b'], timesMs: [1000, 1000, 2000] });
  });

  it('leaves a sample another import holds at the same variable and time', () => {
    const kept = new Set<string>();
    addSampleKeys(kept, day(['a', 'c'], [2000], [[9], [5]]), 0, 10_000);
    const got = undoCandidates(
      day(
        ['a', 'b'],
        [1000, 2000],
        [
          [1, 2],
          [3, 4],
        ],
      ),
      kept,
    );
    expect(kept).toEqual(new Set([sampleKey('a', 2000), sampleKey('c', 2000)]));
    expect(got).toEqual({ variableIds: ['a', 'b', 'b'], timesMs: [1000, 1000, 2000] });
  });

  it("counts another package's samples only inside the undone period, and not its empty fields", () => {
    const kept = new Set<string>();
    addSampleKeys(kept, day(['a'], [500, 1000, 3000], [[1, Number.NaN, 2]]), 1000, 3000);
    expect(kept.size).toBe(0);
    addSampleKeys(kept, day(['a'], [1000, 2999], [[1, 2]]), 1000, 3000);
    expect(kept).toEqual(new Set([sampleKey('a', 1000), sampleKey('a', 2999)]));
  });
});
