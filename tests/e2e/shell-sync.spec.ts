// The shell's sync session (issue 5 §1, offline-sync.md b.11): every signed-in page shows the sync
// badge in the top bar, and nobody logs out while changes made on this device have not reached
// the office.
import { expect, test } from '@playwright/test';
import { syncTexts } from '../../src/features/sync/sync-texts.ts';
import { demoAccounts, journeyTimeoutMs, login, visibleVessels } from './support/demo.ts';
import { departureTimes, saveDepartures, serverEventIds } from './support/offline.ts';

// This journey needs the service worker (offline or the installed app); the others run without it.
test.use({ serviceWorkers: 'allow' });

test.setTimeout(journeyTimeoutMs);

test('the top bar shows the sync badge on every page, and Log out waits until nothing is unsent', async ({
  page,
  context,
}) => {
  const vessels = await visibleVessels(page.request, demoAccounts.user);
  const vessel = vessels[2] ?? vessels[0]!;
  await login(page, demoAccounts.user);
  const badge = page.getByRole('banner').getByTestId('sync-badge');
  await expect(badge).toHaveText(syncTexts.synced, { timeout: 60_000 });

  await context.setOffline(true);
  const [id] = await saveDepartures(page, vessel.id, departureTimes(1, 11));
  await expect(badge).toHaveText(syncTexts.offline(1), { timeout: 30_000 });

  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText(syncTexts.signOutBlocked(1))).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);

  await context.setOffline(false);
  await expect(badge).toHaveText(syncTexts.synced, { timeout: 90_000 });
  expect((await serverEventIds(page.request, vessel.id)).filter((serverId) => serverId === id)).toHaveLength(
    1,
  );

  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
});
