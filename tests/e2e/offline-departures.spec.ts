// Offline fault scenarios of offline-sync.md c.2 in Chromium, on the built app and the real
// server: departures saved with the network cut, the page reloaded offline, then reconnection.
// Oracle: every departure is on the server exactly once and the badge matches the outbox.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, demoAccounts, login, visibleVessels } from './support/demo.ts';

// Installing the service worker precaches the whole build; on a loaded machine that takes minutes.
test.describe.configure({ timeout: 360_000 });

type Probe = {
  recordChange: (change: unknown) => Promise<{ opId: string }>;
  summary: () => Promise<{ unsent: number; attention: number }>;
};

/** Saves departures through the app's own write path (row + outbox entry in one transaction). */
async function saveDepartures(page: Page, vesselId: string, timestamps: string[]): Promise<string[]> {
  return page.evaluate(
    async ({ vesselId, timestamps }) => {
      const probe = (globalThis as unknown as { wakelineOffline: Probe }).wakelineOffline;
      const ids: string[] = [];
      for (const timestamp of timestamps) {
        const id = crypto.randomUUID();
        await probe.recordChange({
          entityType: 'vesselEvent',
          kind: 'create',
          data: { id, vesselId, timestamp, type: 'Departure' },
          groupKey: `vessel:${vesselId}`,
          userId: 'e2e',
        });
        ids.push(id);
      }
      return ids;
    },
    { vesselId, timestamps },
  );
}

/** Departure times far in the past, each earlier than the one before (so EMIS-154 never refuses). */
function departureTimes(count: number, yearsBack: number): string[] {
  const base = Date.UTC(2020 - yearsBack, 0, 1, 8, 0);
  return Array.from({ length: count }, (_, index) => new Date(base - index * 86_400_000).toISOString());
}

async function serverEventIds(page: Page, vesselId: string): Promise<string[]> {
  const token = await apiToken(page.request, demoAccounts.user);
  const response = await page.request.get(`/api/v1/EmissionReportVesselEvents/Find?vesselId=${vesselId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }[]).map((event) => event.id);
}

async function openOutbox(page: Page): Promise<void> {
  await login(page, demoAccounts.user);
  await page.goto('/Outbox');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 240_000,
  });
  await page.waitForFunction(() => 'wakelineOffline' in globalThis);
  await expect(page.getByTestId('sync-badge')).toHaveText('All changes synced');
}

test('scenarios 1-2: departures saved offline survive an offline reload and reach the server exactly once', async ({
  page,
  context,
}) => {
  const [vessel] = await visibleVessels(page.request, demoAccounts.user);
  await openOutbox(page);

  await context.setOffline(true);
  const ids = await saveDepartures(page, vessel!.id, departureTimes(3, 1));
  const badge = page.getByTestId('sync-badge');
  await expect(badge).toHaveText('Offline · 3 saved on this device');
  await expect(page.getByTestId('outbox-table').locator('tbody tr')).toHaveCount(3);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Unsent changes' })).toBeVisible();
  await expect(badge).toHaveText('Offline · 3 saved on this device');
  await expect(page.getByTestId('outbox-table').locator('tbody tr')).toHaveCount(3);
  expect(await serverEventIds(page, vessel!.id)).not.toContain(ids[0]);

  await context.setOffline(false);
  await expect(badge).toHaveText('All changes synced', { timeout: 30_000 });
  await expect(page.getByTestId('outbox-empty')).toBeVisible();
  const onServer = await serverEventIds(page, vessel!.id);
  for (const id of ids) expect(onServer.filter((serverId) => serverId === id)).toHaveLength(1);
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
  expect(
    await page.evaluate(() =>
      (globalThis as unknown as { wakelineOffline: Probe }).wakelineOffline.summary(),
    ),
  ).toMatchObject({
    unsent: 2,
  });

  await page.unroute('**/api/v1/**');
  await page.getByRole('button', { name: 'Send now' }).first().click();
  await expect(badge).toHaveText('All changes synced', { timeout: 30_000 });
  const onServer = await serverEventIds(page, vessel!.id);
  for (const id of ids) expect(onServer.filter((serverId) => serverId === id)).toHaveLength(1);
});
