// A record's conflict shown where the record is (issue 24 §2): the outbox's panel and its two
// actions, for one record; a noon report changed on the tablet and in the office at the same time.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WakelineDb } from '../../../offline/db.ts';
import { DeviceStoreProvider, localDeviceStore } from '../../../offline/device-store.tsx';
import { FakeSyncServer } from '../../../offline/fake-sync-server.ts';
import { saveLocalChange } from '../../../offline/local-writes.ts';
import { SyncEngine } from '../../../offline/sync-engine.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { RecordConflict } from './record-conflict.tsx';

const vesselId = '7d0e4c43-3c9a-4f7a-9a51-0f3b8c1d2e01';
const slow = { timeout: 10_000 };
let db: WakelineDb;
let server: FakeSyncServer;
let engine: SyncEngine;

beforeEach(async () => {
  db = new WakelineDb(`record-conflict-${crypto.randomUUID()}`);
  const fuelType = { shortName: '', carbonEmissionFactor: 3.114, companyId: null, isDeactivated: false };
  await db.fuelTypes.bulkPut([
    { ...fuelType, id: hfo, name: 'Heavy fuel oil' },
    { ...fuelType, id: mgo, name: 'Marine gas oil' },
  ]);
  server = new FakeSyncServer();
  engine = new SyncEngine({ db, fetch: server.fetch, now: () => 0, random: () => 0.5, getToken: () => 't' });
});
afterEach(async () => {
  await db.delete();
});

const hfo = '3b0f6f0a-5b7e-4c61-9d52-2f0c8f1e4a11';
const mgo = '9a2c1d7e-0f3b-4e6a-8c55-7d1e2b3c4f22';

function noonReport(id: string, remarks: string, fuel: { fuelTypeId: string; tonnes: number }[] = []) {
  return {
    id,
    vesselId,
    reportTime: '2026-03-01T12:00:00+04:00',
    reportTimeUtc: '2026-03-01T08:00:00.000Z',
    latitude: 10,
    longitude: 55,
    hoursSteamed: 24,
    distanceOverGroundNm: 300,
    averageSpeedKn: 12.5,
    fuel: fuel.map((line) => ({ ...line, consumer: 'MainEngine' })),
    rob: [],
    remarks,
    warnings: [],
  };
}

/** A report sent from the tablet, then changed in the office and again on the tablet: a conflict. */
async function reportInConflict(): Promise<string> {
  const id = crypto.randomUUID();
  const change = { entityType: 'noonReport', groupKey: `vessel:${vesselId}`, userId: 'u1' } as const;
  await saveLocalChange(db, { ...change, kind: 'create', data: noonReport(id, 'Sent from the ship') });
  await engine.drain();
  server.editOnServer(id, {
    remarks: 'Office remark',
    fuel: [{ fuelTypeId: hfo, consumer: 'MainEngine', tonnes: 12.5 }],
  });
  const shipFuel = [
    { fuelTypeId: hfo, tonnes: 11.25 },
    { fuelTypeId: mgo, tonnes: 0.8 },
  ];
  await saveLocalChange(db, { ...change, kind: 'update', data: noonReport(id, 'Ship remark', shipFuel) });
  await engine.drain();
  expect(await db.conflicts.count()).toBe(1);
  return id;
}

function renderConflict(id: string, collapsed: boolean) {
  return renderWithProviders(
    <DeviceStoreProvider store={localDeviceStore(db)}>
      <RecordConflict entityType="noonReport" id={id} collapsed={collapsed} />
    </DeviceStoreProvider>,
  );
}

