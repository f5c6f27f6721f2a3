// Dashboards (000 §2-§5, issue 14 §1, issue 26 §5) on the demo data: the start page's first
// dashboard (the fleet's map, status, CII, alerts and fouling ranking above Welcome), Manage
// dashboards (add, rename inline with Enter and Esc, choose, delete), a widget of every other type
// added with its configuration dialog (table with a last-received value, graph, Vessel map,
// performance status, Notifications, CII, Fouling Overview), a widget dragged and resized and found
// so after a reload, the 'Select time span' rules, a dashboard shared read-only with a User of the
// same company, and the dashboards with their last results and their age after a reload without a
// connection. axe on the page and on every dialog.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, journeyTimeoutMs, login, visibleVessels } from './support/demo.ts';
import { cutNetwork, restoreNetwork } from './support/offline.ts';
import { settledBox } from './support/boxes.ts';

// This journey needs the service worker (offline or the installed app); the others run without it.
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ timeout: journeyTimeoutMs * 7 });

type DemoVessel = { id: string; name: string; features: { name: string }[] };
type SavedWidget = { type: string; x: number; y: number; w: number; h: number };

const getJson = async <T>(request: APIRequestContext, token: string, path: string): Promise<T | null> => {
  const response = await request
    .get(path, { headers: { Authorization: `Bearer ${token}` }, timeout: 20_000 })
    .catch(() => null); // the server may be too busy importing to answer in time
  return response?.status() === 200 ? ((await response.json()) as T) : null;
};

/** A vessel with a position in the two days before now (the demo's data run up to now). */
async function vesselWithPosition(
  request: APIRequestContext,
  token: string,
  vessels: readonly DemoVessel[],
): Promise<DemoVessel | null> {
  const to = new Date();
  const from = new Date(to.getTime() - 2 * 86_400_000);
  for (const vessel of vessels) {
    const positions = await getJson<unknown[]>(
      request,
      token,
      `/api/v1/VesselLocations/Find?vesselId=${vessel.id}&fromDate=${from.toISOString()}&toDate=${to.toISOString()}`,
    );
    if (positions && positions.length > 0) return vessel;
  }
  return null;
}

// A minute at most: a drag that missed its handle saves nothing, and the wait would otherwise last
// as long as the test may.
const dashboardSaved = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/v1/Dashboard') && r.request().method() === 'PUT', {
    timeout: 60_000,
  });

/** Drags with the mouse in small steps, as a hand does (the grid starts a drag after a few pixels). */
async function dragBy(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 4, from.y + dy / 4, { steps: 5 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 15 });
  await page.mouse.up();
}

/**
 * Opens "Add widget" and chooses `item`. A widget that has just been added may still be drawing
 * (a map's tiles, a chart): a press that lands while the toolbar re-renders opens no menu, so the
 * press is repeated until the menu shows.
 */
async function addWidget(page: Page, item: string) {
  const entry = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (!(await entry.isVisible())) await page.getByRole('button', { name: 'Add widget' }).click();
    await expect(entry).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await entry.click();
}

async function pick(page: Page, label: string, option: string | RegExp) {
  // Mantine's Select and MultiSelect inputs are comboboxes.
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
  // A MultiSelect keeps its list open after a choice: leave the field.
  await page.keyboard.press('Tab');
}

