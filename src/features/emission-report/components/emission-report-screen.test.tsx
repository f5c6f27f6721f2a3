import 'fake-indexeddb/auto';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { installFakeApi } from '../../../../tests/support/fake-api.ts';
import { WakelineDb } from '../../../offline/db.ts';
import { DeviceStoreProvider, localDeviceStore, type DeviceStore } from '../../../offline/device-store.tsx';
import { cursorKey } from '../../../offline/sync-engine.ts';
import { setViewportWidth } from '../../../lib/viewport.testing.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import type { ReportEvent } from '../report-event.ts';
import type { EmissionReportSearch } from '../report-window.ts';
import { buildEvent, completeSettingsOf, testVesselId, voyageAt } from '../test-events.ts';
import { EmissionReportScreen } from './emission-report-screen.tsx';

// Dexie on fake-indexeddb and Mantine under jsdom on a shared 2-core machine: generous waits.
configure({ asyncUtilTimeout: 10_000 });

const now = new Date('2026-11-23T12:00:00.000Z');
const userId = 'u-crew';
let db: WakelineDb;
let store: DeviceStore;
let onOpenSettings: Mock<() => void>;

const completeSettings = completeSettingsOf(testVesselId);
const fuelTank = {
  id: 't-1',
  name: 'Tank 1',
  vesselId: testVesselId,
  fuelTypeId: 'ft-1',
  fuelConsumptionSources: ['Manual'],
  isDeactivated: false,
  version: 1,
  isDeleted: false,
};

function installServer(overrides: { settings?: object; tanks?: unknown[] } = {}) {
  return installFakeApi({
    [`GET /VesselSettings/${testVesselId}`]: () => ({ body: { ...completeSettings, ...overrides.settings } }),
    'GET /FuelTanks/Find': () => ({ body: overrides.tanks ?? [fuelTank] }),
    'GET /FlowMeters/Find': () => ({ body: [] }),
  });
}

/** Puts events on the device as if the sync engine had pulled them. */
async function storeSynced(events: ReportEvent[]) {
  await db.vesselEvents.bulkPut(
    events.map(({ syncState: _state, ...event }) => ({
      ...event,
      syncState: 'synced' as const,
      serverVersion: 1,
      isDeleted: false,
    })),
  );
  await db.meta.put({ key: cursorKey(testVesselId), value: '10' });
}

function Harness({ initial = {} }: { initial?: EmissionReportSearch }) {
  const [search, setSearch] = useState<EmissionReportSearch>(initial);
  return (
    <DeviceStoreProvider store={store}>
      <EmissionReportScreen
        vesselId={testVesselId}
        user={{ id: userId, role: 'User' }}
        search={search}
        onSearchChange={(change) => setSearch((current) => ({ ...current, ...change }))}
        onOpenSettings={onOpenSettings}
        renderRecordState={(id) => <span data-testid="state-chip">{id.slice(-4)}</span>}
        now={now}
      />
    </DeviceStoreProvider>
  );
}

