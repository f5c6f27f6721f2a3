import { describe, expect, it } from 'vitest';
import { importOutcome } from './outcome.ts';

describe('importOutcome (issue 27 §4)', () => {
  it('says nothing when every sample read was stored new, and nothing before the Import stage', () => {
    expect(importOutcome({ read: 192, stored: 192, duplicate: 0, replaced: 0 }, false)).toBeNull();
    expect(importOutcome(null, false)).toBeNull();
  });
  it('"nothing new" when none was stored; how many and why when some were duplicates', () => {
    expect(importOutcome({ read: 192, stored: 0, duplicate: 192, replaced: 0 }, false)).toBe(
      'Nothing new: all 192 samples of this package were stored before, so none was stored again.',
    );
    expect(importOutcome({ read: 192, stored: 150, duplicate: 42, replaced: 0 }, false)).toBe(
      'Stored 150 of 192 samples; 42 were already stored (duplicates) and were kept as they were.',
    );
  });
  it('a correction says how many it replaced and stored new', () => {
    expect(importOutcome({ read: 192, stored: 2, duplicate: 0, replaced: 190 }, true)).toBe(
      'Correction: 190 stored samples replaced, 2 new samples stored.',
    );
  });
});