test('SHELL-003 SHELL-050 SHELL-052 SHELL-066..073 SHELL-090..098 a user builds a dashboard with every widget type, arranges it, shares it read-only and reads it offline', async ({
  page,
  context,
  request,
  browser,
}) => {
  const userVessels = await visibleVessels(request, demoAccounts.user);
  if (userVessels.length === 0) throw new Error('user@example.com sees no vessel');
  const token = await apiToken(request, demoAccounts.super);
  const fleet = (await getJson<DemoVessel[]>(request, token, '/api/v1/Vessels')) ?? [];
  const fouled = fleet.find((vessel) => vessel.features.some((f) => f.name === 'Fouling'));
  if (!fouled) throw new Error('no demo vessel has the Fouling module');
  // The demo fleet imports in the background: wait for a vessel of the User with a speed value.
  let userVessel = userVessels[0]!;
  let variableName = '';
  await expect
    .poll(
      async () => {
        for (const vessel of userVessels) {
          const variables =
            (await getJson<{ id: string; displayName: string; hasLogData: boolean }[]>(
              request,
              token,
              `/api/v1/LogVariables?vesselIds=${vessel.id}`,
            )) ?? [];
          const speed = variables.find((v) => v.hasLogData && /speed/i.test(v.displayName));
          if (!speed) continue;
          const last = await getJson<{ value: number | null }[]>(
            request,
            token,
            `/api/v1/LogData/LastReceived?logVariableIds=${speed.id}`,
          );
          if (last?.[0]?.value === null || last?.[0]?.value === undefined) continue;
          userVessel = vessel;
          variableName = speed.displayName;
          return true;
        }
        return false;
      },
      { timeout: 600_000, intervals: [5000] },
    )
    .toBe(true);

  await login(page, demoAccounts.super);
  // The first dashboard is made by two writes to a server busy importing the demo fleet.
  await expect(page).toHaveTitle('Dashboard | Wakeline', { timeout: 90_000 });
  await expect(page.getByTestId('welcome')).toBeVisible({ timeout: 30_000 });
  // The fleet first (issue 26 §5): the map, the performance status, the CII, the open alerts and the
  // fouling ranking, with the Welcome text below them.
  await expect(page.getByTestId('widget-VesselMap')).toBeVisible();
  await expect(page.getByTestId('performance-status').getByRole('img').first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('widget-FoulingOverview')).toBeVisible();
  const welcomeTop = (await page.getByTestId('welcome').boundingBox())!.y;
  expect((await page.getByTestId('widget-VesselMap').boundingBox())!.y).toBeLessThan(welcomeTop);
  await expectNoSeriousA11yViolations(page);

  // Manage dashboards: add, rename (Esc cancels, Enter saves), choose as current.
  await page.getByRole('button', { name: 'Manage dashboards' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage dashboards' });
  await expect(manage).toBeVisible();
  await expect(manage.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await manage.getByRole('button', { name: 'Add new' }).click();
  await expect(manage.getByRole('button', { name: 'Rename New dashboard 2' })).toBeVisible();
  await manage.getByRole('button', { name: 'Rename New dashboard 2' }).click();
  await manage.getByRole('textbox', { name: 'Dashboard name' }).fill('Ignored');
  await manage.getByRole('textbox', { name: 'Dashboard name' }).press('Escape');
  await expect(manage.getByRole('button', { name: 'Rename New dashboard 2' })).toBeVisible();
  await manage.getByRole('button', { name: 'Rename New dashboard 2' }).click();
  await manage.getByRole('textbox', { name: 'Dashboard name' }).fill('Engines');
  await manage.getByRole('textbox', { name: 'Dashboard name' }).press('Enter');
  await expect(manage.getByRole('button', { name: 'Rename Engines' })).toBeVisible();
  await manage.getByRole('radio', { name: 'Show Engines' }).check();
  await manage.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('heading', { name: 'Engines', level: 1 })).toBeVisible();

  // A vessel data table with a last-received value.
  await page.getByRole('button', { name: 'Add widget' }).click();
  await expect(page.getByRole('menuitem', { name: 'Welcome' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Vessel data table' }).click();
  const config = page.getByRole('dialog', { name: 'Configure Vessel data table' });
  await pick(page, 'Vessels', userVessel.name);
  await config.getByRole('button', { name: 'Add column' }).click();
  await pick(page, 'Log variable 1', variableName);
  await expectNoSeriousA11yViolations(page);
  await config.getByRole('button', { name: 'Save' }).click();
  await expect(config).toHaveCount(0);
  const table = page.getByTestId('widget-VesselDataTable').getByTestId('vessel-data-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr td').last()).toHaveText(/\d/, { timeout: 60_000 });

  // A vessel data graph of the same value over the default 24 hours.
  await addWidget(page, 'Vessel data graph');
  const graphConfig = page.getByRole('dialog', { name: 'Configure Vessel data graph' });
  await pick(page, 'Vessels', userVessel.name);
  await graphConfig.getByRole('button', { name: 'Add value' }).click();
  await pick(page, 'Log variable 1', variableName);
  await pick(page, 'Calculation type 1', 'From and to dates');
  await graphConfig.getByRole('button', { name: 'Save' }).click();
  const graph = page.getByTestId('widget-VesselDataGraph');
  await expect(graph.locator('canvas, :text("No data in this period.")').first()).toBeVisible({
    timeout: 60_000,
  });

  // Performance status and CII.
  await addWidget(page, 'Performance status');
  const statusConfig = page.getByRole('dialog', { name: 'Configure Performance status' });
  await statusConfig.getByRole('combobox', { name: 'Vessels', exact: true }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Tab');
  await statusConfig.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('performance-status').getByRole('img').first()).toBeVisible();

  await addWidget(page, 'Carbon Intensity Indicator (CII)');
  await pick(page, 'Vessel', userVessel.name);
  await page
    .getByRole('dialog', { name: /Configure Carbon/ })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByTestId('widget-Cii').getByText(userVessel.name)).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(page);

  // The Vessel map (one per dashboard) with a vessel that has a position by now.
  let mapped: DemoVessel | null = null;
  await expect
    .poll(
      async () => {
        mapped = await vesselWithPosition(request, token, fleet);
        return mapped !== null;
      },
      { timeout: 480_000, intervals: [5000] },
    )
    .toBe(true);
  const onMap = mapped as unknown as DemoVessel;
  // The widget reads its vessels' latest positions in one call (ADR 0086), none per vessel.
  const locationReads: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/v1/VesselLocations/')) locationReads.push(`${r.method()} ${path}`);
  });
  await addWidget(page, 'Vessel map');
  const mapConfig = page.getByRole('dialog', { name: 'Configure Vessel map' });
  await pick(page, 'Vessels', onMap.name);
  await expectNoSeriousA11yViolations(page);
  await mapConfig.getByRole('button', { name: 'Save' }).click();
  const mapWidget = page.getByTestId('widget-VesselMap');
  await expect(
    mapWidget.locator(`.wakeline-vessel-marker[title^="${onMap.name}:"], .wakeline-vessel-group`).first(),
  ).toBeVisible({ timeout: 90_000 });
  await expect(mapWidget.locator('.leaflet-overlay-pane path').first()).toBeAttached({ timeout: 60_000 });
  expect(locationReads.length).toBeGreaterThan(0);
  expect(new Set(locationReads)).toEqual(new Set(['POST /api/v1/VesselLocations/Latest']));
  // One Vessel map per dashboard: the open menu no longer offers it.
  const notificationsEntry = page.getByRole('menuitem', { name: 'Notifications' });
  await expect(async () => {
    if (!(await notificationsEntry.isVisible()))
      await page.getByRole('button', { name: 'Add widget' }).click();
    await expect(notificationsEntry).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('menuitem', { name: 'Vessel map' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(notificationsEntry).toHaveCount(0);

  // Notifications of the user's vessel: those not acknowledged, or the empty state.
  await addWidget(page, 'Notifications');
  const notificationsConfig = page.getByRole('dialog', { name: 'Configure Notifications' });
  await pick(page, 'Vessels', userVessel.name);
  await expectNoSeriousA11yViolations(page);
  await notificationsConfig.getByRole('button', { name: 'Save' }).click();
  const notificationsWidget = page.getByTestId('widget-Notifications');
  await expect(
    notificationsWidget
      .getByTestId('widget-notification')
      .or(notificationsWidget.getByText('No notifications to acknowledge on these vessels.'))
      .first(),
  ).toBeVisible({ timeout: 60_000 });
  await expect(
    notificationsWidget.getByRole('link', { name: 'All notifications and alert rules' }),
  ).toBeVisible();

  // Fouling Overview: only vessels with the Fouling module are offered.
  await addWidget(page, 'Fouling Overview');
  const foulingConfig = page.getByRole('dialog', { name: 'Configure Fouling Overview' });
  await foulingConfig.getByRole('combobox', { name: 'Vessels', exact: true }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  const offered = await page.getByRole('option').allTextContents();
  for (const name of offered)
    expect(fleet.find((v) => v.name === name)?.features.some((f) => f.name === 'Fouling')).toBe(true);
  await page.keyboard.press('Tab');
  await pick(page, 'Vessels', fouled.name);
  await expectNoSeriousA11yViolations(page);
  await foulingConfig.getByRole('button', { name: 'Save' }).click();
  const foulingTable = page.getByTestId('widget-FoulingOverview').getByTestId('fouling-overview');
  await expect(foulingTable.locator('tbody tr').filter({ hasText: fouled.name })).toBeVisible({
    timeout: 90_000,
  });
  await expect(foulingTable.locator('thead')).toContainText('Speed loss now');
  await expectNoSeriousA11yViolations(page);

  // Drag the CII widget by its title to the right, then make it larger from its corner: each is
  // saved with the dashboard, and a reload shows the same layout.
  const cii = page.getByTestId('widget-Cii');
  await cii.scrollIntoViewIfNeeded();
  const title = await settledBox(cii.locator('.widget-drag-handle'));
  let layoutSaved = dashboardSaved(page);
  await dragBy(page, { x: title.x + 30, y: title.y + title.height / 2 }, 320, 0);
  expect((await layoutSaved).status()).toBe(200);
  const corner = await settledBox(cii.locator('.react-resizable-handle'));
  layoutSaved = dashboardSaved(page);
  await dragBy(page, { x: corner.x + corner.width / 2, y: corner.y + corner.height / 2 }, 140, 120);
  expect((await layoutSaved).status()).toBe(200);
  const engines = async () =>
    (
      (await getJson<{ name: string; widgets: SavedWidget[] }[]>(request, token, '/api/v1/Dashboard')) ?? []
    ).find((d) => d.name === 'Engines');
  const arranged = (await engines())!.widgets.find((w) => w.type === 'Cii')!;
  expect(arranged.x).toBeGreaterThan(0);
  expect(arranged.w).toBeGreaterThan(8);
  expect(arranged.h).toBeGreaterThan(6);
  // Where the widget stands in its grid, as shares of the grid's width: a scroll bar that comes or
  // goes with the page's height changes the grid's width, and every widget's pixels with it.
  const placeOf = async (settled = false) => {
    const grid = (await page.getByTestId('dashboard-grid').boundingBox())!;
    const cell = page.getByTestId('widget-Cii');
    // Right after the resize the widget is still sliding to its new size: read it once it stopped.
    const box = settled ? await settledBox(cell) : (await cell.boundingBox())!;
    return { left: (box.x - grid.x) / grid.width, width: box.width / grid.width, height: box.height };
  };
  const before = await placeOf(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Engines', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('widget-Cii').getByText(userVessel.name)).toBeVisible({ timeout: 60_000 });
  // The page first draws the dashboards kept on the device (they may have been stored before the
  // resize: the device's copy is written at most once a second), then the server's answer.
  await expect
    .poll(
      async () => {
        const after = await placeOf();
        return Math.max(
          Math.abs(after.left - before.left) * 100,
          Math.abs(after.width - before.width) * 100,
          Math.abs(after.height - before.height) / 2,
        );
      },
      { timeout: 30_000 },
    )
    // Within a hundredth of the grid's width across, and 2 px down.
    .toBeLessThan(1);
  expect((await engines())!.widgets.find((w) => w.type === 'Cii')).toEqual(arranged);

  // Set general time span: its rules in the spec's words.
  await page.getByRole('button', { name: 'Menu of Engines' }).click();
  await page.getByRole('menuitem', { name: 'Set general time span' }).click();
  const span = page.getByRole('dialog', { name: 'Select time span' });
  await span.getByRole('button', { name: 'Apply' }).click();
  await expect(span.getByRole('alert')).toHaveText('Please select widgets');
  await span.getByRole('checkbox', { name: 'Vessel data table' }).check();
  await pick(page, 'Calculation type', /^Averaged$/);
  await span.getByRole('textbox', { name: 'Hours' }).fill('400');
  await span.getByRole('button', { name: 'Apply' }).click();
  await expect(span.getByRole('alert')).toHaveText('Selected hours must be between 1 and 300.');
  await expectNoSeriousA11yViolations(page);
  await span.getByRole('textbox', { name: 'Hours' }).fill('12');
  await span.getByRole('button', { name: 'Apply' }).click();
  await expect(span).toHaveCount(0);
  await expect(table.locator('thead')).toContainText('Averaged');

  // Share Engines with the User of the same company.
  await page.getByRole('button', { name: 'Manage dashboards' }).click();
  await manage.getByRole('button', { name: 'Share Engines' }).click();
  const saved = dashboardSaved(page);
  await page.getByRole('checkbox', { name: 'Ulrik User' }).check();
  expect((await saved).status()).toBe(200);
  await expectNoSeriousA11yViolations(page);
  await manage.getByRole('button', { name: 'Share Engines' }).click();
  await manage.getByRole('button', { name: 'Close' }).last().click();

  // The recipient, in a browser of their own.
  const recipient = await (await browser.newContext()).newPage();
  await login(recipient, demoAccounts.user);
  const sharedList = recipient.getByRole('list', { name: 'Shared with me' });
  await expect(sharedList.getByRole('link', { name: 'Engines' })).toBeVisible({ timeout: 30_000 });
  await sharedList.getByRole('link', { name: 'Engines' }).click();
  await expect(recipient.getByTestId('read-only-note')).toBeVisible();
  await expect(recipient.getByRole('button', { name: 'Add widget' })).toHaveCount(0);
  await expect(
    recipient.getByTestId('widget-VesselDataTable').getByTestId('vessel-data-table'),
  ).toContainText(userVessel.name);
  await recipient.context().close();

  // Offline: the page was seen with a connection, so the build (basemap included) is in the
  // service worker and the dashboards and the widgets' last answers are in the device's read cache.
  await expect(table.locator('tbody tr td').last()).not.toHaveText('…', { timeout: 60_000 });
  // The value cell (the vessel's own cells come from the device's vessel copy).
  const valueText = await table.locator('tbody tr td').last().innerText();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 90_000,
  });
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const kept = localStorage.getItem('wakeline.read-cache') ?? '';
          return ['"results"', '"fouling"', '"latest"'].every((key) => kept.includes(key));
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
  await cutNetwork(context);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Engines', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('dashboards-age')).toContainText('Shown from this device');
  await expect(table.locator('tbody tr').first()).toContainText(userVessel.name, { timeout: 30_000 });
  await expect(table.locator('tbody tr td').last()).toHaveText(valueText);
  await expect(page.getByTestId('widget-VesselDataTable').getByTestId('widget-age')).toContainText(
    /^Kept on this device, (just now|\d+ minutes? ago)$/,
  );
  await expect(foulingTable.locator('tbody tr').filter({ hasText: fouled.name })).toBeVisible();
  await expect(page.getByTestId('widget-FoulingOverview').getByTestId('widget-age')).toBeVisible();
  await expect(
    mapWidget.locator(`.wakeline-vessel-marker[title^="${onMap.name}:"], .wakeline-vessel-group`).first(),
  ).toBeVisible({ timeout: 60_000 });
  await expect(mapWidget.getByTestId('widget-age')).toBeVisible();
  // Offline the dashboard cannot change: no 'Add widget'.
  await expect(page.getByRole('button', { name: 'Add widget' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await restoreNetwork(context);
});
