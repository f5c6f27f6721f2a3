// The crew's noon report page on the device store (ADR 0103): states, the list newest first,
// the rules wired into the form (a refusal blocks next to its field, a warning shows and saves),
// editing, and delete after confirmation — every change as a row plus an outbox entry.
import 'fake-indexeddb/auto';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  useNavigate,
  useSearch,
} from '@tanstack/react-router';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { WakelineDb, type LocalNoonReport } from '../../../offline/db.ts';
import { DeviceStoreProvider, localDeviceStore, type DeviceStore } from '../../../offline/device-store.tsx';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { NoonReportsSearchSchema, type NoonReportsSearch } from '../noon-reports-search.ts';
import { NoonReportsScreen, type RenderConflict } from './noon-reports-screen.tsx';

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

function renderScreen(renderConflict?: RenderConflict) {
  return renderWithProviders(
    <DeviceStoreProvider store={store}>
      <NoonReportsScreen vesselId={vesselId} userId="u-crew" now={now} renderConflict={renderConflict} />
    </DeviceStoreProvider>,
  );
}

/** The page as its route composes it: the report open in the form is the address's `report`. */
function AddressedScreen() {
  const search = useSearch({ strict: false }) as NoonReportsSearch;
  const navigate = useNavigate();
  return (
    <DeviceStoreProvider store={store}>
      <NoonReportsScreen
        vesselId={vesselId}
        userId="u-crew"
        now={now}
        editing={search.report}
        onEditingChange={(editing, { replace }) =>
          void navigate({ to: '/', search: { report: editing }, replace })
        }
      />
    </DeviceStoreProvider>
  );
}

