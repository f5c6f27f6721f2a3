import { describe, expect, it } from 'vitest';
import {
  configurationFromForm,
  describeConfiguration,
  settingsFormFrom,
} from './consequence-settings-form.ts';

const vesselId = '00000000-0000-4000-8000-000000000001';
const defaults = { vesselId, fuelPriceUsdPerTonne: null, sfocGPerKwh: 175, co2Factor: 3.114 };
const read = { ...defaults, version: 0 };

describe('the consequence settings form', () => {
  it('an empty fuel price is none (the consequences carry no money); a typed one is read with a decimal comma', () => {
    const values = settingsFormFrom(read);
    expect(values).toEqual({ fuelPriceUsdPerTonne: '', sfocGPerKwh: '175', co2Factor: '3.114' });
    expect(configurationFromForm(vesselId, values)).toEqual({ ok: true, configuration: defaults });
    expect(configurationFromForm(vesselId, { ...values, fuelPriceUsdPerTonne: '612,5' })).toEqual({
      ok: true,
      configuration: { ...defaults, fuelPriceUsdPerTonne: 612.5 },
    });
  });

  it("refuses with the contract's words what the server would refuse", () => {
    const result = configurationFromForm(vesselId, {
      fuelPriceUsdPerTonne: '-1',
      sfocGPerKwh: '175',
      co2Factor: '5',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        fuelPriceUsdPerTonne: 'The fuel price must be 0 or more.',
        co2Factor: 'The CO2 factor must be between 2 and 4 t/t.',
      },
    });
  });

  it('says in one line what the consequences are priced with', () => {
    expect(describeConfiguration({ ...read, fuelPriceUsdPerTonne: 1250 })).toBe(
      'Fuel price 1,250 USD/t, SFOC 175 g/kWh, CO2 factor 3.114',
    );
  });
});