describe('RecordConflict', { timeout: 30_000 }, () => {
  it('EMIS-002 scenario 16: in a list it offers Resolve, which opens both versions; Take the server version puts the office version on the device', async () => {
    const id = await reportInConflict();
    renderConflict(id, true);
    const resolve = await screen.findByRole('button', { name: 'Resolve' }, slow);
    expect(resolve.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('conflict-panel')).toBeNull();
    fireEvent.click(resolve);
    const panel = await screen.findByTestId('conflict-panel', {}, slow);
    const remarks = within(panel).getByRole('rowheader', { name: 'Remarks' }).closest('tr')!;
    expect(within(remarks).getByText('Ship remark')).toBeTruthy();
    expect(within(remarks).getByText('Office remark')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Take the server version' }));
    await waitFor(async () => expect(await db.conflicts.count()).toBe(0), slow);
    expect(await db.noonReports.get(id)).toMatchObject({ remarks: 'Office remark', syncState: 'synced' });
    expect(await db.outbox.filter((entry) => entry.status !== 'acked').count()).toBe(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull(), slow);
  });

  it('EMIS-002 scenario 16: in a form it shows both versions at once; Keep mine sends this device’s version again', async () => {
    const id = await reportInConflict();
    renderConflict(id, false);
    const panel = await screen.findByTestId('conflict-panel', {}, slow);
    fireEvent.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    await waitFor(async () => expect(await db.conflicts.count()).toBe(0), slow);
    await waitFor(() => expect(screen.queryByTestId('conflict-panel')).toBeNull(), slow);
    await engine.drain();
    expect(server.rows.get(id)?.data.remarks).toBe('Ship remark');
    expect(await db.noonReports.get(id)).toMatchObject({ remarks: 'Ship remark', syncState: 'synced' });
  });

  it('names the fields as the noon report form does, shows the time in the display format and the fuel as lines; its buttons are 48 px', async () => {
    const id = await reportInConflict();
    renderConflict(id, false);
    const panel = await screen.findByTestId('conflict-panel', {}, slow);
    const row = (label: string) => within(panel).getByRole('rowheader', { name: label }).closest('tr')!;
    const cells = (label: string) =>
      within(row(label))
        .getAllByRole('cell')
        .map((cell) => [...cell.childNodes].map((line) => line.textContent));
    expect(cells("Report time (ship's time)")).toEqual([
      ['01. Mar, 2026 12:00 (UTC+04:00)'],
      ['01. Mar, 2026 12:00 (UTC+04:00)'],
    ]);
    expect(row("Report time (ship's time)").hasAttribute('data-differs')).toBe(false);
    // The fuel types' names come from the device's copy of the list.
    await waitFor(
      () =>
        expect(cells('Fuel used since the last report')).toEqual([
          ['Heavy fuel oil, Main engine: 11.25 t', 'Marine gas oil, Main engine: 0.8 t'],
          ['Heavy fuel oil, Main engine: 12.5 t'],
        ]),
      slow,
    );
    expect(row('Fuel used since the last report').hasAttribute('data-differs')).toBe(true);
    expect(cells('Remaining on board (ROB)')).toEqual([['-'], ['-']]);
    expect(cells('Average speed (kn)')).toEqual([['12.5'], ['12.5']]);
    // No field by its name in the code, no JSON, nothing of the device's bookkeeping.
    const headers = within(panel)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(headers).not.toContain('reportTime');
    expect(headers).not.toContain('reportTimeUtc');
    expect(headers).not.toContain('warnings');
    expect(headers.every((header) => header && !/^[a-z]+[A-Z]/.test(header))).toBe(true);
    expect(panel.textContent).not.toMatch(/[{}[\]]/);
    for (const name of ['Keep mine', 'Take the server version'])
      expect(within(panel).getByRole('button', { name }).style.minHeight).toBe('48px');
  });

  it('shows nothing for a record without a conflict', async () => {
    const id = await reportInConflict();
    const quiet = crypto.randomUUID();
    await saveLocalChange(db, {
      entityType: 'noonReport',
      kind: 'create',
      data: noonReport(quiet, 'Quiet day'),
      groupKey: `vessel:${vesselId}`,
      userId: 'u1',
    });
    renderWithProviders(
      <DeviceStoreProvider store={localDeviceStore(db)}>
        <div data-testid="quiet">
          <RecordConflict entityType="noonReport" id={quiet} collapsed />
        </div>
        <RecordConflict entityType="noonReport" id={id} collapsed />
      </DeviceStoreProvider>,
    );
    await screen.findByRole('button', { name: 'Resolve' }, slow);
    expect(screen.getAllByRole('button', { name: 'Resolve' })).toHaveLength(1);
    expect(screen.getByTestId('quiet').textContent).toBe('');
  });
});
