// A mapping sent as text with an import: read when it is JSON of the right shape, else the reason.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readMappingText } from './mapping-text.ts';

const schema = v.object({ timeColumn: v.number('The time column must be a number.') });

describe('readMappingText', () => {
  it('reads JSON that satisfies the schema', () => {
    expect(readMappingText('{"timeColumn": 0}', schema)).toEqual({ mapping: { timeColumn: 0 } });
  });

  it('says why a text is refused: not JSON, or the first rule it breaks', () => {
    expect(readMappingText('{timeColumn', schema)).toEqual({ reason: 'it is not JSON.' });
    expect(readMappingText('{"timeColumn": "A"}', schema)).toEqual({
      reason: 'The time column must be a number.',
    });
  });
});
