// Support for the settings tests: records as the server answers them (only what a test cares
// about given), rendering with a device database of the test's choosing, and small interactions.
import { screen, within, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Mock } from 'vitest';
import type { FlowMeter } from '../../../domain/contracts/flow-meters.ts';
import type { FuelTank } from '../../../domain/contracts/fuel-tanks.ts';
import type { FuelType } from '../../../domain/contracts/reference-lists.ts';
import type { VesselSettings } from '../../../domain/contracts/vessel-settings.ts';
import { testId, type installFakeApi } from '../../../tests/support/fake-api.ts';
import { callApi } from '../../lib/api-client.ts';
import { renderWithProviders } from '../../lib/testing.tsx';
import { WakelineDb } from '../../offline/db.ts';
import { DeviceStoreProvider, localDeviceStore } from '../../offline/device-store.tsx';
import { refreshReferenceData } from '../../offline/reference-data.ts';

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
    windTransverseAreaM2: null,
    windAreaHeightM: null,
    anemometerHeightM: null,
    windDesignDraughtM: null,
    breadthM: null,
    windShipType: null,
    propulsiveEfficiency: null,
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

/**
 * Renders a settings view over a device store of the test's: with `db`, that database, whose
 * reference lists a fuel type change refreshes from the fake server; without (null), an empty
 * database and no refresh, as a device that has kept nothing.
 */
export function renderSettings(ui: ReactElement, db: WakelineDb | null = null): RenderResult {
  const store = db
    ? localDeviceStore(db, {
        refreshReferenceLists: () => refreshReferenceData(db, (contract) => callApi(contract)),
      })
    : localDeviceStore(new WakelineDb(`settings-empty-${crypto.randomUUID()}`));
  return renderWithProviders(<DeviceStoreProvider store={store}>{ui}</DeviceStoreProvider>);
}

/** Opens the select labelled `label` and picks `option`. */
export { chooseOption as choose } from '../../lib/testing.tsx';

/** The headers the fake server received with the `index`-th call of `fetchMock`. */
export function headersOf(fetchMock: Mock, index: number): Record<string, string> {
  const init = fetchMock.mock.calls[index]?.[1] as RequestInit | undefined;
  return (init?.headers ?? {}) as Record<string, string>;
}

export { goOffline } from '../../../tests/support/fake-api.ts';

export const vesselTypes = [
  { id: testId('vt-bulk'), name: 'Bulk carrier' },
  { id: testId('vt-tanker'), name: 'Tanker' },
];
export const iceClasses = [{ id: testId('ic-1a'), name: '1A' }];
export const cargoUnits = [
  { id: testId('cu-teu'), name: 'TEU' },
  { id: testId('cu-tonnes'), name: 'Tonnes' },
];

type Handlers = Parameters<typeof installFakeApi>[0];

/** The fake server's answers for every list the settings screens read, overridable per path. */
export function settingsServer(overrides: Handlers = {}): Handlers {
  return {
    [`GET /VesselSettings/${settingsVesselId}`]: () => ({ body: buildSettings() }),
    'GET /VesselTypes': () => ({ body: vesselTypes }),
    'GET /IceClasses': () => ({ body: iceClasses }),
    'GET /CargoUnits': () => ({ body: cargoUnits }),
    'GET /FuelConsumptionSources': () => ({
      body: [
        { id: 'LogData', name: 'Log data' },
        { id: 'Manual', name: 'Manual' },
        { id: 'Regression', name: 'Regression' },
        { id: 'ManualEstimate', name: 'Manual estimate' },
      ],
    }),
    'GET /FuelTypes': () => ({ body: [buildFuelType()] }),
    'GET /FuelTanks/Find': () => ({ body: [buildFuelTank()] }),
    'GET /FlowMeters/Find': () => ({ body: [] }),
    'GET /LogVariables/Find': () => ({ body: [] }),
    'GET /Ports': () => ({ body: [] }),
    ...overrides,
  };
}

/** The cells of every body row of the table named `name`, the actions column left out. */
export function tableRows(name: string, columns: number): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, columns)
        .map((cell) => cell.textContent ?? ''),
    );
}
