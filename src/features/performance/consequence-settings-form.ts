// The consequence settings form (ADR 0048 §4): the fuel price, SFOC and CO2 factor as typed, read
// back into the long-trend configuration and checked by the contract's own schema, so the form
// refuses what the server would, with the same words.
import * as v from 'valibot';
import {
  LongTrendConfigurationRequestSchema,
  type LongTrendConfiguration,
  type LongTrendConfigurationRequest,
} from '../../../domain/contracts/diagnostics.ts';
import { messages } from '../../../domain/messages.ts';
import { formatQuantity } from '../../lib/format.ts';
import { firstIssueByField, parseQuantity } from '../../lib/form-rules.ts';

export const settingsFields = ['fuelPriceUsdPerTonne', 'sfocGPerKwh', 'co2Factor'] as const;
export type SettingsField = (typeof settingsFields)[number];
export type SettingsFormValues = Record<SettingsField, string>;
export type SettingsFormErrors = Partial<Record<SettingsField, string>>;

export const settingsLabels: Record<SettingsField, { label: string; unit: string }> = {
  fuelPriceUsdPerTonne: { label: 'Fuel price', unit: 'USD/t' },
  sfocGPerKwh: { label: 'SFOC of the main engine', unit: 'g/kWh' },
  co2Factor: { label: 'CO2 factor', unit: 't CO2/t fuel' },
};

const requiredMessages: Record<SettingsField, string | null> = {
  fuelPriceUsdPerTonne: null,
  sfocGPerKwh: 'The SFOC is required.',
  co2Factor: 'The CO2 factor is required.',
};

export function settingsFormFrom(configuration: LongTrendConfiguration): SettingsFormValues {
  return {
    fuelPriceUsdPerTonne:
      configuration.fuelPriceUsdPerTonne === null ? '' : String(configuration.fuelPriceUsdPerTonne),
    sfocGPerKwh: String(configuration.sfocGPerKwh),
    co2Factor: String(configuration.co2Factor),
  };
}

/** The PUT body, or the first error of each field. An empty fuel price means none (no money). */
export function configurationFromForm(
  vesselId: string,
  values: SettingsFormValues,
): { ok: true; configuration: LongTrendConfigurationRequest } | { ok: false; errors: SettingsFormErrors } {
  const errors: SettingsFormErrors = {};
  const body: Record<string, unknown> = { vesselId };
  for (const field of settingsFields) {
    const value = parseQuantity(values[field]);
    if (value !== null && Number.isNaN(value)) errors[field] = messages.valueMustBeNumber;
    else if (value === null && requiredMessages[field]) errors[field] = requiredMessages[field];
    body[field] = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const result = v.safeParse(LongTrendConfigurationRequestSchema, body);
  if (result.success) return { ok: true, configuration: result.output };
  return { ok: false, errors: firstIssueByField<SettingsField>(result.issues) };
}

/** 'Fuel price 620 USD/t, SFOC 175 g/kWh, CO2 factor 3.114', the line beside the table. */
export function describeConfiguration(configuration: LongTrendConfiguration): string {
  const price =
    configuration.fuelPriceUsdPerTonne === null
      ? 'Fuel price not set'
      : `Fuel price ${formatQuantity(configuration.fuelPriceUsdPerTonne, 'USD/t')}`;
  return `${price}, SFOC ${formatQuantity(configuration.sfocGPerKwh, 'g/kWh')}, CO2 factor ${configuration.co2Factor}`;
}
