import { describe, expect, it } from 'vitest';
import { convertValue, unitConversion } from './units.ts';
import { validRangeFor } from './valid-ranges.ts';

describe('unit conversion for unitName', () => {
  it('converts within a family, in both directions, with offsets', () => {
    expect(convertValue(10, unitConversion('knot', 'm/s')!)).toBeCloseTo(5.14444, 6);
    expect(convertValue(5.14444, unitConversion('m/s', 'kn')!)).toBeCloseTo(10, 6);
    expect(convertValue(1000, unitConversion('kg/hr', 't/h')!)).toBeCloseTo(1, 12);
    expect(convertValue(0, unitConversion('°C', 'K')!)).toBeCloseTo(273.15, 12);
    expect(convertValue(212, unitConversion('degF', '°C')!)).toBeCloseTo(100, 12);
    expect(unitConversion('kW', 'KW')).toEqual({ factor: 1, offset: 0 });
  });

  it('has no conversion across families', () => {
    expect(unitConversion('kW', 'knot')).toBeNull();
    expect(unitConversion('kW', 'parsec')).toBeNull();
  });

  it('plausible ranges come from the unit, positions from the name', () => {
    expect(validRangeFor('knot')).toEqual({ min: -5, max: 40 });
    expect(validRangeFor('deg', 'Latitude')).toEqual({ min: -90, max: 90 });
    expect(validRangeFor('furlong')).toEqual({ min: null, max: null });
  });
});
