// Events for the emission report's tests, with only what a test cares about given.
import { newVoyage, unsetDate } from '../../../domain/contracts/emission-report-vessel-events.ts';
import type { ReportEvent } from './report-event.ts';
import type { VesselSettings } from '../../../domain/contracts/vessel-settings.ts';

export const testVesselId = '7d0e4c43-3c9a-4f7a-9a51-0f3b8c1d2e01';

let counter = 0;

export function buildEvent(overrides: Partial<ReportEvent> & Pick<ReportEvent, 'timestamp'>): ReportEvent {
  counter += 1;
  const type = overrides.type ?? 'Departure';
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    vesselId: testVesselId,
    type,
    name: null,
    source: 'Ship',
    voyage: type === 'Departure' ? newVoyage() : null,
    port: null,
    location: null,
    distanceSailed: null,
    isConfirmed: false,
    cargos: [],
    syncState: 'synced',
    ...overrides,
  };
}

/** A departure whose voyage reached the given step. */
export function voyageAt(
  step: 'open' | 'information' | 'data',
  name: string | null = null,
): ReportEvent['voyage'] {
  return {
    ...newVoyage(),
    name,
    informationConfirmedAt: step === 'open' ? unsetDate : '2026-10-20T10:00:00.000Z',
    dataConfirmedAt: step === 'data' ? '2026-10-21T10:00:00.000Z' : unsetDate,
  };
}

/** Vessel settings the emission report finds complete (one cargo unit), as GET /VesselSettings answers. */
export function completeSettingsOf(vesselId: string): VesselSettings {
  return {
    id: 's-1',
    vesselId,
    vesselTypeId: 'vt-1',
    iceClassId: null,
    portOfRegistry: 'Oslo',
    homePort: null,
    energyEfficiencyDesignIndex: null,
    estimatedIndexValue: null,
    auxiliaryEnginesPower: null,
    mainPropulsionPower: null,
    deadweight: 81000,
    netTonnage: null,
    grossTonnage: 43000,
    ownerCompanyName: 'Northwind',
    ownerCompanyAddress: 'Quay 1',
    operatorCompanyName: null,
    operatorCompanyAddress: null,
    emissionsContactPersonName: 'Ada',
    emissionsContactPersonEmail: 'ada@example.com',
    emissionsContactPersonAddress: null,
    emissionsContactPersonPhone: null,
    notes: null,
    windTransverseAreaM2: null,
    windAreaHeightM: null,
    anemometerHeightM: null,
    windDesignDraughtM: null,
    breadthM: null,
    windShipType: null,
    propulsiveEfficiency: null,
    cargoUnits: [{ id: 'c-1', name: 'Tonnes' }],
    hasVeracityKey: false,
    version: 3,
    isDeleted: false,
  };
}
