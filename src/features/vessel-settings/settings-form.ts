// Pure rules of the vessel settings screens (002 §2, ADR 0028): the tabs kept in the URL, the
// General form's values and their conversion to the PUT body (checked by the contract's schema),
// and display helpers. The rules the server shares live in domain/voyages/settings-rules.ts.
import * as v from 'valibot';
import {
  VesselSettingsWriteSchema,
  type VesselSettings,
  type VesselSettingsField,
  type VesselSettingsWrite,
} from '../../../domain/contracts/vessel-settings.ts';
import { messages } from '../../../domain/messages.ts';
import { firstIssueByField, parseQuantity } from '../../lib/form-rules.ts';

// Tabs (EMIS-073, EMIS-152) ----------------------------------------------------------------------

export const settingsTabs = ['General', 'FlowMeters', 'FuelTanks', 'FuelTypes', 'VeracityKey'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export const settingsTabLabels: Record<SettingsTab, string> = {
  General: 'General',
  FlowMeters: 'Flow meters',
  FuelTanks: 'Fuel tanks',
  FuelTypes: 'Fuel types',
  VeracityKey: messages.veracityKey,
};

/** `?tab=FuelTanks`; an unknown or missing tab is General. */
export const VesselSettingsSearchSchema = v.object({
  tab: v.optional(v.fallback(v.picklist(settingsTabs), 'General')),
});
export type VesselSettingsSearch = v.InferOutput<typeof VesselSettingsSearchSchema>;

// General form (EMIS-074, EMIS-075) --------------------------------------------------------------

/** The quantities of the form: typed as text, sent as numbers (empty: not filled in). */
export const quantityFields = [
  'energyEfficiencyDesignIndex',
  'estimatedIndexValue',
  'auxiliaryEnginesPower',
  'mainPropulsionPower',
  'deadweight',
  'netTonnage',
  'grossTonnage',
  'windTransverseAreaM2',
  'windAreaHeightM',
  'anemometerHeightM',
  'windDesignDraughtM',
  'breadthM',
  'propulsiveEfficiency',
] as const satisfies readonly VesselSettingsField[];

export const textFields = [
  'portOfRegistry',
  'homePort',
  'ownerCompanyName',
  'ownerCompanyAddress',
  'operatorCompanyName',
  'operatorCompanyAddress',
  'emissionsContactPersonName',
  'emissionsContactPersonAddress',
  'emissionsContactPersonPhone',
  'emissionsContactPersonEmail',
] as const satisfies readonly VesselSettingsField[];

export type QuantityField = (typeof quantityFields)[number];
export type TextField = (typeof textFields)[number];

/** The form's state: every input as the user typed it; the selects as an id or null. */
export type SettingsFormValues = Record<QuantityField | TextField, string> & {
  vesselTypeId: string | null;
  iceClassId: string | null;
  windShipType: string | null;
};

export type SettingsFormErrors = Partial<Record<VesselSettingsField, string>>;

/** A device copy saved before a field existed lacks it (undefined): shown empty like null. */
function quantityText(value: number | null | undefined): string {
  return value == null ? '' : String(value);
}

export function settingsFormFromSettings(settings: VesselSettings): SettingsFormValues {
  const values = {
    vesselTypeId: settings.vesselTypeId,
    iceClassId: settings.iceClassId,
    windShipType: settings.windShipType ?? null,
  } as SettingsFormValues;
  for (const field of textFields) values[field] = settings[field] ?? '';
  for (const field of quantityFields) values[field] = quantityText(settings[field]);
  return values;
}

/**
 * The PUT body of the form (a full replace): the fields of the form, and the notes the form does
 * not show kept as loaded. Errors by field from the contract's schema when a value is refused.
 */
export function settingsWriteFromForm(
  values: SettingsFormValues,
  loaded: Pick<VesselSettings, 'notes'>,
): { ok: true; write: VesselSettingsWrite } | { ok: false; errors: SettingsFormErrors } {
  const body: Record<string, unknown> = {
    vesselTypeId: values.vesselTypeId,
    iceClassId: values.iceClassId,
    windShipType: values.windShipType,
    notes: loaded.notes,
  };
  for (const field of textFields) body[field] = values[field];
  for (const field of quantityFields) body[field] = parseQuantity(values[field]);
  const result = v.safeParse(VesselSettingsWriteSchema, body);
  if (result.success) return { ok: true, write: result.output };
  return { ok: false, errors: firstIssueByField<VesselSettingsField>(result.issues) };
}

/** Whether the form differs from the loaded settings. */
export function isFormChanged(values: SettingsFormValues, settings: VesselSettings): boolean {
  const loaded = settingsFormFromSettings(settings);
  return (Object.keys(loaded) as (keyof SettingsFormValues)[]).some(
    (field) => loaded[field] !== values[field],
  );
}

// Display ----------------------------------------------------------------------------------------

/** The carbon emission factor with 3 decimals (002 §9). */
export function formatCarbonEmissionFactor(factor: number): string {
  return factor.toFixed(3);
}

/** The key hidden but for its last 4 characters, as many dots as it is long (at most 24). */
export function maskKey(key: string): string {
  const visible = key.length > 8 ? key.slice(-4) : '';
  return '•'.repeat(Math.min(24, key.length - visible.length)) + visible;
}

/** Names of ids in `items` ('' for an unknown id), joined for a table cell. */
export function namesOf(items: readonly { id: string; name: string }[], ids: readonly string[]): string {
  return ids
    .map((id) => items.find((item) => item.id === id)?.name ?? id)
    .filter((name) => name !== '')
    .join(', ');
}

/**
 * Whether a form based on `base` may carry on from `latest` without overwriting anyone: true when
 * no field the PUT replaces changed in between (e.g. only the cargo units or the key moved the
 * version on).
 */
export function canRebase(base: VesselSettings, latest: VesselSettings): boolean {
  const fields = Object.keys(VesselSettingsWriteSchema.entries) as VesselSettingsField[];
  return fields.every((field) => base[field] === latest[field]);
}

/** A date field's 'YYYY-MM-DD' as the key's expiration (midnight UTC); '' is no expiration. */
export function expirationFromDateInput(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The expiration as a date field's 'YYYY-MM-DD' (UTC); '' for none. */
export function dateInputFromExpiration(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}
