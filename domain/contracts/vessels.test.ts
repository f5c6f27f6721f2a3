// A vessel's numbers arrive as JSON: any value must end in a refusal, never in an exception (an
// object with its own toString/valueOf keys threw inside the checks, a 500; found by the property tests).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VesselUpdateRequestSchema } from './vessels.ts';

const hostile = JSON.parse('{"toString": {}, "valueOf": {}}') as unknown;

describe('VesselUpdateRequestSchema', () => {
  it('accepts a vessel with numbers as numbers or numeric strings', () => {
    const parsed = v.safeParse(VesselUpdateRequestSchema, {
      name: ' Northwind Fjord ',
      draftMean: '12.2',
      maxContinuousRating: 9500,
    });
    expect(parsed.success).toBe(true);
  });

  it('refuses objects with their own toString or valueOf in number fields, without throwing', () => {
    for (const field of ['draftMean', 'ballastDraftHigh', 'imoNumber', 'maxContinuousRating']) {
      const body = { name: 'Fjord', draftMean: 12, maxContinuousRating: 9500, [field]: hostile };
      expect(() => v.safeParse(VesselUpdateRequestSchema, body)).not.toThrow();
      expect(v.safeParse(VesselUpdateRequestSchema, body).success).toBe(false);
    }
  });
});
