import { describe, expect, it } from 'vitest';
import { readCurveColumns } from '../performance/reference-curve.ts';
import { ANALYSIS_PRESETS, pairForAnalysis, resolvePreset, variableOfTaxon } from './data-analysis.ts';

const series = (points: [number, number][]) => ({
  timesMs: Float64Array.from(points, (p) => p[0]),
  values: Float64Array.from(points, (p) => p[1]),
});

describe('pairing for the data analysis', () => {
  it('PERF-016 pairs the X and Y samples taken at the same time and counts the ones without a partner', () => {
    const x = series([
      [0, 10],
      [60, 11],
      [120, 12],
      [240, 14],
    ]);
    const y = series([
      [60, 110],
      [120, 120],
      [180, 130],
      [240, 140],
    ]);
    const pairs = pairForAnalysis(x, y);
    expect(Array.from(pairs.xs)).toEqual([11, 12, 14]);
    expect(Array.from(pairs.ys)).toEqual([110, 120, 140]);
    expect(Array.from(pairs.timesMs)).toEqual([60, 120, 240]);
    // x at 0 and y at 180 have no partner.
    expect(pairs.unpaired).toBe(2);
    expect(pairs.excluded).toBe(0);
  });

  it('PERF-016 an exclusion filter leaves out the pairs whose time has a value below (or above) its limit, or none', () => {
    const x = series([0, 1, 2, 3, 4].map((t) => [t, t]));
    const y = series([0, 1, 2, 3, 4].map((t) => [t, t * 10]));
    const speed = series([
      [0, 2],
      [1, 12],
      [2, 13],
      // no speed at 3
      [4, 14.5],
    ]);
    const below = pairForAnalysis(x, y, [{ series: speed, comparison: 'below', limit: 5 }]);
    expect(Array.from(below.xs)).toEqual([1, 2, 4]);
    expect(below.excluded).toBe(2);
    const both = pairForAnalysis(x, y, [
      { series: speed, comparison: 'below', limit: 5 },
      { series: speed, comparison: 'above', limit: 14 },
    ]);
    expect(Array.from(both.xs)).toEqual([1, 2]);
    expect(both.excluded).toBe(3);
  });

  it('PERF-016 the curve of a speed-power relation: a power fit finds the cube law, an odd point is an outlier', () => {
    const speeds = Array.from({ length: 40 }, (_, i) => 8 + i * 0.2);
    const power = speeds.map((v) => 2.5 * v ** 3);
    power[20] = (power[20] as number) * 1.6;
    const reading = readCurveColumns('power', 2, Float64Array.from(speeds), Float64Array.from(power));
    expect(reading.fit?.coefficients[1]).toBeGreaterThan(2.9);
    expect(reading.fit?.coefficients[1]).toBeLessThan(3.1);
    expect(reading.outlierIndexes).toEqual([20]);
    expect(Number.isFinite(reading.fitted[0])).toBe(true);
  });

  it('PERF-016 too few pairs for the curve type say how many it needs', () => {
    const reading = readCurveColumns('polynomial', 4, Float64Array.of(1, 2, 3), Float64Array.of(1, 4, 9));
    expect(reading.fit).toBeNull();
    expect(reading.error).toBe('A polynomial curve of order 4 needs at least 5 points.');
  });
});

describe('presets', () => {
  const variable = (
    id: string,
    taxa: string[],
    onboardSystem = '',
    logDataMaxDate = '2026-11-01T00:00:00Z',
  ) => ({
    id,
    taxa,
    onboardSystem,
    description: '',
    logDataMaxDate,
  });
  const variables = [
    variable('stw', ['Navigation:Speed through water']),
    variable('power', ['Propulsion:Shaft power']),
    variable('power-old', ['Propulsion:Shaft power'], '', '2025-01-01T00:00:00Z'),
    variable('aux-fuel', ['Fuel:Fuel mass flow'], 'Auxiliary engine 1'),
    variable('me-fuel', ['Fuel:Fuel mass flow'], 'Main engine'),
  ];

  it('PERF-016 a preset names its variables by taxon: the latest of several, the main engine’s fuel', () => {
    expect(variableOfTaxon(variables, 'Propulsion:Shaft power')?.id).toBe('power');
    expect(variableOfTaxon(variables, 'Fuel:Fuel mass flow')?.id).toBe('me-fuel');
    const speedFuel = ANALYSIS_PRESETS.find((p) => p.id === 'speed-fuel')!;
    expect(resolvePreset(speedFuel, variables)).toEqual({
      ok: true,
      xId: 'stw',
      yId: 'me-fuel',
      fit: 'power',
      order: 2,
      filters: [{ logVariableId: 'stw', comparison: 'below', limit: 5 }],
    });
  });

  it('PERF-016 a preset the vessel cannot plot names the quantities it does not log', () => {
    const rpmPower = ANALYSIS_PRESETS.find((p) => p.id === 'rpm-power')!;
    expect(resolvePreset(rpmPower, variables)).toEqual({ ok: false, missing: ['Shaft speed'] });
  });
});
