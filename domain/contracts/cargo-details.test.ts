import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CargoDetailWriteSchema, cargoCarriedFromInput } from './cargo-details.ts';

describe('cargoCarriedFromInput', () => {
  it('EMIS-166 a value that is not a number is stored as 0', () => {
    expect(cargoCarriedFromInput('abc')).toBe(0);
    expect(cargoCarriedFromInput('12abc')).toBe(0);
    expect(cargoCarriedFromInput('-5')).toBe(0);
  });

  it('EMIS-167 an empty value means delete (null)', () => {
    expect(cargoCarriedFromInput('')).toBeNull();
    expect(cargoCarriedFromInput('   ')).toBeNull();
  });

  it('reads numbers, with a decimal point or comma', () => {
    expect(cargoCarriedFromInput(' 1200 ')).toBe(1200);
    expect(cargoCarriedFromInput('12,5')).toBe(12.5);
    expect(cargoCarriedFromInput('0')).toBe(0);
  });
});

describe('CargoDetailWriteSchema', () => {
  const base = {
    vesselEventId: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
    cargoUnitId: 'c4a90000-0000-4000-8000-000000000001',
  };

  it('EMIS-166 the API takes numbers only', () => {
    expect(v.safeParse(CargoDetailWriteSchema, { ...base, cargoCarried: 'abc' }).success).toBe(false);
    expect(v.safeParse(CargoDetailWriteSchema, { ...base, cargoCarried: Number.NaN }).success).toBe(false);
    expect(v.safeParse(CargoDetailWriteSchema, { ...base, cargoCarried: -1 }).success).toBe(false);
    expect(v.safeParse(CargoDetailWriteSchema, { ...base, cargoCarried: 0 }).success).toBe(true);
  });
});
