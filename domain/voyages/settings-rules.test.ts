import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CreateFlowMeterRequestSchema } from '../contracts/flow-meters.ts';
import { CreateFuelTypeRequestSchema } from '../contracts/reference-lists.ts';
import { UpdateVeracityKeyRequestSchema, VesselSettingsWriteSchema } from '../contracts/vessel-settings.ts';
import {
  canSaveNewEquipment,
  canSaveNewFuelType,
  checkNewEquipment,
  checkNewFlowMeterName,
  checkNewFuelTankName,
  checkNewFuelType,
  isSettingsComplete,
  missingSettings,
  missingTemplatePrerequisites,
  requiredSettingsFields,
  type RequiredSettings,
} from './settings-rules.ts';
import { settingsMessages } from './settings-messages.ts';

function completeSettings(overrides: Partial<RequiredSettings> = {}): RequiredSettings {
  return {
    vesselTypeId: 'bulk_carrier',
    portOfRegistry: 'Oslo',
    ownerCompanyName: 'Northwind Shipping AS',
    ownerCompanyAddress: 'Strandkaien 1, Bergen',
    deadweight: 81_000,
    grossTonnage: 43_000,
    emissionsContactPersonName: 'Ingrid Berg',
    emissionsContactPersonEmail: 'emissions@northwind.example',
    ...overrides,
  };
}

const tank = { isDeactivated: false };
const manualMeter = { isDeactivated: false, fuelMassFlowRateLogVariableId: null };
const loggedMeter = {
  isDeactivated: false,
  fuelMassFlowRateLogVariableId: '0b6d3f7e-1111-4000-8000-000000000001',
};
const everything = { activeFlowMeters: [manualMeter], activeFuelTanks: [tank], cargoUnits: ['t'] };

describe('vessel settings completeness', () => {
  it('EMIS-184 complete settings with a meter, a tank and a cargo unit miss nothing', () => {
    expect(isSettingsComplete(completeSettings())).toBe(true);
    expect(missingSettings(completeSettings(), everything)).toEqual([]);
  });

  it('EMIS-185 each required field left empty is listed with its label', () => {
    for (const field of requiredSettingsFields) {
      const settings = completeSettings({
        [field]: typeof completeSettings()[field] === 'number' ? null : '  ',
      });
      expect(isSettingsComplete(settings)).toBe(false);
      expect(missingSettings(settings, everything).map((item) => item.key)).toEqual([field]);
    }
  });

  it('EMIS-022 settings never saved list every required field and the prerequisites', () => {
    const missing = missingSettings(null, { activeFlowMeters: [], activeFuelTanks: [], cargoUnits: [] });
    expect(missing.map((item) => item.key)).toEqual([
      ...requiredSettingsFields,
      'activeFlowMeterOrFuelTank',
      'cargoUnits',
    ]);
    expect(missing[0]).toEqual({ key: 'vesselTypeId', label: 'Ship type' });
  });

  it('EMIS-023 deactivated or deleted meters and tanks do not count as active', () => {
    const missing = missingSettings(completeSettings(), {
      activeFlowMeters: [{ ...manualMeter, isDeactivated: true }],
      activeFuelTanks: [{ isDeactivated: false, isDeleted: true }],
      cargoUnits: ['t'],
    });
    expect(missing.map((item) => item.key)).toEqual(['activeFlowMeterOrFuelTank']);
    expect(
      missingSettings(completeSettings(), {
        activeFlowMeters: [loggedMeter],
        activeFuelTanks: [],
        cargoUnits: ['t'],
      }),
    ).toEqual([]);
  });

  it('EMIS-024 the template needs a manual-input meter or a tank, apart from the report check', () => {
    const loggedOnly = { activeFlowMeters: [loggedMeter], activeFuelTanks: [], cargoUnits: ['t'] };
    expect(missingSettings(completeSettings(), loggedOnly)).toEqual([]);
    expect(missingTemplatePrerequisites(loggedOnly)).toEqual(['manualFlowMeterOrFuelTank']);
    expect(missingTemplatePrerequisites({ ...loggedOnly, activeFlowMeters: [manualMeter] })).toEqual([]);
    expect(
      missingTemplatePrerequisites({ activeFlowMeters: [], activeFuelTanks: [tank], cargoUnits: [] }),
    ).toEqual(['cargoUnits']);
  });
});

