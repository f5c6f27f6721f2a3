// offline-sync.md c.2 scenario 21 in Chromium: the session ends on the server while the ship is
// offline with queued departures. Sending pauses for sign-in and nothing is lost; after a new
// sign-in the outbox drains. Oracle: each departure once on the server, badge = outbox.
import { expect, test } from '@playwright/test';
import { demoAccounts, loginThroughForm, visibleVessels } from './support/demo.ts';
import {
  departureTimes,
  expectDeliveredOnce,
  openOutbox,
  outboxSummary,
  saveDepartures,
  serverEventIds,
  storedOutbox,
} from './support/offline.ts';

// This journey needs the service worker (offline or the installed app); the others run without it.
test.use({ serviceWorkers: 'allow' });

// Installing the service worker precaches the whole build; on a loaded machine that takes minutes.
test.describe.configure({ timeout: 360_000 });

test('scenario 21: the session ends while the ship is offline; sending pauses for sign-in with nothing lost, and after sign-in the changes drain once', async ({
  page,
  context,
}) => {
  // Its own vessel (EMIS-154 never meets the other journey files' departures).
  const vessels = await visibleVessels(page.request, demoAccounts.user);
  const vesselId = (vessels[2] ?? vessels[0])!.id;
  await openOutbox(page);

  await context.setOffline(true);
  const ids = await saveDepartures(page, vesselId, departureTimes(3, 8));
  const badge = page.getByTestId('sync-badge');
  await expect(badge).toHaveText('Offline · 3 saved on this device');

  // The session ends on the server meanwhile (revoked: the server answers 401, as for an expired one).
  const token = await page.evaluate(() => localStorage.getItem('wakeline.token'));
  const revoked = await page.request.post('/api/v1/Authenticate/SignOut', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBe(true);

  await context.setOffline(false);
  await expect(badge).toHaveText('1 needs attention', { timeout: 60_000 });
  await expect(page.getByTestId('outbox-table')).toContainText('Waiting for sign-in');
  expect(await outboxSummary(page)).toMatchObject({
    unsent: 3,
    attention: 1,
    engine: { phase: 'needsAuth' },
  });
  const stored = (await storedOutbox(page)).filter((entry) => ids.includes(entry.entityId));
  expect(stored.map((entry) => entry.status).sort()).toEqual(['needsAuth', 'pending', 'pending']);
  const meanwhile = await serverEventIds(page.request, vesselId);
  for (const id of ids) expect(meanwhile).not.toContain(id);

  await loginThroughForm(page, demoAccounts.user);
  await page.goto('/Outbox');
  await expectDeliveredOnce(page, vesselId, ids);
});
