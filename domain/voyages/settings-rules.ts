// The vessel settings rules of 002 §2 and §5 that the server enforces and the settings screens
// check before saving: which settings the emission report needs (EMIS-022/023/184, OPEN point
// EMIS-185 decided in ADR 0024), the report and template prerequisites (DECISIONS EMIS-024,
// EMIS-186), and the rules for new flow meters, fuel tanks (EMIS-173/174/175) and fuel types
// (EMIS-176). Pure: no I/O, so forms, the warning and the server share one copy.
import type { VesselSettingsField } from '../contracts/vessel-settings.ts';
import { settingsMessages } from './settings-messages.ts';

/** The labels of the General tab (002 §2, EMIS-074/075), used by the form and the warning. */
export const vesselSettingsLabels: Record<VesselSettingsField, string> = {
  vesselTypeId: 'Ship type',
  iceClassId: 'Ice class',
  portOfRegistry: 'Port of registry',
  homePort: 'Home port',
  energyEfficiencyDesignIndex: 'EEDI',
  estimatedIndexValue: 'Estimated index value',
  auxiliaryEnginesPower: 'Auxiliary engine power (kW)',
  mainPropulsionPower: 'Main propulsion power (kW)',
  deadweight: 'Deadweight (MT)',
  netTonnage: 'Net tonnage',
  grossTonnage: 'Gross tonnage',
  ownerCompanyName: 'Ship owner name',
  ownerCompanyAddress: 'Ship owner address',
  operatorCompanyName: 'Ship operator name',
  operatorCompanyAddress: 'Ship operator address',
  emissionsContactPersonName: 'Emissions contact person name',
  emissionsContactPersonAddress: 'Emissions contact person address',
  emissionsContactPersonPhone: 'Emissions contact person phone',
  emissionsContactPersonEmail: 'Emissions contact person email',
  notes: 'Notes',
  windTransverseAreaM2: 'Transverse area above water at design draught (m²)',
  windAreaHeightM: 'Height of the transverse area centre above the waterline (m)',
  anemometerHeightM: 'Anemometer height above the waterline (m)',
  windDesignDraughtM: 'Design draught of the transverse area (m)',
  breadthM: 'Breadth (m)',
  windShipType: 'Ship type for the wind coefficients',
  propulsiveEfficiency: 'Propulsive efficiency (0 to 1, default 0.7)',
};

/**
 * The settings an emission report needs (EMIS-184; EMIS-185 is OPEN, ADR 0024): what an MRV / DCS
 * verifier asks of a ship's particulars and the company responsible for its emissions report.
 */
export const requiredSettingsFields = [
  'vesselTypeId',
  'portOfRegistry',
  'ownerCompanyName',
  'ownerCompanyAddress',
  'deadweight',
  'grossTonnage',
  'emissionsContactPersonName',
  'emissionsContactPersonEmail',
] as const satisfies readonly VesselSettingsField[];
export type RequiredSettingsField = (typeof requiredSettingsFields)[number];

export type RequiredSettings = Record<RequiredSettingsField, string | number | null>;

export type MissingSettingKey = RequiredSettingsField | 'activeFlowMeterOrFuelTank' | 'cargoUnits';
export type MissingSetting = { key: MissingSettingKey; label: string };

export const prerequisiteLabels = {
  activeFlowMeterOrFuelTank: 'An active flow meter or fuel tank',
  cargoUnits: 'Cargo units the vessel carries',
  manualFlowMeterOrFuelTank: 'A flow meter with manual input or a fuel tank',
} as const;

export type EquipmentState = { isDeactivated: boolean; isDeleted?: boolean };
export type MeterState = EquipmentState & { fuelMassFlowRateLogVariableId: string | null };

export type SettingsPrerequisites = {
  /** The vessel's flow meters; deactivated and deleted ones are ignored. */
  activeFlowMeters: readonly MeterState[];
  /** The vessel's fuel tanks; deactivated and deleted ones are ignored. */
  activeFuelTanks: readonly EquipmentState[];
  /** The cargo units the vessel carries. */
  cargoUnits: readonly unknown[];
};

function isFilled(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return typeof value === 'number' ? Number.isFinite(value) : value.trim() !== '';
}

function isActive(item: EquipmentState): boolean {
  return !item.isDeactivated && item.isDeleted !== true;
}

/** Whether the required settings fields are all filled (EMIS-184). null: never saved. */
export function isSettingsComplete(settings: RequiredSettings | null): boolean {
  return requiredSettingsFields.every((field) => isFilled(settings?.[field]));
}

/**
 * What the emission report's warning lists (EMIS-022/023, DECISIONS EMIS-024): every required
 * field that is not filled, then an active flow meter or fuel tank, then the cargo units. Empty:
 * the report is not blocked.
 */
export function missingSettings(
  settings: RequiredSettings | null,
  { activeFlowMeters, activeFuelTanks, cargoUnits }: SettingsPrerequisites,
): MissingSetting[] {
  const missing: MissingSetting[] = requiredSettingsFields
    .filter((field) => !isFilled(settings?.[field]))
    .map((field) => ({ key: field, label: vesselSettingsLabels[field] }));
  if (!activeFlowMeters.some(isActive) && !activeFuelTanks.some(isActive))
    missing.push({ key: 'activeFlowMeterOrFuelTank', label: prerequisiteLabels.activeFlowMeterOrFuelTank });
  if (cargoUnits.length === 0) missing.push({ key: 'cargoUnits', label: prerequisiteLabels.cargoUnits });
  return missing;
}

export type TemplatePrerequisite = 'manualFlowMeterOrFuelTank' | 'cargoUnits';

