import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conversionProblem,
  convert,
  fromStored,
  parseUnit,
  storedUnits,
  toStored,
  unitIds,
  units,
  unitsOf,
  type UnitId,
} from './units.ts';

const close = (actual: number, expected: number, relative = 1e-12) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.max(1, Math.abs(expected)));

describe('unit conversion to the stored unit', () => {
  it.each<[number, UnitId, number]>([
    [1, 'kn', 1],
    [1852 / 3600, 'm/s', 1],
    [10, 'm/s', 19.438444924406046],
    [1.852, 'km/h', 1],
    [100, 'km/h', 53.99568034557235],
    [5000, 'kW', 5000],
    [12.5, 'MW', 12500],
    [1, 'PS', 0.73549875],
    [10000, 'PS', 7354.9875],
    [1.2, 't/h', 1.2],
    [1200, 'kg/h', 1.2],
    [20, 'kg/min', 1.2],
    [0, 'degC', 0],
    [273.15, 'K', 0],
    [373.15, 'K', 100],
    [32, 'degF', 0],
    [212, 'degF', 100],
    [-40, 'degF', -40],
    [2.5, 'bar', 2.5],
    [250, 'kPa', 2.5],
    [0.25, 'MPa', 2.5],
    [90, 'deg', 90],
    [Math.PI, 'rad', 180],
    [Math.PI / 2, 'rad', 90],
    [12, 'nmi', 12],
    [1.852, 'km', 1],
    [100, 'km', 53.99568034557235],
    [10, 'm', 10],
    [10, 'ft', 3.048],
    [75.5, 'rpm', 75.5],
    [85, '%', 85],
    [3, '1', 3],
  ])('%d %s is %d in the stored unit', (value, from, expected) => {
    close(toStored(value, from), expected);
  });

  it('a volume flow becomes a mass flow with the fuel density: 1000 l/h and 1 m³/h of 991 kg/m³ are 0.991 t/h', () => {
    close(toStored(1000, 'l/h', 991), 0.991);
    close(toStored(1, 'm3/h', 991), 0.991);
    close(fromStored(0.991, 'l/h', 991), 1000);
    expect(() => toStored(1000, 'l/h')).toThrow(/density/);
    expect(() => toStored(1000, 'l/h', 0)).toThrow(/density/);
    expect(() => toStored(1000, 'l/h', Number.NaN)).toThrow(/density/);
  });

  it('between two volume flows the density is not needed; 1 m³/h is 1000 l/h', () => {
    close(convert(1, 'm3/h', 'l/h'), 1000);
    expect(conversionProblem('m3/h', 'l/h')).toBeNull();
  });

  it('says in words why a conversion cannot be made', () => {
    expect(conversionProblem('kn', 'kW')).toBe('kn cannot be converted to kW');
    expect(conversionProblem('l/h', 't/h')).toBe("a volume flow in l/h needs the fuel's density");
    expect(conversionProblem('l/h', 't/h', -1)).toMatch(/density must be a number of kg\/m³ above 0/);
    expect(conversionProblem('l/h', 't/h', 850)).toBeNull();
    expect(conversionProblem('kg/h', 't/h')).toBeNull();
    expect(() => convert(1, 'kn', 'kW')).toThrow('kn cannot be converted to kW');
  });

  it('every family has its stored unit first among its units, at scale 1 and offset 0', () => {
    for (const [family, stored] of Object.entries(storedUnits)) {
      const list = unitsOf(family as keyof typeof storedUnits);
      expect(list[0]?.id).toBe(stored);
      expect(units[stored]).toMatchObject({ scale: 1, offset: 0, family });
    }
    expect(unitsOf('massFlow').map((u) => u.id)).toEqual(['t/h', 'kg/h', 'kg/min', 'l/h', 'm3/h']);
  });
});

describe('unit conversion properties', () => {
  const value = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });
  const density = fc.double({ min: 600, max: 1100, noNaN: true });
  const unitId = fc.constantFrom(...unitIds);

  it('to the stored unit and back gives the value again, for every unit', () => {
    fc.assert(
      fc.property(unitId, value, density, (id, x, rho) => {
        close(fromStored(toStored(x, id, rho), id, rho), x, 1e-9);
      }),
    );
  });

  it('a conversion through any other unit of the family and back gives the value again', () => {
    fc.assert(
      fc.property(unitId, unitId, value, density, (a, b, x, rho) => {
        fc.pre(units[a].family === units[b].family);
        close(convert(convert(x, a, b, rho), b, a, rho), x, 1e-9);
      }),
    );
  });

  it('conversions keep the order of values (a larger value is never smaller) and, but for temperatures, linear', () => {
    fc.assert(
      fc.property(unitId, value, value, (id, x, y) => {
        fc.pre(x < y);
        const rho = 900;
        expect(toStored(x, id, rho)).toBeLessThanOrEqual(toStored(y, id, rho));
        if (units[id].family === 'temperature') return;
        const sum = toStored(x + y, id, rho);
        const parts = toStored(x, id, rho) + toStored(y, id, rho);
        expect(Math.abs(sum - parts)).toBeLessThanOrEqual(
          1e-9 * Math.max(1, Math.abs(toStored(Math.abs(x) + Math.abs(y), id, rho))),
        );
      }),
    );
  });
});

describe('reading unit texts as loggers write them', () => {
  it.each<[string, UnitId]>([
    ['kn', 'kn'],
    ['Knots', 'kn'],
    ['KTS', 'kn'],
    ['kt', 'kn'],
    ['m/s', 'm/s'],
    ['M/S', 'm/s'],
    ['km/h', 'km/h'],
    ['kW', 'kW'],
    ['KW', 'kW'],
    ['MW', 'MW'],
    ['hp', 'PS'],
    ['PS', 'PS'],
    ['t/h', 't/h'],
    ['mt/h', 't/h'],
    ['MT/hr', 't/h'],
    ['kg/h', 'kg/h'],
    ['kg/hr', 'kg/h'],
    ['Kg/Hour', 'kg/h'],
    ['kg/min', 'kg/min'],
    ['l/h', 'l/h'],
    ['L/hr', 'l/h'],
    ['m3/h', 'm3/h'],
    ['m³/h', 'm3/h'],
    ['°C', 'degC'],
    ['degC', 'degC'],
    ['deg C', 'degC'],
    ['K', 'K'],
    ['°F', 'degF'],
    ['bar', 'bar'],
    ['kPa', 'kPa'],
    ['MPa', 'MPa'],
    ['deg', 'deg'],
    ['°', 'deg'],
    ['degrees', 'deg'],
    ['rad', 'rad'],
    ['NM', 'nmi'],
    ['nmi', 'nmi'],
    ['km', 'km'],
    ['m', 'm'],
    ['rpm', 'rpm'],
    ['RPM', 'rpm'],
    ['r/min', 'rpm'],
    ['1/min', 'rpm'],
    ['%', '%'],
    [' % ', '%'],
    ['-', '1'],
  ])('"%s" is %s', (text, expected) => {
    expect(parseUnit(text)).toBe(expected);
  });

  it.each(['', 'furlongs', 'kg', 'kn/h', 'l', 'm3'])('"%s" is no unit it knows', (text) => {
    expect(parseUnit(text)).toBeNull();
  });

  it('every unit id reads as itself and every label as its unit', () => {
    for (const id of unitIds) {
      expect(parseUnit(id)).toBe(id);
      if (id !== '1') expect(parseUnit(units[id].label)).toBe(id);
    }
  });
});