/** Opens the page at `path` (a reload or a shared link) in a memory router with the route's search schema. */
function renderAt(path: string) {
  const rootRoute = createRootRoute({ validateSearch: NoonReportsSearchSchema, component: AddressedScreen });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

/** A stand-in for the composer's conflict slot (the route passes RecordConflict of features/sync). */
const conflictSlot: RenderConflict = (reportId, place) => (
  <div data-testid={`conflict-${place}`}>conflict of {reportId}</div>
);

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

  it("says where each report stands in the record state chip's words (domain/messages.ts)", async () => {
    const day = (date: string, syncState: LocalNoonReport['syncState']) =>
      stored({
        reportTime: `2026-03-${date}T12:00:00+04:00`,
        reportTimeUtc: `2026-03-${date}T08:00:00.000Z`,
        syncState,
      });
    await db.noonReports.bulkPut([day('01', 'pending'), day('02', 'synced'), day('03', 'rejected')]);
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Noon reports' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const stateOf = (date: string) =>
      screen.getByRole('button', { name: new RegExp(`Open the noon report of ${date}\\. Mar, 2026`) })
        .textContent;
    expect(stateOf('01')).toContain('Saved on this device');
    expect(stateOf('02')).toContain('Sent');
    expect(stateOf('03')).toContain('Rejected');
    expect(list.textContent).not.toContain('Waiting to be sent');
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

  describe('issue 24 §2: a conflict is resolved where the report is', () => {
    it('EMIS-002 shows the conflict slot in the card and in the form of the report in conflict only', async () => {
      const inConflict = stored({ syncState: 'conflict' });
      const quiet = stored({
        reportTime: '2026-03-02T12:00:00+04:00',
        reportTimeUtc: '2026-03-02T08:00:00.000Z',
      });
      await db.noonReports.bulkPut([inConflict, quiet]);
      renderScreen(conflictSlot);
      const list = await screen.findByRole('list', { name: 'Noon reports' });
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
      const slots = within(list).getAllByTestId('conflict-list');
      expect(slots.map((slot) => slot.textContent)).toEqual([`conflict of ${inConflict.id}`]);
      const card = screen.getByRole('button', { name: /Open the noon report of 01\. Mar, 2026 12:00/ });
      expect(card.textContent).toContain('Conflict');

      fireEvent.click(card);
      expect((await screen.findByTestId('conflict-form')).textContent).toBe(`conflict of ${inConflict.id}`);
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      fireEvent.click(
        await screen.findByRole('button', { name: /Open the noon report of 02\. Mar, 2026 12:00/ }),
      );
      await screen.findByRole('form', { name: 'Edit noon report' });
      expect(screen.queryByTestId('conflict-form')).toBeNull();
    });

    it('EMIS-002 once the server version is taken, the open form shows it and the conflict goes', async () => {
      const report = stored({ syncState: 'conflict', cargoTonnes: 41000 });
      await db.noonReports.put(report);
      renderScreen(conflictSlot);
      fireEvent.click(
        await screen.findByRole('button', { name: /Open the noon report of 01\. Mar, 2026 12:00/ }),
      );
      await screen.findByTestId('conflict-form');
      expect((screen.getByLabelText('Cargo on board (t)') as HTMLInputElement).value).toBe('41000');
      // What Take the server version leaves on the device (offline/outbox-actions.ts).
      await db.noonReports.put({ ...report, cargoTonnes: 39000, syncState: 'synced', serverVersion: 2 });
      await waitFor(() => expect(screen.queryByTestId('conflict-form')).toBeNull());
      expect((screen.getByLabelText('Cargo on board (t)') as HTMLInputElement).value).toBe('39000');
    });
  });

  describe('issue 24 §2: the report being edited is in the address', () => {
    it('EMIS-002 a reload or a shared link with ?report=<id> reopens that report in the form', async () => {
      const report = stored({ cargoTonnes: 41000 });
      await db.noonReports.put(report);
      renderAt(`/?report=${report.id}`);
      expect(await screen.findByRole('form', { name: 'Edit noon report' })).toBeDefined();
      expect((screen.getByLabelText('Cargo on board (t)') as HTMLInputElement).value).toBe('41000');
    });

    it('EMIS-002 opening a report puts its id in the address, and Back closes the form', async () => {
      const report = stored({});
      await db.noonReports.put(report);
      const router = renderAt('/');
      fireEvent.click(
        await screen.findByRole('button', {
          name: 'Open the noon report of 01. Mar, 2026 12:00 (UTC+04:00)',
        }),
      );
      await screen.findByRole('form', { name: 'Edit noon report' });
      expect(router.state.location.search).toEqual({ report: report.id });
      act(() => router.history.back());
      expect(await screen.findByRole('button', { name: 'New noon report' })).toBeDefined();
      expect(screen.queryByRole('form')).toBeNull();
      expect(router.state.location.search).toEqual({});

      fireEvent.click(screen.getByRole('button', { name: 'New noon report' }));
      await screen.findByRole('form', { name: 'New noon report' });
      expect(router.state.location.search).toEqual({ report: 'new' });
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await screen.findByRole('button', { name: 'New noon report' });
      expect(router.state.location.search).toEqual({});
    });

    it('EMIS-002 a deleted report leaves the address: Back after the delete does not lead to it', async () => {
      const report = stored({});
      await db.noonReports.put(report);
      const router = renderAt('/');
      fireEvent.click(
        await screen.findByRole('button', {
          name: 'Open the noon report of 01. Mar, 2026 12:00 (UTC+04:00)',
        }),
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Delete noon report' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(messages.noonReportsEmpty)).toBeDefined();
      expect(router.state.location.search).toEqual({});
      act(() => router.history.back());
      await waitFor(() => expect(router.state.location.search).toEqual({}));
      expect(screen.queryByText(messages.noonReportNotOnDevice)).toBeNull();
      expect(screen.getByText(messages.noonReportsEmpty)).toBeDefined();
    });

    it('EMIS-002 an id not on this device says so instead of an error, with a way back to the list', async () => {
      await db.noonReports.put(stored({}));
      renderAt(`/?report=${crypto.randomUUID()}`);
      expect(await screen.findByText(messages.noonReportNotOnDevice)).toBeDefined();
      expect(screen.queryByRole('form')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Back to the noon reports' }));
      expect(await screen.findByRole('list', { name: 'Noon reports' })).toBeDefined();
    });

    it('EMIS-002 a malformed report id in the address is dropped: the list shows', async () => {
      await db.noonReports.put(stored({}));
      const router = renderAt('/?report=not-an-id');
      expect(await screen.findByRole('list', { name: 'Noon reports' })).toBeDefined();
      expect(router.state.location.search).toEqual({});
    });
  });
});
