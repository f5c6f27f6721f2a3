import { describe, expect, it } from 'vitest';
import { massFromVolume, tankDensityAt, volumeAt15C } from './fuel-volume.ts';

describe('EMIS-245 volume derived from mass and density at 15 °C (issue 26 §3)', () => {
  it('the volume is the mass divided by the density', () => {
    expect(volumeAt15C(991.2, 0.9912)).toBeCloseTo(1000, 9);
    expect(volumeAt15C(0, 0.85)).toBe(0);
    // A de-bunkering's negative mass gives a negative volume, as entered.
    expect(volumeAt15C(-85, 0.85)).toBeCloseTo(-100, 9);
  });

  it('the mass is the volume times the density', () => {
    expect(massFromVolume(1000, 0.9912)).toBeCloseTo(991.2, 9);
  });

  it('nothing while the mass, the volume or the density is unknown, or the density is not above 0', () => {
    expect(volumeAt15C(null, 0.9)).toBeNull();
    expect(volumeAt15C(100, null)).toBeNull();
    expect(volumeAt15C(100, 0)).toBeNull();
    expect(volumeAt15C(100, -0.9)).toBeNull();
    expect(volumeAt15C(Number.NaN, 0.9)).toBeNull();
    expect(massFromVolume(undefined, 0.9)).toBeNull();
    expect(massFromVolume(100, 0)).toBeNull();
  });
});

describe("a tank's density at a time: its latest bunkering at or before it (issue 26 §3)", () => {
  const operation = (day: number, fuelAdjustmentInTon: number, fuelDensity: number) => ({
    timestamp: `2026-03-0${day}T12:00:00.000Z`,
    fuelAdjustmentInTon,
    fuelDensity,
  });
  const operations = [operation(3, 200, 0.95), operation(1, 500, 0.99), operation(4, -20, 0.5)];

  it('takes the latest bunkering at or before the time', () => {
    expect(tankDensityAt(operations, '2026-03-02T00:00:00.000Z')?.fuelDensity).toBe(0.99);
    expect(tankDensityAt(operations, '2026-03-03T12:00:00.000Z')?.fuelDensity).toBe(0.95);
  });

  it('a de-bunkering does not change the density; nothing before the first bunkering', () => {
    expect(tankDensityAt(operations, '2026-03-05T00:00:00.000Z')?.fuelDensity).toBe(0.95);
    expect(tankDensityAt(operations, '2026-03-01T00:00:00.000Z')).toBeNull();
    expect(tankDensityAt([], '2026-03-05T00:00:00.000Z')).toBeNull();
  });
});
