import { describe, expect, it } from 'vitest';
import type { LogVariable } from '../../../domain/contracts/log-variables.ts';
import { testLogVariable } from '../../lib/testing.tsx';
import {
  partnerReading,
  partnerReadingLabel,
  pickPartnerReadings,
  readingVariableIds,
} from './partner-readings.ts';

const variable = (id: string, vesselId: string, overrides: Partial<LogVariable>): LogVariable => ({
  ...testLogVariable(id, id, vesselId),
  ...overrides,
});

describe('the latest values of the partner page (ADR 0061)', () => {
  it('PERF-144 picks per vessel the variables of the speed over ground, shaft power and fuel mass flow taxa', () => {
    const picks = pickPartnerReadings([
      variable('sog-a', 'a', {
        taxa: ['Navigation:Speed over ground'],
        logDataMaxDate: '2026-03-01T00:00:00Z',
      }),
      variable('sog-a-old', 'a', {
        taxa: ['Navigation:Speed over ground'],
        logDataMaxDate: '2025-03-01T00:00:00Z',
      }),
      variable('power-a', 'a', { taxa: ['Propulsion:Shaft power'] }),
      variable('boiler-fuel-a', 'a', { taxa: ['Fuel:Fuel mass flow'], onboardSystem: 'Boiler' }),
      variable('me-fuel-a', 'a', { taxa: ['Fuel:Fuel mass flow'], onboardSystem: 'Main engine' }),
      variable('stw-b', 'b', { taxa: ['Navigation:Speed through water'] }),
      variable('sog-b', 'b', { taxa: ['Navigation:Speed over ground'] }),
    ]);
    expect(picks.get('a')?.sog?.id).toBe('sog-a');
    expect(picks.get('a')?.power?.id).toBe('power-a');
    expect(picks.get('a')?.meFuel?.id).toBe('me-fuel-a');
    expect(picks.get('b')).toEqual({ sog: expect.objectContaining({ id: 'sog-b' }) });
    expect(readingVariableIds(picks).sort()).toEqual(['me-fuel-a', 'power-a', 'sog-a', 'sog-b']);
    expect(['sog', 'power', 'meFuel'].map((c) => partnerReadingLabel(c as 'sog'))).toEqual([
      'Speed over ground',
      'Shaft power',
      'Main engine fuel mass flow',
    ]);
  });

  it('says when a vessel does not log a reading or has no sample of it, never guessing a value', () => {
    const sog = variable('sog', 'a', { taxa: ['Navigation:Speed over ground'] });
    expect(partnerReading(undefined, undefined)).toEqual({ kind: 'not-logged' });
    expect(partnerReading(sog, { logVariableId: 'sog', timestamp: null, value: null, unit: 'kn' })).toEqual({
      kind: 'no-data',
    });
    expect(
      partnerReading(sog, {
        logVariableId: 'sog',
        timestamp: '2026-03-01T08:00:00Z',
        value: 12.3,
        unit: 'kn',
      }),
    ).toEqual({ kind: 'value', value: 12.3, unit: 'kn', timestamp: '2026-03-01T08:00:00Z' });
  });
});
