// Vessel Overview (001 §2, issue 11): the sidebar entry, the map with the bundled coastline and the
// demo fleet's markers, a popup, the vessel track, keyboard selection from the list, axe, and the
// map without a connection (the basemap is part of the precached build).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';
import { cutNetwork, restoreNetwork } from './support/offline.ts';

// This journey needs the service worker (offline or the installed app); the others run without it.
test.use({ serviceWorkers: 'allow' });

type Vessel = { id: string; name: string };

const get = async <T>(request: APIRequestContext, token: string, path: string): Promise<T | null> => {
  const response = await request
    .get(path, { headers: { Authorization: `Bearer ${token}` }, timeout: 20_000 })
    .catch(() => null); // the server may be too busy importing to answer in time
  return response?.status() === 200 ? ((await response.json()) as T) : null;
};

/** A demo vessel with a position in the two days before now (the demo's data run up to now). */
async function vesselWithPosition(request: APIRequestContext, token: string): Promise<Vessel | null> {
  const vessels = (await get<Vessel[]>(request, token, '/api/v1/Vessels')) ?? [];
  const to = new Date();
  const from = new Date(to.getTime() - 2 * 86_400_000);
  for (const vessel of vessels) {
    const positions = await get<unknown[]>(
      request,
      token,
      `/api/v1/VesselLocations/Find?vesselId=${vessel.id}&fromDate=${from.toISOString()}&toDate=${to.toISOString()}`,
    );
    if (positions && positions.length > 0) return vessel;
  }
  return null;
}

test('PERF-020 PERF-066 PERF-068 PERF-069 PERF-117 PERF-118 Vessel Overview: map, markers, popup, track, keyboard, axe, offline basemap and markers', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(600_000);
  const token = await apiToken(request, demoAccounts.super);
  // The demo fleet is imported in the background; positions exist once a vessel's import is in.
  let vessel: Vessel | null = null;
  await expect
    .poll(
      async () => {
        vessel = await vesselWithPosition(request, token);
        return vessel !== null;
      },
      { timeout: 480_000, intervals: [3000] },
    )
    .toBe(true);
  const mapped = vessel as unknown as Vessel;

  // The latest positions of the fleet come in one call (ADR 0086), none per vessel; /Find reads tracks.
  const locationReads: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/v1/VesselLocations/')) locationReads.push(`${r.method()} ${path}`);
  });
  await login(page, demoAccounts.super);
  // SHELL-054: the sidebar entry opens the page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vessel Overview' }).click();
  await expect(page).toHaveURL(/\/VesselOverview$/);
  await expect(page).toHaveTitle('Vessel Overview | Wakeline');

  // The bundled land is drawn (no tile service here), and the markers of the vessels with positions.
  const map = page.getByTestId('vessel-map');
  const land = map.locator('.leaflet-overlay-pane path').first();
  await expect(land).toBeAttached({ timeout: 60_000 });
  expect((await land.getAttribute('d'))?.length ?? 0).toBeGreaterThan(1000);
  await expect(map.locator('.wakeline-vessel-marker, .wakeline-vessel-group').first()).toBeVisible({
    timeout: 60_000,
  });
  // PERF-068: the legend.
  const legend = page.getByRole('list', { name: 'Map legend' });
  for (const label of [
    'Ok',
    'Observe',
    'Not ok',
    'Benchmarking',
    'Performance status N/A',
    'Previous positions',
  ]) {
    await expect(legend.getByText(label, { exact: true })).toBeVisible();
  }

  // Keyboard: the vessel's button in the list flies the map to it and opens its popup.
  const button = page
    .getByRole('navigation', { name: 'Vessels on the map' })
    .getByRole('button', { name: new RegExp(mapped.name) });
  await expect(button).toBeEnabled({ timeout: 60_000 });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  const popup = page.getByTestId('vessel-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(mapped.name);
  await expect(popup).toContainText('Location');
  await expect(popup.getByRole('link', { name: `Open ${mapped.name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The marker itself opens the popup too.
  await map.locator('.leaflet-popup-close-button').click();
  await expect(popup).toBeHidden();
  const marker = map.locator(`.wakeline-vessel-marker[title^="${mapped.name}:"]`);
  await marker.click();
  await expect(page.getByTestId('vessel-popup')).toContainText(mapped.name);

  expect(locationReads.length).toBeGreaterThan(0);
  expect(new Set(locationReads)).toEqual(new Set(['POST /api/v1/VesselLocations/Latest']));

  // PERF-069, PERF-118: the track and the earlier positions in 6-hour steps.
  await page.getByRole('checkbox', { name: 'Show vessel track' }).check();
  await expect(map.locator('.wakeline-previous-position').first()).toBeAttached({ timeout: 90_000 });
  await expect
    .poll(async () => map.locator('.leaflet-overlay-pane path').count(), { timeout: 60_000 })
    .toBeGreaterThan(1);
  await expectNoSeriousA11yViolations(page);

  // Offline: after this first visit the service worker holds the build, basemap included.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 90_000,
  });
  await cutNetwork(context);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByTestId('vessel-map').locator('.leaflet-overlay-pane path').first()).toBeAttached({
    timeout: 60_000,
  });
  expect(
    (await page.getByTestId('vessel-map').locator('.leaflet-overlay-pane path').first().getAttribute('d'))
      ?.length ?? 0,
  ).toBeGreaterThan(1000);
  // The latest positions read online are kept on the device (the read cache): the markers too.
  await expect(
    page.getByTestId('vessel-map').locator(`.wakeline-vessel-marker[title^="${mapped.name}:"]`),
  ).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(page);
  await restoreNetwork(context);
});

test('ADMIN-068 ADMIN-069 Filter on group shows the vessels of one of the user’s vessel groups on the Vessel Overview', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, demoAccounts.super);
  const headers = { Authorization: `Bearer ${token}` };
  const vessels = (await get<Vessel[]>(request, token, '/api/v1/Vessels')) ?? [];
  expect(vessels.length).toBeGreaterThanOrEqual(2);
  const [chosen] = vessels as [Vessel];
  const created = await request.post('/api/v1/VesselGroups', { headers, data: { name: 'Map filter' } });
  expect(created.status()).toBe(201);
  const group = (await created.json()) as { id: string };
  try {
    const added = await request.post('/api/v1/VesselGroups/AddVessel', {
      headers,
      data: { vesselGroupId: group.id, vesselId: chosen.id },
    });
    expect(added.status()).toBe(200);

    await login(page, demoAccounts.super, { path: '/VesselOverview' });
    const list = page.getByRole('navigation', { name: 'Vessels on the map' });
    await expect(list.getByTestId('overview-vessel')).toHaveCount(vessels.length, { timeout: 60_000 });
    await page.getByRole('combobox', { name: 'Filter on group', exact: true }).click();
    await page.getByRole('option', { name: 'Map filter', exact: true }).click();
    await expect(list.getByTestId('overview-vessel')).toHaveCount(1);
    await expect(list.getByTestId('overview-vessel')).toContainText(chosen.name);
    await expect(page).toHaveURL(new RegExp(`group=${group.id}`));
    await expectNoSeriousA11yViolations(page);
    // The choice is in the address: a reload keeps it.
    await page.reload();
    await expect(list.getByTestId('overview-vessel')).toHaveCount(1, { timeout: 60_000 });
  } finally {
    await request.delete(`/api/v1/VesselGroups/${group.id}`, { headers });
  }
});