describe('new flow meters, fuel tanks and fuel types', () => {
  const existing = [
    { name: 'ME Supply', isDeactivated: false },
    { name: 'Old Boiler', isDeactivated: true },
  ];

  it('EMIS-174 a name taken by an active one is refused ignoring case, with the exact text', () => {
    expect(checkNewFlowMeterName(' me supply ', existing)).toBe(
      'A flow meter with the name me supply already exists. Please choose a different name.',
    );
    expect(checkNewFuelTankName('ME SUPPLY', existing)).toBe(
      'A fuel tank with the name ME SUPPLY already exists. Please choose a different name.',
    );
    expect(checkNewFlowMeterName('old boiler', existing)).toBeNull();
    expect(checkNewFuelTankName('$& Tank', [{ name: '$& tank', isDeactivated: false }])).toBe(
      'A fuel tank with the name $& Tank already exists. Please choose a different name.',
    );
  });

  it('EMIS-173 a new meter or tank needs a name, a fuel type and at least one source', () => {
    const problems = checkNewEquipment(
      'fuelTank',
      { name: ' ', fuelTypeId: null, fuelConsumptionSources: [] },
      [],
    );
    expect(problems).toEqual([
      { field: 'name', message: settingsMessages.nameRequired },
      { field: 'fuelTypeId', message: settingsMessages.fuelTypeRequired },
      { field: 'fuelConsumptionSources', message: settingsMessages.sourceRequired },
    ]);
  });

  it('EMIS-175 save is enabled only when the new meter is valid and nothing is saving', () => {
    const draft = { name: 'AE Supply', fuelTypeId: 'hfo', fuelConsumptionSources: ['Manual'] };
    expect(canSaveNewEquipment('flowMeter', draft, existing, false)).toBe(true);
    expect(canSaveNewEquipment('flowMeter', draft, existing, true)).toBe(false);
    expect(canSaveNewEquipment('flowMeter', { ...draft, name: 'me supply' }, existing, false)).toBe(false);
  });

  it('EMIS-176 a new fuel type needs a name, a short name and a finite carbon emission factor', () => {
    expect(checkNewFuelType({ name: 'Bio-LNG', shortName: 'BLNG', carbonEmissionFactor: 2.75 }, [])).toEqual(
      [],
    );
    expect(
      checkNewFuelType({ name: '', shortName: '', carbonEmissionFactor: Number.POSITIVE_INFINITY }, []).map(
        (problem) => problem.field,
      ),
    ).toEqual(['name', 'shortName', 'carbonEmissionFactor']);
    expect(
      checkNewFuelType({ name: 'lng', shortName: 'x', carbonEmissionFactor: 1 }, [{ name: 'LNG' }]),
    ).toEqual([
      {
        field: 'name',
        message: 'A fuel type with the name lng already exists. Please choose a different name.',
      },
    ]);
    expect(canSaveNewFuelType({ name: 'B', shortName: 'B', carbonEmissionFactor: null }, [], false)).toBe(
      false,
    );
    expect(canSaveNewFuelType({ name: 'B', shortName: 'B', carbonEmissionFactor: 3 }, [], true)).toBe(false);
  });
});

describe('contracts of the settings', () => {
  it('EMIS-176 the fuel type body refuses a non-finite factor with our text', () => {
    const result = v.safeParse(CreateFuelTypeRequestSchema, {
      name: 'X',
      shortName: 'X',
      carbonEmissionFactor: NaN,
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(settingsMessages.carbonEmissionFactorFinite);
  });

  it('EMIS-173 the flow meter body keeps each source once in list order and defaults to manual input', () => {
    const parsed = v.parse(CreateFlowMeterRequestSchema, {
      id: '0b6d3f7e-2222-4000-8000-000000000001',
      vesselId: '0b6d3f7e-3333-4000-8000-000000000001',
      name: ' ME ',
      fuelTypeId: '7a1f0c00-0000-4000-8000-000000000001',
      fuelConsumptionSources: ['Manual', 'LogData', 'Manual'],
    });
    expect(parsed).toMatchObject({ name: 'ME', fuelConsumptionSources: ['LogData', 'Manual'] });
    expect(parsed.fuelMassFlowRateLogVariableId).toBeNull();
  });

  it('EMIS-110 settings texts are trimmed and an empty text is not filled in', () => {
    const parsed = v.parse(VesselSettingsWriteSchema, {
      portOfRegistry: '  ',
      homePort: ' Bergen ',
      deadweight: 0,
    });
    expect(parsed).toMatchObject({
      portOfRegistry: null,
      homePort: 'Bergen',
      deadweight: 0,
      grossTonnage: null,
    });
    expect(v.safeParse(VesselSettingsWriteSchema, { deadweight: -1 }).success).toBe(false);
    expect(v.safeParse(VesselSettingsWriteSchema, { emissionsContactPersonEmail: 'not-mail' }).success).toBe(
      false,
    );
  });

  it('EMIS-216 the key update takes key or veracityKey', () => {
    const vesselId = '0b6d3f7e-3333-4000-8000-000000000001';
    expect(v.parse(UpdateVeracityKeyRequestSchema, { vesselId, key: 'abc' })).toEqual({
      vesselId,
      key: 'abc',
      expirationDate: null,
    });
    expect(v.parse(UpdateVeracityKeyRequestSchema, { vesselId, veracityKey: 'abc' }).key).toBe('abc');
    expect(v.safeParse(UpdateVeracityKeyRequestSchema, { vesselId }).success).toBe(false);
    expect(
      v.safeParse(UpdateVeracityKeyRequestSchema, { vesselId, key: 'a', veracityKey: 'b' }).success,
    ).toBe(false);
  });
});
