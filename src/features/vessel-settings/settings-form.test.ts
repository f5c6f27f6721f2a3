import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { chooseView } from './data-source.ts';
import {
  VesselSettingsSearchSchema,
  canRebase,
  dateInputFromExpiration,
  expirationFromDateInput,
  formatCarbonEmissionFactor,
  isFormChanged,
  maskKey,
  namesOf,
  settingsFormFromSettings,
  settingsWriteFromForm,
} from './settings-form.ts';
import { buildSettings } from './test-support.tsx';

describe('settings tabs in the URL', () => {
  it('EMIS-152 reads a known tab and falls back to General for a missing or unknown one', () => {
    expect(v.parse(VesselSettingsSearchSchema, { tab: 'FuelTanks' }).tab).toBe('FuelTanks');
    expect(v.parse(VesselSettingsSearchSchema, { tab: 'Nonsense' }).tab).toBe('General');
    expect(v.parse(VesselSettingsSearchSchema, {}).tab).toBeUndefined();
  });
});

describe('General form values', () => {
  it('EMIS-074 shows every loaded field as text and sends it back unchanged, notes included', () => {
    const settings = buildSettings();
    const values = settingsFormFromSettings(settings);
    expect(values.deadweight).toBe('81000');
    expect(values.estimatedIndexValue).toBe('');
    expect(values.operatorCompanyName).toBe('');
    expect(isFormChanged(values, settings)).toBe(false);
    const result = settingsWriteFromForm(values, settings);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.write.deadweight).toBe(81000);
    expect(result.write.estimatedIndexValue).toBeNull();
    expect(result.write.operatorCompanyName).toBeNull();
    expect(result.write.notes).toBe('Kept as is');
    expect(result.write.vesselTypeId).toBe(settings.vesselTypeId);
  });

  it('EMIS-074 refuses a quantity that is not a number or negative, and a bad e-mail, by field', () => {
    const values = {
      ...settingsFormFromSettings(buildSettings()),
      deadweight: 'lots',
      grossTonnage: '-3',
      emissionsContactPersonEmail: 'not-an-email',
    };
    const result = settingsWriteFromForm(values, buildSettings());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.deadweight).toBe('Enter a number.');
    expect(result.errors.grossTonnage).toBe('The value cannot be negative.');
    expect(result.errors.emissionsContactPersonEmail).toBe('Enter a valid e-mail address.');
  });

  it('the windage of the ISO 19030 wind correction: sent as numbers, refused when 0 or beyond its range', () => {
    const values = {
      ...settingsFormFromSettings(buildSettings()),
      windTransverseAreaM2: '950',
      breadthM: '38',
      windShipType: 'container',
      propulsiveEfficiency: '0.72',
    };
    const sent = settingsWriteFromForm(values, buildSettings());
    expect(sent.ok && sent.write).toMatchObject({
      windTransverseAreaM2: 950,
      breadthM: 38,
      windShipType: 'container',
      propulsiveEfficiency: 0.72,
      anemometerHeightM: null,
    });
    const refused = settingsWriteFromForm(
      { ...values, windTransverseAreaM2: '0', propulsiveEfficiency: '1.2', windAreaHeightM: '500' },
      buildSettings(),
    );
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors.windTransverseAreaM2).toBe('The value must be greater than 0.');
    expect(refused.errors.propulsiveEfficiency).toBe('The propulsive efficiency is a share: at most 1.');
    expect(refused.errors.windAreaHeightM).toBe('The height can be at most 100 m.');
  });

  it('carries a changed form onto a newer version only when no replaced field changed there', () => {
    const base = buildSettings();
    expect(canRebase(base, { ...base, version: 4, cargoUnits: [], hasVeracityKey: true })).toBe(true);
    expect(canRebase(base, { ...base, version: 4, homePort: 'Tromsø' })).toBe(false);
  });
});

describe('display helpers', () => {
  it('EMIS-082 shows the carbon emission factor with 3 decimals', () => {
    expect(formatCarbonEmissionFactor(3.114)).toBe('3.114');
    expect(formatCarbonEmissionFactor(3)).toBe('3.000');
    expect(formatCarbonEmissionFactor(2.75049)).toBe('2.750');
  });

  it('EMIS-083 masks the key but for its last 4 characters', () => {
    expect(maskKey('abcdefghijkl1234')).toBe('••••••••••••1234');
    expect(maskKey('short')).toBe('•••••');
    expect(maskKey('x'.repeat(60) + 'WXYZ')).toBe('•'.repeat(24) + 'WXYZ');
  });

  it('names the ids of a list and keeps an unknown id visible', () => {
    const items = [
      { id: 'LogData', name: 'Log data' },
      { id: 'Manual', name: 'Manual' },
    ];
    expect(namesOf(items, ['LogData', 'Manual'])).toBe('Log data, Manual');
    expect(namesOf(items, ['Other'])).toBe('Other');
  });

  it('turns the expiration date field into midnight UTC and back', () => {
    expect(expirationFromDateInput('2027-05-31')).toBe('2027-05-31T00:00:00.000Z');
    expect(expirationFromDateInput('')).toBeNull();
    expect(dateInputFromExpiration('2027-05-31T00:00:00.000Z')).toBe('2027-05-31');
    expect(dateInputFromExpiration(null)).toBe('');
  });
});

describe('which copy a view shows', () => {
  const offline = new ApiError(0, 'NETWORK_ERROR', '');

  it('shows the server answer when there is one', () => {
    expect(chooseView({ data: [1], error: null }, [2])).toEqual({
      state: 'ready',
      data: [1],
      source: 'server',
    });
  });

  it("shows the device's copy when the server cannot be reached", () => {
    expect(chooseView({ data: undefined, error: offline }, [2])).toEqual({
      state: 'ready',
      data: [2],
      source: 'device',
    });
  });

  it('shows the error when the device holds nothing, or the server refused', () => {
    expect(chooseView({ data: undefined, error: offline }, [])).toEqual({ state: 'error', error: offline });
    const refused = new ApiError(403, 'FORBIDDEN', 'No');
    expect(chooseView({ data: undefined, error: refused }, [2])).toEqual({ state: 'error', error: refused });
  });

  it('is loading while the server or the device is still being read', () => {
    expect(chooseView({ data: undefined, error: null }, undefined)).toEqual({ state: 'loading' });
    expect(chooseView({ data: undefined, error: offline }, undefined)).toEqual({ state: 'loading' });
  });
});
