import { describe, expect, it } from 'vitest';
import { isValidImoCheckDigit } from './vessel-rules.ts';

describe('isValidImoCheckDigit', () => {
  it('accepts published IMO numbers (9074729 is the worked example of the IMO scheme)', () => {
    for (const imo of [9074729, 9176187, 9321483, 8814275]) expect(isValidImoCheckDigit(imo)).toBe(true);
  });

  it('rejects a number whose seventh digit is not the weighted sum of the first six', () => {
    for (const imo of [9074728, 9074720, 1234568]) expect(isValidImoCheckDigit(imo)).toBe(false);
  });

  it('ADMIN-134 reads numbers with fewer than 7 digits zero-padded', () => {
    // 0010005: the digits 0,0,1,0,0,0 weighted 7..2 sum to 5, the seventh digit.
    expect(isValidImoCheckDigit(10005)).toBe(true);
    expect(isValidImoCheckDigit(10006)).toBe(false);
  });

  it('rejects non-integers, zero, negatives and more than 7 digits', () => {
    for (const imo of [0, -9074729, 9074729.5, 90747290, Number.NaN])
      expect(isValidImoCheckDigit(imo)).toBe(false);
  });
});