beforeEach(() => {
  db = new WakelineDb(`emission-report-${crypto.randomUUID()}`);
  store = localDeviceStore(db);
  onOpenSettings = vi.fn<() => void>();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

describe('EmissionReportScreen', { timeout: 60_000 }, () => {
  it('EMIS-020 shows the loading state until the settings are checked, then the report', async () => {
    installServer();
    renderWithProviders(<Harness />);
    expect(screen.getByRole('status').textContent).toContain('Loading the emission report');
    expect(await screen.findByRole('button', { name: 'New departure' })).toBeDefined();
  });

  it('EMIS-021 EMIS-022 EMIS-023 lists the missing settings and blocks the report until they are there', async () => {
    installServer({ settings: { portOfRegistry: ' ', cargoUnits: [] }, tanks: [] });
    renderWithProviders(<Harness />);
    const warning = await screen.findByTestId('missing-settings');
    const items = within(warning)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Port of registry',
      'An active flow meter or fuel tank',
      'Cargo units the vessel carries',
    ]);
    expect(screen.queryByRole('button', { name: 'New departure' })).toBeNull();
    fireEvent.click(within(warning).getByRole('button', { name: 'Open the vessel settings' }));
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
  });

  it('EMIS-021 the toggle opens the vessel settings', async () => {
    installServer();
    await storeSynced([]);
    renderWithProviders(<Harness />);
    fireEvent.click(await screen.findByText('Vessel settings'));
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
  });

  it('EMIS-025 EMIS-026 EMIS-028 shows the default window, its departures with the five columns, and moves by two months', async () => {
    installServer();
    await storeSynced([
      buildEvent({ timestamp: '2026-10-02T06:30:00.000Z', voyage: voyageAt('data', 'North run') }),
      buildEvent({ timestamp: '2026-08-15T09:00:00.000Z', voyage: voyageAt('open', 'Summer run') }),
    ]);
    renderWithProviders(<Harness />);
    const table = await screen.findByTestId('departure-list');
    expect(screen.getByTestId('report-window').textContent).toBe('01. Oct, 2026 – 30. Nov, 2026');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Departed at', 'From port', 'Voyage name', 'Completed', 'Origin']);
    const rows = within(table).getAllByTestId('departure-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('02. Oct, 2026 06:30');
    expect(rows[0]!.textContent).toContain('North run');
    expect(rows[0]!.textContent).toContain('Yes');
    expect(within(rows[0]!).getByRole('img', { name: 'Ship: created onboard' })).toBeDefined();
    expect(within(rows[0]!).getByTestId('state-chip')).toBeDefined();
    expect(screen.getByRole('figure', { name: 'Voyages from 01. Oct, 2026 to 30. Nov, 2026' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Earlier' }));
    expect(screen.getByTestId('report-window').textContent).toBe('01. Aug, 2026 – 30. Sep, 2026');
    await waitFor(() => expect(screen.getByTestId('departure-row').textContent).toContain('Summer run'));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.getByTestId('report-window').textContent).toBe('01. Dec, 2026 – 31. Jan, 2027');
    expect(await screen.findByText('No departures in this period.')).toBeDefined();
  });

  it('EMIS-032 EMIS-153 EMIS-154 enables Create only for a valid time and saves the departure on this device', async () => {
    installServer();
    await storeSynced([buildEvent({ timestamp: '2026-11-02T08:00:00.000Z', voyage: voyageAt('open') })]);
    renderWithProviders(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: 'New departure' }));
    const form = screen.getByRole('form', { name: 'New departure' });
    const create = within(form).getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    const time = within(form).getByRole('textbox', { name: 'Time' }) as HTMLInputElement;
    expect(time.maxLength).toBe(5);
    expect(create.disabled).toBe(true);
    fireEvent.change(time, { target: { value: '24:00' } });
    expect(create.disabled).toBe(true);
    expect(within(form).getByText('Enter the time as hh:mm (00:00 to 23:59).')).toBeDefined();
    // EMIS-154: directly after a departure whose voyage is not confirmed.
    fireEvent.change(time, { target: { value: '09:15' } });
    expect(within(form).getByRole('alert').textContent).toBe(
      'A new departure cannot directly follow a departure whose voyage is not confirmed.',
    );
    expect(create.disabled).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'New departure' })).toBeNull();
  });

  it("EMIS-154 online, New departure waits until the vessel's voyages are on this device", async () => {
    installServer();
    renderWithProviders(<Harness />);
    const button = (await screen.findByRole('button', { name: 'New departure' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(
      screen.getByText("New departure is offered once this vessel's voyages are on this device."),
    ).toBeDefined();
    await storeSynced([]);
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(
      screen.queryByText("New departure is offered once this vessel's voyages are on this device."),
    ).toBeNull();
  });

  it('EMIS-032 EMIS-117 EMIS-031 creates a departure offline-first, opens its voyage, and Back returns to the list', async () => {
    installServer();
    await storeSynced([]);
    renderWithProviders(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: 'New departure' }));
    const form = screen.getByRole('form', { name: 'New departure' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Time' }), { target: { value: '07:45' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByTestId('voyage-detail')).toBeDefined();
    const [row] = await db.vesselEvents.toArray();
    expect(row).toMatchObject({
      vesselId: testVesselId,
      type: 'Departure',
      timestamp: '2026-11-23T07:45:00.000Z',
      source: 'Ship',
      syncState: 'pending',
    });
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      kind: 'create',
      entityId: row!.id,
      groupKey: `vessel:${testVesselId}`,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Back to departures' }));
    const rows = await screen.findAllByTestId('departure-row');
    expect(rows[0]!.textContent).toContain('23. Nov, 2026 07:45');
  });

  it('EMIS-031 EMIS-034 EMIS-035 EMIS-121 opens a voyage by keyboard and adds an Arrival with the entry row', async () => {
    installServer();
    const departure = buildEvent({
      timestamp: '2026-11-02T08:00:00.000Z',
      voyage: voyageAt('open', 'North run'),
    });
    await storeSynced([departure]);
    renderWithProviders(<Harness />);
    const row = await screen.findByTestId('departure-row');
    fireEvent.keyDown(row, { key: 'Enter' });
    const detail = await screen.findByTestId('voyage-detail');
    const addGroup = within(detail).getByRole('group', { name: 'Add event' });
    expect(
      within(addGroup)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Arrival', 'End of voyage', 'Bunkering', 'Anchoring', 'Drifting']);
    fireEvent.click(within(addGroup).getByRole('button', { name: 'Arrival' }));
    const form = within(detail).getByRole('form', { name: 'New Arrival' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Time' }), { target: { value: '07:00' } });
    // Before the departure of its voyage.
    expect(within(form).getByRole('alert').textContent).toBe(
      'An event must come after the departure of its voyage.',
    );
    fireEvent.change(within(form).getByRole('textbox', { name: 'Time' }), { target: { value: '18:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(detail).getAllByTestId('voyage-event-row')).toHaveLength(2));
    const arrival = (await db.vesselEvents.toArray()).find((event) => event.type === 'Arrival');
    expect(arrival).toMatchObject({ timestamp: '2026-11-02T18:30:00.000Z', syncState: 'pending' });
    // EMIS-121: no second arrival is offered.
    expect(within(detail).queryByRole('button', { name: 'Arrival' })).toBeNull();
  });

  it('EMIS-036 EMIS-037 EMIS-039 shows the event rows and edits an unconfirmed time inline, Save only when valid', async () => {
    installServer();
    const departure = buildEvent({
      timestamp: '2026-11-02T08:00:00.000Z',
      voyage: voyageAt('open', 'North run'),
    });
    const arrival = buildEvent({ timestamp: '2026-11-04T12:00:00.000Z', type: 'Arrival', source: 'Office' });
    const end = buildEvent({ timestamp: '2026-11-05T12:00:00.000Z', type: 'EndOfVoyage', isConfirmed: true });
    await storeSynced([departure, arrival, end]);
    renderWithProviders(<Harness initial={{ departure: departure.id }} />);
    const detail = await screen.findByTestId('voyage-detail');
    const rows = within(detail).getAllByTestId('voyage-event-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('img', { name: 'Office: created in the office' })).toBeDefined();
    expect(
      within(rows[1]!).getByRole('img', { name: 'Fuel consumption is missing. Distance is missing.' }),
    ).toBeDefined();
    expect(within(rows[2]!).getByRole('img', { name: 'Confirmed' })).toBeDefined();
    // A confirmed event's time is not editable.
    expect(within(rows[2]!).queryByRole('button', { name: /Change the time/ })).toBeNull();

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Change the time 12:00 of Arrival' }));
    const form = within(detail).getByRole('form', { name: 'Change the time of Arrival' });
    const save = within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    const time = within(form).getByRole('textbox', { name: 'Time' });
    fireEvent.change(time, { target: { value: '12:6' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(time, { target: { value: '14:05' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(async () =>
      expect((await db.vesselEvents.get(arrival.id))?.timestamp).toBe('2026-11-04T14:05:00.000Z'),
    );
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'update', entityId: arrival.id, baseVersion: 1 });
    expect(entry!.payload).not.toHaveProperty('syncState');
  });

  it('EMIS-028 EMIS-036 EMIS-037 issue 26 §3: at 768 px departures and events are stacked cards, no wide table', async () => {
    setViewportWidth(768);
    installServer();
    const departure = buildEvent({
      timestamp: '2026-11-02T08:00:00.000Z',
      voyage: voyageAt('open', 'North run'),
    });
    const arrival = buildEvent({ timestamp: '2026-11-04T12:00:00.000Z', type: 'Arrival', source: 'Office' });
    const end = buildEvent({ timestamp: '2026-11-05T12:00:00.000Z', type: 'EndOfVoyage', isConfirmed: true });
    await storeSynced([departure, arrival, end]);
    renderWithProviders(<Harness />);
    const card = await screen.findByTestId('departure-row');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(
      within(card).getByRole('button', { name: 'Open the voyage departed at 02. Nov, 2026 08:00' }),
    );
    const detail = await screen.findByTestId('voyage-detail');
    const rows = within(detail).getAllByTestId('voyage-event-row');
    expect(rows.map((row) => row.tagName)).toEqual(['LI', 'LI', 'LI']);
    expect(within(detail).queryByRole('table')).toBeNull();
    expect(rows[0]!.textContent).toContain('North run');
    expect(within(rows[1]!).getByRole('img', { name: 'Office: created in the office' })).toBeDefined();
    expect(
      within(rows[1]!).getByRole('img', { name: 'Fuel consumption is missing. Distance is missing.' }),
    ).toBeDefined();
    expect(within(rows[2]!).getByRole('img', { name: 'Confirmed' })).toBeDefined();
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Change the time 12:00 of Arrival' }));
    const form = within(detail).getByRole('form', { name: 'Change the time of Arrival' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Time' }), { target: { value: '14:05' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await db.vesselEvents.get(arrival.id))?.timestamp).toBe('2026-11-04T14:05:00.000Z'),
    );
  });

  it('EMIS-126 deletes an unconfirmed event after confirmation; EMIS-038 hides the actions once the data is confirmed', async () => {
    installServer();
    const departure = buildEvent({
      timestamp: '2026-11-02T08:00:00.000Z',
      voyage: voyageAt('open', 'North run'),
    });
    const anchoring = buildEvent({ timestamp: '2026-11-03T08:00:00.000Z', type: 'StartAnchoring' });
    await storeSynced([departure, anchoring]);
    renderWithProviders(<Harness initial={{ departure: departure.id }} />);
    const detail = await screen.findByTestId('voyage-detail');
    // EMIS-120: with an open anchoring only its end is offered.
    expect(
      within(within(detail).getByRole('group', { name: 'Add event' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Anchoring end']);
    // The departure is not deletable while other events follow it.
    expect(within(detail).queryByRole('button', { name: /^Delete Departure/ })).toBeNull();
    fireEvent.click(within(detail).getByRole('button', { name: 'Delete Anchoring 03. Nov, 2026 08:00' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(detail).getAllByTestId('voyage-event-row')).toHaveLength(1));
    expect((await db.vesselEvents.get(anchoring.id))?.isDeleted).toBe(true);

    expect(within(detail).getByRole('columnheader', { name: 'Actions' })).toBeDefined();
    await db.vesselEvents.update(departure.id, { voyage: voyageAt('data', 'North run') });
    await waitFor(() => expect(within(detail).queryByRole('columnheader', { name: 'Actions' })).toBeNull());
    expect(within(detail).queryByRole('group', { name: 'Add event' })).toBeNull();
  });

  it('EMIS-129 offers Proceed with distance & fuel disabled with the reasons while the voyage is incomplete', async () => {
    installServer();
    const departure = buildEvent({
      timestamp: '2026-11-02T08:00:00.000Z',
      voyage: voyageAt('open', 'North run'),
    });
    await storeSynced([departure]);
    renderWithProviders(<Harness initial={{ departure: departure.id }} />);
    const steps = await screen.findByTestId('voyage-steps');
    const proceed = within(steps).getByRole('button', {
      name: 'Proceed with distance & fuel',
    }) as HTMLButtonElement;
    expect(proceed.disabled).toBe(true);
    const reasons = within(steps)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual(
      expect.arrayContaining([
        'Every event of the voyage must be confirmed.',
        'The voyage needs an arrival.',
        'The voyage needs an end of voyage.',
        'Please enter port information',
      ]),
    );
  });

  it('EMIS-118 EMIS-119 EMIS-130 confirms the voyage information as an outbox action, then offers Edit event info and Confirm fuel & distance', async () => {
    installServer();
    const port = { name: 'Bergen', loCode: 'NOBGO', isMrvPort: true };
    const departure = buildEvent({
      timestamp: '2026-11-02T08:00:00.000Z',
      voyage: voyageAt('open', 'North run'),
      port,
      isConfirmed: true,
    });
    const arrival = buildEvent({
      timestamp: '2026-11-04T08:00:00.000Z',
      type: 'Arrival',
      port,
      isConfirmed: true,
    });
    const end = buildEvent({ timestamp: '2026-11-05T08:00:00.000Z', type: 'EndOfVoyage', isConfirmed: true });
    await storeSynced([departure, arrival, end]);
    renderWithProviders(<Harness initial={{ departure: departure.id }} />);
    const steps = await screen.findByTestId('voyage-steps');
    fireEvent.click(within(steps).getByRole('button', { name: 'Proceed with distance & fuel' }));
    await waitFor(() =>
      expect(within(steps).getByRole('button', { name: 'Edit event info' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'action',
      action: 'ConfirmVoyageInformation',
      entityId: departure.id,
      baseVersion: 1,
    });
    const stored = await db.vesselEvents.get(departure.id);
    expect(stored?.syncState).toBe('pending');
    expect((stored?.voyage as { informationConfirmedAt: string }).informationConfirmedAt).not.toBe(
      '0001-01-01T00:00:00.000Z',
    );
    // EMIS-123: no events can be added once the information is confirmed.
    expect(screen.queryByRole('group', { name: 'Add event' })).toBeNull();
    // EMIS-130: the data needs fuel consumption and distance on every event after the departure.
    const confirmData = within(steps).getByRole('button', {
      name: 'Confirm fuel & distance',
    }) as HTMLButtonElement;
    expect(confirmData.disabled).toBe(true);
    expect(within(steps).getAllByText('Fuel consumption is missing.')).toHaveLength(1);
  });

  it('works offline from the data on this device and says so', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    installFakeApi({});
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    await storeSynced([
      buildEvent({ timestamp: '2026-11-02T08:00:00.000Z', voyage: voyageAt('open', 'North run') }),
    ]);
    renderWithProviders(<Harness />);
    // The note first says the device has nothing, until the device's voyages are read.
    await waitFor(() =>
      expect(screen.getByTestId('device-data-note').textContent).toContain(
        'this is the data saved on this device',
      ),
    );
    expect((await screen.findByTestId('departure-row')).textContent).toContain('North run');
    expect(screen.getByRole('button', { name: 'New departure' })).toBeDefined();
  });
});
