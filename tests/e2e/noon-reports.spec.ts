// The crew's noon report on the tablet (issue 24 §2, ADR 0103), on an 800×1280 portrait viewport:
// the crew member opens the vessel's Noon reports page, the network goes, a report is entered
// through the form and saved on the device (the badge counts it, the list says it waits to be
// sent), the network returns, the report reaches the server once and the list says it was sent.
import { expect, test } from '@playwright/test';
import { syncTexts } from '../../src/features/sync/sync-texts.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login, visibleVessels } from './support/demo.ts';
import { cutNetwork, expectAllSent, restoreNetwork } from './support/offline.ts';

// Installing the service worker precaches the whole build; on a loaded machine that takes minutes.
test.describe.configure({ timeout: 360_000 });
// It needs the service worker (offline); the other journeys run without it.
test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true, serviceWorkers: 'allow' });

test('a noon report entered offline on the tablet is saved on the device, then sent once when the network returns', async ({
  page,
  context,
  request,
}) => {
  const vessels = await visibleVessels(request, demoAccounts.user);
  const vessel = vessels.at(-1)!;
  await login(page, demoAccounts.user, {
    path: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/NoonReports`,
  });
  const newReport = page.getByRole('button', { name: 'New noon report' });
  await expect(newReport).toBeVisible({ timeout: 120_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 240_000,
  });
  await page.waitForFunction(() => 'wakelineOffline' in globalThis);
  await expectNoSeriousA11yViolations(page);

  await cutNetwork(context);
  await expect(page.getByText('You are offline. Noon reports are saved on this device')).toBeVisible();
  await newReport.click();
  const form = page.getByRole('form', { name: 'New noon report' });
  await form.getByLabel("Date (ship's time)").fill('2019-06-14');
  await form.getByLabel("Time (ship's time, hh:mm)").fill('12:00');
  await form.getByLabel(/Zone offset from UTC/).selectOption('+02:00');
  await form.getByLabel('Latitude (decimal degrees, north +)').fill('54.5');
  await form.getByLabel('Longitude (decimal degrees, east +)').fill('10,25');
  await form.getByLabel('Hours steamed (h)').fill('24');
  await form.getByLabel('Average speed (kn)').fill('12.5');
  await form.getByLabel('Distance over ground (nm)').fill('300');
  await form.getByLabel('Wind force (Beaufort 0-12)').fill('5');
  await form.getByRole('button', { name: 'Add fuel line' }).click();
  await form.getByLabel('Fuel type, line 1').selectOption({ index: 1 });
  await form.getByLabel('Fuel used (t), line 1').fill('28.4');
  await expect(form.getByLabel('Hours steamed (h)')).toHaveAttribute('inputmode', 'decimal');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save noon report' }).click();

  const entry = page.getByRole('button', { name: 'Open the noon report of 14. Jun, 2019 12:00 (UTC+02:00)' });
  await expect(entry).toContainText('Saved on this device');
  const badge = page.getByRole('banner').getByTestId('sync-badge');
  await expect(badge).toHaveText(syncTexts.offline(1));

  await restoreNetwork(context);
  await expectAllSent(page);
  await expect(entry).toContainText('Sent');
  await expectNoSeriousA11yViolations(page);

  const token = await apiToken(request, demoAccounts.user);
  const found = await request.get(
    `/api/v1/NoonReports/Find?vesselId=${vessel.id}&from=2019-06-14T00:00:00.000Z&to=2019-06-15T00:00:00.000Z`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(found.status()).toBe(200);
  const reports = (await found.json()) as {
    reportTime: string;
    reportTimeUtc: string;
    longitude: number;
    fuel: { tonnes: number }[];
  }[];
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({
    reportTime: '2019-06-14T12:00:00+02:00',
    reportTimeUtc: '2019-06-14T10:00:00.000Z',
    longitude: 10.25,
    fuel: [{ tonnes: 28.4 }],
  });
});
