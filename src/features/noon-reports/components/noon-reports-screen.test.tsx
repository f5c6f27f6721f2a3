// The crew's noon report page on the device store (ADR 0103): states, the list newest first,
// the rules wired into the form (a refusal blocks next to its field, a warning shows and saves),
// editing, and delete after confirmation — every change as a row plus an outbox entry.
import 'fake-indexeddb/auto';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { WakelineDb, type LocalNoonReport } from '../../../offline/db.ts';
import { DeviceStoreProvider, localDeviceStore, type DeviceStore } from '../../../offline/device-store.tsx';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { NoonReportsScreen } from './noon-reports-screen.tsx';

configure({ asyncUtilTimeout: 10_000 });

const vesselId = '7d0e4c43-3c9a-4f7a-9a51-0f3b8c1d2e01';
const hfo = '7a1f0c00-0000-4000-8000-000000000001';
const now = new Date('2026-03-02T08:00:00.000Z');
let db: WakelineDb;
let store: DeviceStore;

function stored(overrides: Partial<LocalNoonReport>): LocalNoonReport {
  return {
    id: crypto.randomUUID(),
    vesselId,
    reportTime: '2026-03-01T12:00:00+04:00',
    reportTimeUtc: '2026-03-01T08:00:00.000Z',
    latitude: 10,
    longitude: 55,
    hoursSteamed: 24,
    distanceOverGroundNm: 300,
    distanceThroughWaterNm: null,
    averageSpeedKn: 12.5,
    mainEnginePowerKw: null,
    shaftSpeedRpm: null,
    fuel: [{ fuelTypeId: hfo, consumer: 'MainEngine', tonnes: 30 }],
    rob: [{ fuelTypeId: hfo, robTonnes: 500, bunkeredTonnes: 0 }],
    draftForwardM: null,
    draftAftM: null,
    windForceBeaufort: null,
    windDirectionDeg: null,
    seaStateDouglas: null,
    cargoTonnes: null,
    remarks: null,
    warnings: [],
    syncState: 'synced',
    serverVersion: 1,
    isDeleted: false,
    ...overrides,
  };
}

function renderScreen() {
  return renderWithProviders(
    <DeviceStoreProvider store={store}>
      <NoonReportsScreen vesselId={vesselId} userId="u-crew" now={now} />
    </DeviceStoreProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The required figures of a report one day after `stored()`'s, at +04:00. */
function fillDay() {
  type("Date (ship's time)", '2026-03-02');
  type("Time (ship's time, hh:mm)", '12:00');
  fireEvent.change(screen.getByLabelText(/Zone offset from UTC/), { target: { value: '+04:00' } });
  type('Latitude (decimal degrees, north +)', '10');
  type('Longitude (decimal degrees, east +)', '60');
  type('Average speed (kn)', '12,5');
  type('Distance over ground (nm)', '300');
}

beforeEach(async () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
  db = new WakelineDb(`noon-reports-${crypto.randomUUID()}`);
  await db.fuelTypes.put({
    id: hfo,
    name: 'Heavy fuel oil',
    shortName: 'HFO',
    carbonEmissionFactor: 3.114,
    companyId: null,
    isDeactivated: false,
  });
  store = localDeviceStore(db);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
  await db.delete();
});

describe('NoonReportsScreen', { timeout: 60_000 }, () => {
  it('says there are no reports yet, and shows the offline notice without a connection', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    renderScreen();
    expect(await screen.findByText(messages.noonReportsEmpty)).toBeDefined();
    expect(screen.getByText(messages.noonReportsOffline)).toBeDefined();
  });

  it('lists the reports newest first with the ship time as DD. MMM, YYYY HH:mm and its offset', async () => {
    await db.noonReports.bulkPut([
      stored({}),
      stored({ reportTime: '2026-03-02T11:30:00-03:00', reportTimeUtc: '2026-03-02T14:30:00.000Z' }),
    ]);
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Noon reports' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Open the noon report of 02. Mar, 2026 11:30 (UTC-03:00)',
      'Open the noon report of 01. Mar, 2026 12:00 (UTC+04:00)',
    ]);
  });

  it('refuses more hours steamed than since the previous report next to the field and saves nothing', async () => {
    await db.noonReports.put(stored({}));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New noon report' }));
    fillDay();
    type('Hours steamed (h)', '27');
    fireEvent.click(screen.getByRole('button', { name: 'Save noon report' }));
    const refusal = fillMessage(messages.noonReportHoursOverElapsed, { hours: '27', elapsed: '24' });
    expect(await screen.findByText(refusal)).toBeDefined();
    expect(screen.getByLabelText('Hours steamed (h)').getAttribute('aria-invalid')).toBe('true');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.noonReports.count()).toBe(1);
  });

  it('shows a warning with its exact text and still saves the report with it through the outbox', async () => {
    await db.noonReports.put(stored({}));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New noon report' }));
    fillDay();
    type('Hours steamed (h)', '24');
    type('Distance over ground (nm)', '200');
    const warning = fillMessage(messages.noonReportDistanceOffSpeed, {
      kind: 'over ground',
      distance: '200',
      expected: '300',
    });
    expect(await screen.findByText(warning)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Save noon report' }));
    await screen.findByRole('button', { name: 'New noon report' });
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entityType: 'noonReport', kind: 'create', status: 'pending' });
    expect(entries[0]!.payload).toMatchObject({
      vesselId,
      reportTime: '2026-03-02T12:00:00+04:00',
      averageSpeedKn: 12.5,
      distanceOverGroundNm: 200,
    });
    const saved = (await db.noonReports.toArray()).find((row) => row.reportTime.startsWith('2026-03-02'))!;
    expect(saved).toMatchObject({ syncState: 'pending', reportTimeUtc: '2026-03-02T08:00:00.000Z' });
    expect(saved.warnings.map((found) => found.message)).toContain(warning);
  });

  it('opens a report to edit it, and deletes it only after the confirmation', async () => {
    const report = stored({});
    await db.noonReports.put(report);
    renderScreen();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Open the noon report of 01. Mar, 2026 12:00 (UTC+04:00)' }),
    );
    expect((screen.getByLabelText('Hours steamed (h)') as HTMLInputElement).value).toBe('24');
    expect(screen.getByLabelText('Hours steamed (h)').getAttribute('inputmode')).toBe('decimal');
    type('Cargo on board (t)', '41000');
    fireEvent.click(screen.getByRole('button', { name: 'Save noon report' }));
    await screen.findByRole('button', { name: 'New noon report' });
    expect(await db.noonReports.get(report.id)).toMatchObject({ cargoTonnes: 41000, syncState: 'pending' });
    expect((await db.outbox.toArray()).map((entry) => [entry.kind, entry.baseVersion])).toEqual([
      ['update', 1],
    ]);

    fireEvent.click(screen.getByRole('button', { name: /Open the noon report of 01\. Mar, 2026 12:00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete noon report' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await db.noonReports.get(report.id)).toMatchObject({ isDeleted: false });
    fireEvent.click(screen.getByRole('button', { name: 'Delete noon report' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.noonReportsEmpty)).toBeDefined();
    expect(await db.noonReports.get(report.id)).toMatchObject({ isDeleted: true, syncState: 'pending' });
    expect((await db.outbox.toArray()).map((entry) => entry.kind)).toEqual(['update', 'delete']);
  });
});
