import { describe, expect, it } from 'vitest';
import { markerRotationDeg, pickReadingVariables, vesselReadings } from './vessel-position.ts';

const variable = (
  id: string,
  vesselId: string,
  taxon: string,
  logDataMaxDate: string | null = '2026-01-01',
) => ({
  id,
  vesselId,
  taxa: [taxon],
  logDataMaxDate,
});

describe('vessel position of the map popup (PERF-091)', () => {
  it('picks per vessel the variable of each reading by taxon, the one with the latest data of several', () => {
    const picks = pickReadingVariables([
      variable('h1', 'A', 'Navigation:Heading', '2026-01-01'),
      variable('h2', 'A', 'Navigation:Heading', '2026-02-01'),
      variable('s1', 'A', 'Navigation:Speed over ground'),
      variable('x1', 'A', 'Propulsion:Shaft power'),
      variable('c1', 'B', 'Navigation:Course over ground'),
    ]);
    expect(picks.get('A')?.headingDeg?.id).toBe('h2');
    expect(picks.get('A')?.gpsSpeedKn?.id).toBe('s1');
    expect(picks.get('A')?.courseDeg).toBeUndefined();
    expect(picks.get('B')?.courseDeg?.id).toBe('c1');
  });

  it('PERF-091 reads course, speeds, draft mean and trim from the newest samples, converting units, leaving out what is not logged', () => {
    const picks = {
      courseDeg: { id: 'c' },
      gpsSpeedKn: { id: 'g' },
      logSpeedKn: { id: 'l' },
      draftForeM: { id: 'f' },
      draftAftM: { id: 'a' },
    };
    const samples = new Map([
      ['c', { value: 270, unit: 'deg', timestamp: '2026-01-01T10:00:00.000Z' }],
      ['g', { value: 12.5, unit: 'knot', timestamp: '2026-01-01T10:05:00.000Z' }],
      ['l', { value: 6, unit: 'm/s', timestamp: null }],
      ['f', { value: 9, unit: 'm', timestamp: '2026-01-01T09:00:00.000Z' }],
      ['a', { value: 10, unit: 'm', timestamp: '2026-01-01T09:00:00.000Z' }],
    ]);
    const readings = vesselReadings(picks, samples);
    expect(readings).toMatchObject({
      headingDeg: null,
      courseDeg: 270,
      gpsSpeedKn: 12.5,
      draftMeanM: 9.5,
      trimM: 1,
      at: '2026-01-01T10:05:00.000Z',
    });
    expect(readings.logSpeedKn).toBeCloseTo(6 / 0.514444, 6);
  });

  it('leaves out a reading without a sample, with an empty value or in a unit it cannot convert, and a draft without both ends', () => {
    const samples = new Map([
      ['f', { value: 9, unit: 'm', timestamp: null }],
      ['g', { value: null, unit: 'kn', timestamp: null }],
      ['c', { value: 4, unit: 'kW', timestamp: null }],
    ]);
    expect(
      vesselReadings({ draftForeM: { id: 'f' }, gpsSpeedKn: { id: 'g' }, courseDeg: { id: 'c' } }, samples),
    ).toEqual({
      headingDeg: null,
      courseDeg: null,
      gpsSpeedKn: null,
      logSpeedKn: null,
      draftMeanM: null,
      trimM: null,
      at: null,
    });
  });

  it('PERF-066 turns the marker by the heading, else the course over ground, else north', () => {
    expect(markerRotationDeg({ headingDeg: 12, courseDeg: 30 })).toBe(12);
    expect(markerRotationDeg({ headingDeg: null, courseDeg: 30 })).toBe(30);
    expect(markerRotationDeg(null)).toBe(0);
  });
});
