// Builders for the settings tests: records as the server answers them, with only what a test
// cares about given.
import type { FlowMeter } from '../../../domain/contracts/flow-meters.ts';
import type { FuelTank } from '../../../domain/contracts/fuel-tanks.ts';
import type { FuelType } from '../../../domain/contracts/reference-lists.ts';
import type { VesselSettings } from '../../../domain/contracts/vessel-settings.ts';
import { testId } from '../../../tests/support/fake-api.ts';

export const settingsVesselId = testId('settings-vessel');

export function buildSettings(overrides: Partial<VesselSettings> = {}): VesselSettings {
  return {
    id: settingsVesselId,
    vesselId: settingsVesselId,
    vesselTypeId: testId('vt-bulk'),
    iceClassId: null,
    portOfRegistry: 'Oslo',
    homePort: 'Bergen',
    energyEfficiencyDesignIndex: 4.2,
    estimatedIndexValue: null,
    auxiliaryEnginesPower: 1200,
    mainPropulsionPower: 9500,
    deadweight: 81000,
    netTonnage: 25000,
    grossTonnage: 43000,
    ownerCompanyName: 'Northwind Shipping',
    ownerCompanyAddress: 'Quay 1, Oslo',
    operatorCompanyName: null,
    operatorCompanyAddress: null,
    emissionsContactPersonName: 'Ola Nordmann',
    emissionsContactPersonAddress: null,
    emissionsContactPersonPhone: null,
    emissionsContactPersonEmail: 'ola@example.com',
    notes: 'Kept as is',
    cargoUnits: [{ id: testId('cu-teu'), name: 'TEU' }],
    hasVeracityKey: false,
    version: 3,
    isDeleted: false,
    ...overrides,
  };
}

export function buildFuelType(overrides: Partial<FuelType> = {}): FuelType {
  return {
    id: testId('ft-hfo'),
    name: 'Heavy fuel oil',
    shortName: 'HFO',
    carbonEmissionFactor: 3.114,
    companyId: null,
    isDeactivated: false,
    ...overrides,
  };
}

export function buildFuelTank(overrides: Partial<FuelTank> = {}): FuelTank {
  return {
    id: testId('tank-1'),
    name: 'Tank 1',
    vesselId: settingsVesselId,
    fuelTypeId: testId('ft-hfo'),
    fuelConsumptionSources: ['Manual'],
    isDeactivated: false,
    version: 1,
    isDeleted: false,
    ...overrides,
  };
}

export function buildFlowMeter(overrides: Partial<FlowMeter> = {}): FlowMeter {
  return {
    ...buildFuelTank({ id: testId('meter-1'), name: 'Main engine' }),
    fuelMassFlowRateLogVariableId: null,
    ...overrides,
  };
}
