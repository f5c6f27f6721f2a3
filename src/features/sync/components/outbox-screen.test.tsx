import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WakelineDb } from '../../../offline/db.ts';
import { DeviceStoreProvider, localDeviceStore } from '../../../offline/device-store.tsx';
import { FakeSyncServer } from '../../../offline/fake-sync-server.ts';
import { saveLocalChange } from '../../../offline/local-writes.ts';
import { SyncEngine } from '../../../offline/sync-engine.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { OutboxScreen } from './outbox-screen.tsx';

const vesselId = '7d0e4c43-3c9a-4f7a-9a51-0f3b8c1d2e01';
let db: WakelineDb;
afterEach(async () => {
  await db.delete();
});

async function departure(name: string) {
  const id = crypto.randomUUID();
  await saveLocalChange(db, {
    entityType: 'vesselEvent',
    kind: 'create',
    data: { id, vesselId, timestamp: '2026-03-01T08:00:00.000Z', type: 'Departure', name },
    groupKey: `vessel:${vesselId}`,
    userId: 'u1',
  });
  return id;
}

function renderOutbox() {
  return renderWithProviders(
    <DeviceStoreProvider store={localDeviceStore(db)}>
      <OutboxScreen />
    </DeviceStoreProvider>,
  );
}

// Mantine tables under jsdom on a shared 2-core machine: generous limits, not timed tests.
const slow = { timeout: 10_000 };

describe('OutboxScreen', { timeout: 30_000 }, () => {
  it('I7 lists every unsent change with its state, and says so when everything has been sent', async () => {
    db = new WakelineDb(`outbox-ui-${crypto.randomUUID()}`);
    await departure('first');
    await departure('second');
    renderOutbox();
    const table = await screen.findByTestId('outbox-table', {}, slow);
    expect(within(table).getAllByText('New departure 01. Mar, 2026 08:00')).toHaveLength(2);
    expect(within(table).getAllByText('Waiting to be sent')).toHaveLength(2);
    await db.outbox.toCollection().modify({ status: 'acked' });
    expect(await screen.findByTestId('outbox-empty', {}, slow)).toBeTruthy();
  });

  it('scenario 16: shows a conflict side by side and keeps mine on request', async () => {
    db = new WakelineDb(`outbox-ui-${crypto.randomUUID()}`);
    const server = new FakeSyncServer();
    const engine = new SyncEngine({
      db,
      fetch: server.fetch,
      now: () => 0,
      random: () => 0.5,
      getToken: () => 't',
    });
    const id = await departure('base');
    await engine.drain();
    server.editOnServer(id, { name: 'Office name' });
    const row = await db.vesselEvents.get(id);
    await saveLocalChange(db, {
      entityType: 'vesselEvent',
      kind: 'update',
      data: { id, vesselId, timestamp: row!.timestamp, type: 'Departure', name: 'Ship name' },
      groupKey: `vessel:${vesselId}`,
      userId: 'u1',
    });
    await engine.drain();

    renderOutbox();
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve' }, slow));
    const panel = await screen.findByTestId('conflict-panel', {}, slow);
    const rowOf = (label: string) => within(panel).getByRole('rowheader', { name: label }).closest('tr')!;
    const nameRow = rowOf('Name');
    expect(within(nameRow).getByText('Ship name')).toBeTruthy();
    expect(within(nameRow).getByText('Office name')).toBeTruthy();
    // The voyage event detail's words and the display format, not the fields' names in the code.
    expect(within(rowOf('Event type')).getAllByText('Departure')).toHaveLength(2);
    expect(within(rowOf('Timestamp')).getAllByText('01. Mar, 2026 08:00')).toHaveLength(2);
    expect(within(panel).queryByRole('rowheader', { name: 'timestamp' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    await waitFor(async () => expect(await db.conflicts.count()).toBe(0), slow);
    await engine.drain();
    expect(server.rows.get(id)?.data.name).toBe('Ship name');
  });

  it('I5 discards only after confirmation, naming the changes that depend on it', async () => {
    db = new WakelineDb(`outbox-ui-${crypto.randomUUID()}`);
    await departure('to drop');
    renderOutbox();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }, slow));
    expect(await screen.findByText(/will not be sent, and the record goes back/, {}, slow)).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0), slow);
  });
});
