// Component-test support (fake-indexeddb): a fresh offline database with a voyage in it, and the
// detail rendered over it with a writer that stores rows as the write path does and records every
// change it was given, so tests assert both what the screen shows and what it would send.
import { screen } from '@testing-library/react';
import { afterEach } from 'vitest';
import { newVoyage, unsetDate } from '../../../domain/contracts/emission-report-vessel-events.ts';
import { renderWithProviders } from '../../lib/testing.tsx';
import { WakelineDb, type VesselEventRow } from '../../offline/db.ts';
import { DeviceStoreProvider, localDeviceStore } from '../../offline/device-store.tsx';
import { saveLocalChange } from '../../offline/local-writes.ts';
import { DetailEnvProvider, type DetailChange, type DetailEnv, type PortOption } from './detail-env.tsx';
import {
  VoyageEventDetailView,
  type VoyageEventDetailViewProps,
} from './components/voyage-event-detail-view.tsx';

export const vesselId = '7d0e4c43-3c9a-4f7a-9a51-0f3b8c1d2e01';
export const ids = {
  departure: '0b7c2f7e-0000-4000-8000-000000000001',
  anchoring: '0b7c2f7e-0000-4000-8000-000000000002',
  anchoringEnd: '0b7c2f7e-0000-4000-8000-000000000003',
  arrival: '0b7c2f7e-0000-4000-8000-000000000004',
  endOfVoyage: '0b7c2f7e-0000-4000-8000-000000000005',
  nextDeparture: '0b7c2f7e-0000-4000-8000-000000000006',
  tonnes: 'c4a90000-0000-4000-8000-000000000001',
  teu: 'c4a90000-0000-4000-8000-000000000003',
  hfo: '7a1f0c00-0000-4000-8000-000000000001',
  mgo: '7a1f0c00-0000-4000-8000-000000000003',
  mainEngineMeter: '5e7e0000-0000-4000-8000-000000000001',
  boilerMeter: '5e7e0000-0000-4000-8000-000000000002',
  tankOne: '7a2c0000-0000-4000-8000-000000000001',
  tankTwo: '7a2c0000-0000-4000-8000-000000000002',
} as const;

/** Departure 1 Mar 08:00, anchoring 2-3 Mar, arrival 5 Mar 12:00, end of voyage 6 Mar 00:00. */
export const times = {
  departure: '2026-03-01T08:00:00.000Z',
  anchoring: '2026-03-02T10:00:00.000Z',
  anchoringEnd: '2026-03-03T10:00:00.000Z',
  arrival: '2026-03-05T12:00:00.000Z',
  endOfVoyage: '2026-03-06T00:00:00.000Z',
  nextDeparture: '2026-03-07T06:00:00.000Z',
} as const;

const synced = { syncState: 'synced' as const, serverVersion: 1, isDeleted: false };

function event(
  id: string,
  type: VesselEventRow['type'],
  timestamp: string,
  extra: Partial<VesselEventRow> = {},
): VesselEventRow {
  return {
    id,
    vesselId,
    timestamp,
    type,
    name: null,
    source: 'Ship',
    voyage: null,
    port: null,
    location: null,
    distanceSailed: null,
    isConfirmed: false,
    ...synced,
    ...extra,
  };
}

const opened: WakelineDb[] = [];

// Every database a test seeded is deleted after it.
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

export type VoyageState = 'open' | 'informationConfirmed' | 'dataConfirmed';

function departureVoyage(state: VoyageState) {
  const voyage = { ...newVoyage(), name: 'Hamburg - Rotterdam', type: 'Laden' as const };
  if (state === 'open') return voyage;
  return {
    ...voyage,
    informationConfirmedAt: '2026-03-06T10:00:00.000Z',
    dataConfirmedAt: state === 'dataConfirmed' ? '2026-03-06T12:00:00.000Z' : unsetDate,
  };
}

/** The settings the detail does not read, as a vessel whose settings were never filled in has them. */
const unsetSettings = {
  vesselTypeId: null,
  iceClassId: null,
  portOfRegistry: null,
  homePort: null,
  energyEfficiencyDesignIndex: null,
  estimatedIndexValue: null,
  auxiliaryEnginesPower: null,
  mainPropulsionPower: null,
  deadweight: null,
  netTonnage: null,
  grossTonnage: null,
  ownerCompanyName: null,
  ownerCompanyAddress: null,
  operatorCompanyName: null,
  operatorCompanyAddress: null,
  emissionsContactPersonName: null,
  emissionsContactPersonAddress: null,
  emissionsContactPersonPhone: null,
  emissionsContactPersonEmail: null,
  notes: null,
  windTransverseAreaM2: null,
  windAreaHeightM: null,
  anemometerHeightM: null,
  windDesignDraughtM: null,
  breadthM: null,
  windShipType: null,
  propulsiveEfficiency: null,
  hasVeracityKey: false,
} as const;

const hamburg = { name: 'Hamburg', loCode: 'DEHAM', isMrvPort: true };

