import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildVessel, installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { renderWithRouter } from '../../../lib/testing.tsx';
import { WakelineDb } from '../../../offline/db.ts';
import { DeviceStoreProvider, localDeviceStore } from '../../../offline/device-store.tsx';
import { saveLocalChange } from '../../../offline/local-writes.ts';
import { OnBoardScreen } from './on-board-screen.tsx';

const fjord = buildVessel({ id: testId('fjord'), name: 'Northwind Fjord' });
const tern = buildVessel({ id: testId('tern'), name: 'Northwind Tern' });
let db: WakelineDb;
afterEach(async () => {
  await db.delete();
});

async function event(vesselId: string, type: string, timestamp: string, port: string) {
  const id = crypto.randomUUID();
  await saveLocalChange(db, {
    entityType: 'vesselEvent',
    kind: 'create',
    data: {
      id,
      vesselId,
      timestamp,
      type,
      name: null,
      port: { name: port, loCode: 'NOBGO', isMrvPort: true },
    },
    groupKey: `vessel:${vesselId}`,
    userId: 'u1',
  });
  return id;
}

const slow = { timeout: 10_000 };

describe('OnBoardScreen (issue 26 §3, ADR 0117)', { timeout: 30_000 }, () => {
  it('ADR 0117 says where each ship is from the device’s copy and links the voyage, its soundings and bunkering, and noon reports; unsent changes come first', async () => {
    db = new WakelineDb(`on-board-${crypto.randomUUID()}`);
    installFakeApi({ 'GET /Vessels': () => ({ body: [fjord, tern] }) });
    const departure = await event(fjord.id, 'Departure', '2026-11-20T08:00:00.000Z', 'Bergen');
    const anchoring = await event(fjord.id, 'StartAnchoring', '2026-11-22T06:00:00.000Z', 'Bergen');
    await event(tern.id, 'Arrival', '2026-11-25T10:30:00.000Z', 'Rotterdam');

    renderWithRouter(
      <DeviceStoreProvider store={localDeviceStore(db)}>
        <OnBoardScreen />
      </DeviceStoreProvider>,
    );

    const fjordCard = await screen.findByRole('region', { name: 'Northwind Fjord' }, slow);
    expect(
      await within(fjordCard).findByText('At sea since 20. Nov, 2026 08:00 UTC, from Bergen.', {}, slow),
    ).toBeTruthy();
    const voyage = within(fjordCard).getByRole('link', { name: 'Voyage and events' });
    expect(voyage.getAttribute('href')).toBe(
      `/Vessel/${fjord.id}/Northwind%20Fjord/EmissionReport?from=2026-11&departure=${departure}`,
    );
    expect(
      within(fjordCard).getByRole('link', { name: 'Soundings and bunkering' }).getAttribute('href'),
    ).toBe(
      `/Vessel/${fjord.id}/Northwind%20Fjord/EmissionReport?from=2026-11&departure=${departure}&event=${anchoring}&tab=fuel-tanks`,
    );
    expect(within(fjordCard).getByRole('link', { name: 'Noon reports' }).getAttribute('href')).toBe(
      `/Vessel/${fjord.id}/Northwind%20Fjord/NoonReports`,
    );

    const ternCard = screen.getByRole('region', { name: 'Northwind Tern' });
    expect(
      await within(ternCard).findByText('In Rotterdam since 25. Nov, 2026 10:30 UTC.', {}, slow),
    ).toBeTruthy();
    expect(within(ternCard).getByRole('link', { name: 'Voyages' })).toBeTruthy();

    // Three events made here and not yet sent: the page says so and opens the outbox.
    expect(
      await screen.findByText('3 changes made on this device have not reached the office yet.', {}, slow),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the outbox' }).getAttribute('href')).toBe('/Outbox');
  });

  it('ADR 0117 a user with no vessel is told how to get one', async () => {
    db = new WakelineDb(`on-board-${crypto.randomUUID()}`);
    installFakeApi({ 'GET /Vessels': () => ({ body: [] }) });
    renderWithRouter(
      <DeviceStoreProvider store={localDeviceStore(db)}>
        <OnBoardScreen />
      </DeviceStoreProvider>,
    );
    expect(
      await screen.findByText(
        'No vessel is shared with you yet. Ask your office to add you to your ship’s vessel access group.',
        {},
        slow,
      ),
    ).toBeTruthy();
  });
});
