// Offline fault scenarios of offline-sync.md c.2 in Chromium, on the built app and the real
// server: departures saved with the network cut, the page reloaded offline, then reconnection.
// Oracle: every departure is on the server exactly once and the badge matches the outbox.
import { expect, test } from '@playwright/test';
import { apiToken, demoAccounts, visibleVessels } from './support/demo.ts';
import { syncTexts } from '../../src/features/sync/sync-texts.ts';
import {
  cutNetwork,
  departureTimes,
  expectDeliveredOnce,
  openOutbox,
  outboxSummary,
  restoreNetwork,
  saveDepartureEdit,
  saveDepartures,
  serverEventIds,
  serverEvents,
} from './support/offline.ts';

// This journey needs the service worker (offline or the installed app); the others run without it.
test.use({ serviceWorkers: 'allow' });

// Installing the service worker precaches the whole build; on a loaded machine that takes minutes.
test.describe.configure({ timeout: 360_000 });

test('scenarios 1-2: departures saved offline survive an offline reload and reach the server exactly once', async ({
  page,
  context,
}) => {
  const [vessel] = await visibleVessels(page.request, demoAccounts.user);
  await openOutbox(page);

  // The link is cut for the sync worker too: offline emulation alone reached the worker late once,
  // and a departure was on the server while the page was offline.
  await cutNetwork(context);
  const ids = await saveDepartures(page, vessel!.id, departureTimes(3, 1));
  const badge = page.getByTestId('sync-badge');
  await expect(badge).toHaveText('Offline · 3 saved on this device');
  await expect(page.getByTestId('outbox-table').locator('tbody tr')).toHaveCount(3);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Unsent changes' })).toBeVisible();
  await expect(badge).toHaveText('Offline · 3 saved on this device');
  await expect(page.getByTestId('outbox-table').locator('tbody tr')).toHaveCount(3);
  expect(await serverEventIds(page.request, vessel!.id)).not.toContain(ids[0]);

  await restoreNetwork(context);
  await expectDeliveredOnce(page, vessel!.id, ids);
  await expect(page.getByTestId('outbox-empty')).toBeVisible();
});

test('scenario 24: a captive portal answering 200 HTML acknowledges nothing; afterwards each departure arrives once', async ({
  page,
}) => {
  const [vessel] = await visibleVessels(page.request, demoAccounts.user);
  await openOutbox(page);

  await page.route('**/api/v1/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<html><body>Accept the terms to continue</body></html>',
    }),
  );
  const ids = await saveDepartures(page, vessel!.id, departureTimes(2, 2));
  const badge = page.getByTestId('sync-badge');
  await expect(badge).toHaveText('Offline · 2 saved on this device', { timeout: 20_000 });
  expect(await outboxSummary(page)).toMatchObject({ unsent: 2 });

  await page.unroute('**/api/v1/**');
  await page.getByRole('button', { name: 'Send now' }).first().click();
  await expectDeliveredOnce(page, vessel!.id, ids);
});

test('scenario 16: ship and office edit the same departure; 412 becomes a conflict shown side by side, and keep mine wins knowingly', async ({
  page,
}) => {
  const [vessel] = await visibleVessels(page.request, demoAccounts.user);
  await openOutbox(page);
  const [timestamp] = departureTimes(1, 3);
  const [id] = await saveDepartures(page, vessel!.id, [timestamp!]);
  await expectDeliveredOnce(page, vessel!.id, [id!]);
  const badge = page.getByTestId('sync-badge');

  // The ship is offline when the office edits, so the ship's edit is made on version 1 for sure
  // (a pull between the two would otherwise hand the ship version 2 first).
  await cutNetwork(page.context());
  const event = { id, vesselId: vessel!.id, timestamp, type: 'Departure' };
  const officeToken = await apiToken(page.request, demoAccounts.super);
  const office = await page.request.put(`/api/v1/EmissionReportVesselEvents/${id}`, {
    headers: {
      Authorization: `Bearer ${officeToken}`,
      'If-Match': '"1"',
      'Idempotency-Key': crypto.randomUUID(),
    },
    data: { ...event, name: 'Office name' },
  });
  expect(office.status()).toBe(200);

  await saveDepartureEdit(page, { ...event, id: id!, name: 'Ship name' });
  await expect(badge).toHaveText(syncTexts.offline(1));
  await restoreNetwork(page.context());
  await expect(badge).toHaveText('1 needs attention', { timeout: 30_000 });
  expect((await serverEvents(page.request, vessel!.id)).find((row) => row.id === id)).toMatchObject({
    name: 'Office name',
    version: 2,
  });

  await page.getByRole('button', { name: 'Resolve' }).click();
  const panel = page.getByTestId('conflict-panel');
  const nameRow = panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'name' }) });
  await expect(nameRow).toContainText('Ship name');
  await expect(nameRow).toContainText('Office name');
  await panel.getByRole('button', { name: 'Keep mine' }).click();
  await expect(badge).toHaveText('All changes synced', { timeout: 30_000 });
  expect((await serverEvents(page.request, vessel!.id)).find((row) => row.id === id)).toMatchObject({
    name: 'Ship name',
    version: 3,
  });
});