/** A fresh database holding one voyage, its settings, fuel types, two meters and two tanks. */
export async function seedVoyage(
  options: { state?: VoyageState; confirmed?: boolean } = {},
): Promise<WakelineDb> {
  const state = options.state ?? 'open';
  const confirmed = options.confirmed ?? state !== 'open';
  const db = new WakelineDb(`detail-${crypto.randomUUID()}`);
  opened.push(db);
  await db.vesselEvents.bulkPut([
    event(ids.departure, 'Departure', times.departure, {
      voyage: departureVoyage(state),
      port: hamburg,
      isConfirmed: confirmed,
    }),
    event(ids.anchoring, 'StartAnchoring', times.anchoring, { isConfirmed: confirmed }),
    event(ids.anchoringEnd, 'EndAnchoring', times.anchoringEnd, { isConfirmed: confirmed }),
    event(ids.arrival, 'Arrival', times.arrival, { isConfirmed: confirmed }),
    event(ids.endOfVoyage, 'EndOfVoyage', times.endOfVoyage, { isConfirmed: confirmed }),
    event(ids.nextDeparture, 'Departure', times.nextDeparture, {
      voyage: newVoyage(),
      port: { name: 'Rotterdam', loCode: 'NLRTM', isMrvPort: true },
    }),
  ]);
  await db.vesselSettings.put({
    ...unsetSettings,
    id: vesselId,
    vesselId,
    cargoUnits: [
      { id: ids.tonnes, name: 'Metric tonnes' },
      { id: ids.teu, name: 'TEU' },
    ],
    version: 1,
    ...synced,
  });
  await db.fuelTypes.bulkPut([
    {
      id: ids.hfo,
      name: 'Heavy Fuel Oil',
      shortName: 'HFO',
      carbonEmissionFactor: 3.114,
      companyId: null,
      isDeactivated: false,
    },
    {
      id: ids.mgo,
      name: 'Diesel/Gas Oil',
      shortName: 'MDO/MGO',
      carbonEmissionFactor: 3.206,
      companyId: null,
      isDeactivated: false,
    },
  ]);
  await db.flowMeters.bulkPut([
    {
      id: ids.mainEngineMeter,
      vesselId,
      name: 'Main engine',
      fuelTypeId: ids.hfo,
      fuelConsumptionSources: ['LogData', 'Manual'],
      fuelMassFlowRateLogVariableId: null,
      isDeactivated: false,
      version: 1,
      ...synced,
    },
    {
      id: ids.boilerMeter,
      vesselId,
      name: 'Boiler',
      fuelTypeId: ids.mgo,
      fuelConsumptionSources: ['Manual'],
      fuelMassFlowRateLogVariableId: null,
      isDeactivated: false,
      version: 1,
      ...synced,
    },
  ]);
  await db.fuelTanks.bulkPut([
    {
      id: ids.tankOne,
      vesselId,
      name: 'Tank 1',
      fuelTypeId: ids.hfo,
      fuelConsumptionSources: ['Manual'],
      isDeactivated: false,
      version: 1,
      ...synced,
    },
    {
      id: ids.tankTwo,
      vesselId,
      name: 'Tank 2',
      fuelTypeId: ids.mgo,
      fuelConsumptionSources: ['Manual'],
      isDeactivated: false,
      version: 1,
      ...synced,
    },
  ]);
  return db;
}

export const syncedColumns = synced;

/** The detail's environment, the test's database (the device store's) and every change saved. */
export type TestEnv = DetailEnv & { db: WakelineDb; changes: DetailChange[] };

/** The environment of a test: every change goes through the real write path (row + outbox entry). */
export function testEnv(db: WakelineDb, overrides: Partial<DetailEnv> = {}): TestEnv {
  const changes: DetailChange[] = [];
  return {
    db,
    changes,
    save: async (change) => {
      changes.push(change);
      await saveLocalChange(db, { ...change, userId: 'u1', groupKey: `vessel:${vesselId}` });
    },
    searchPorts: async () => [] as PortOption[],
    findNearestLocation: async () => ({ location: null, nearestPort: null }),
    renderRecordState: (entityType, id) => <span data-testid={`state-${entityType}-${id}`}>state</span>,
    ...overrides,
  };
}

export function renderDetail(env: TestEnv, props: Partial<VoyageEventDetailViewProps> & { eventId: string }) {
  return renderWithProviders(
    <DeviceStoreProvider store={localDeviceStore(env.db)}>
      <DetailEnvProvider env={env}>
        <VoyageEventDetailView vesselId={vesselId} {...props} />
      </DetailEnvProvider>
    </DeviceStoreProvider>,
  );
}

/** Mantine and Dexie under jsdom on a shared 2-core machine: generous limits, no timed tests. */
export const slow = { timeout: 10_000 };

export async function openTab(name: string): Promise<void> {
  const tab = await screen.findByRole('tab', { name }, slow);
  tab.click();
}
