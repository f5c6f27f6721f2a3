import { describe, expect, it } from 'vitest';
import { parseQuantity } from './form-rules.ts';

describe('a number typed into a form', () => {
  it('reads quantities with spaces and a decimal comma; empty is not filled in', () => {
    expect(parseQuantity(' 81 000 ')).toBe(81000);
    expect(parseQuantity('4,25')).toBe(4.25);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('1e3')).toBe(1000);
    expect(Number.isNaN(parseQuantity('12kg'))).toBe(true);
  });
});