/**
 * The template's own prerequisites (EMIS-186, DECISIONS EMIS-024: a separate check): an active
 * flow meter with manual input or an active fuel tank, and the cargo units the vessel carries.
 */
export function missingTemplatePrerequisites({
  activeFlowMeters,
  activeFuelTanks,
  cargoUnits,
}: SettingsPrerequisites): TemplatePrerequisite[] {
  const missing: TemplatePrerequisite[] = [];
  const hasManualMeter = activeFlowMeters.some(
    (meter) => isActive(meter) && meter.fuelMassFlowRateLogVariableId === null,
  );
  if (!hasManualMeter && !activeFuelTanks.some(isActive)) missing.push('manualFlowMeterOrFuelTank');
  if (cargoUnits.length === 0) missing.push('cargoUnits');
  return missing;
}

// New flow meters, fuel tanks and fuel types ----------------------------------------------------

export type NamedEquipment = EquipmentState & { name: string };

/** Puts the name in place of the spec's X ('... the name X already exists ...'). */
export function withName(text: string, name: string): string {
  return text.replace(' X ', () => ` ${name.trim()} `);
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');
}

function nameTaken(name: string, existing: readonly NamedEquipment[]): boolean {
  return existing.some((item) => isActive(item) && sameName(item.name, name));
}

/** EMIS-174: a new flow meter's name must not be an active meter's name (ignoring case). */
export function checkNewFlowMeterName(name: string, existing: readonly NamedEquipment[]): string | null {
  return nameTaken(name, existing) ? withName(settingsMessages.flowMeterNameExists, name) : null;
}

/** EMIS-174: a new fuel tank's name must not be an active tank's name (ignoring case). */
export function checkNewFuelTankName(name: string, existing: readonly NamedEquipment[]): string | null {
  return nameTaken(name, existing) ? withName(settingsMessages.fuelTankNameExists, name) : null;
}

export type EquipmentDraft = {
  name: string;
  fuelTypeId: string | null;
  fuelConsumptionSources: readonly string[];
};
export type DraftProblem<F extends string> = { field: F; message: string };

/**
 * EMIS-173/174: the problems of a new flow meter or fuel tank (name, fuel type, at least one
 * source, no active namesake). Empty: valid.
 */
export function checkNewEquipment(
  kind: 'flowMeter' | 'fuelTank',
  draft: EquipmentDraft,
  existing: readonly NamedEquipment[],
): DraftProblem<'name' | 'fuelTypeId' | 'fuelConsumptionSources'>[] {
  const problems: DraftProblem<'name' | 'fuelTypeId' | 'fuelConsumptionSources'>[] = [];
  if (draft.name.trim() === '') problems.push({ field: 'name', message: settingsMessages.nameRequired });
  else {
    const taken =
      kind === 'flowMeter'
        ? checkNewFlowMeterName(draft.name, existing)
        : checkNewFuelTankName(draft.name, existing);
    if (taken) problems.push({ field: 'name', message: taken });
  }
  if (!draft.fuelTypeId) problems.push({ field: 'fuelTypeId', message: settingsMessages.fuelTypeRequired });
  if (draft.fuelConsumptionSources.length === 0)
    problems.push({ field: 'fuelConsumptionSources', message: settingsMessages.sourceRequired });
  return problems;
}

/** EMIS-175: Save of a new flow meter or fuel tank is enabled only when valid and not saving. */
export function canSaveNewEquipment(
  kind: 'flowMeter' | 'fuelTank',
  draft: EquipmentDraft,
  existing: readonly NamedEquipment[],
  isSaving: boolean,
): boolean {
  return !isSaving && checkNewEquipment(kind, draft, existing).length === 0;
}

export type FuelTypeDraft = { name: string; shortName: string; carbonEmissionFactor: number | null };

/** A fuel type's name among the types the caller sees (global and its company's), ignoring case. */
export function checkNewFuelTypeName(name: string, existing: readonly { name: string }[]): string | null {
  return existing.some((type) => sameName(type.name, name))
    ? withName(settingsMessages.fuelTypeNameExists, name)
    : null;
}

/** EMIS-176: a new fuel type needs a name, a short name and a finite carbon emission factor. */
export function checkNewFuelType(
  draft: FuelTypeDraft,
  existing: readonly { name: string }[],
): DraftProblem<'name' | 'shortName' | 'carbonEmissionFactor'>[] {
  const problems: DraftProblem<'name' | 'shortName' | 'carbonEmissionFactor'>[] = [];
  if (draft.name.trim() === '') problems.push({ field: 'name', message: settingsMessages.nameRequired });
  else {
    const taken = checkNewFuelTypeName(draft.name, existing);
    if (taken) problems.push({ field: 'name', message: taken });
  }
  if (draft.shortName.trim() === '')
    problems.push({ field: 'shortName', message: settingsMessages.shortNameRequired });
  if (draft.carbonEmissionFactor === null || !Number.isFinite(draft.carbonEmissionFactor))
    problems.push({ field: 'carbonEmissionFactor', message: settingsMessages.carbonEmissionFactorFinite });
  else if (draft.carbonEmissionFactor < 0)
    problems.push({ field: 'carbonEmissionFactor', message: settingsMessages.carbonEmissionFactorNegative });
  return problems;
}

/** EMIS-176: Save of a new fuel type is enabled only when valid and not saving. */
export function canSaveNewFuelType(
  draft: FuelTypeDraft,
  existing: readonly { name: string }[],
  isSaving: boolean,
): boolean {
  return !isSaving && checkNewFuelType(draft, existing).length === 0;
}
