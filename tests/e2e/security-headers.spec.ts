// The app under its Content-Security-Policy (issue 16 §4, ADR 0067): sign in, the Vessel Overview
// map (Leaflet, the bundled world-atlas basemap, markers), a uPlot graph (logging history), the
// Comlink calc worker, the service worker and the API reference (Swagger UI) all work in Chromium
// with no `securitypolicyviolation` event and no CSP error in the console; every document carries
// the security headers.
import { expect, test, type Page, type Response } from '@playwright/test';
import { apiToken, demoAccounts, login, visibleVessels } from './support/demo.ts';
import { optionLabel, pickVariable, vesselWithLogData } from './support/log-data.ts';
import type { WakelineCalcProbe } from '../../workers/calc-probe.ts';

// This journey needs the service worker (offline or the installed app); the others run without it.
test.use({ serviceWorkers: 'allow' });

type CspWindow = Window & { cspViolations?: string[]; wakelineCalc?: WakelineCalcProbe };

/** Collects CSP violations (DOM events and console errors) of every page of the test. */
function watchCsp(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|create|connect|frame)/i.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|unsafe-eval|Refused to/i.test(error.message))
      problems.push(`page error: ${error.message}`);
  });
  return problems;
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as CspWindow).cspViolations ?? []);
}

function expectHeaders(response: Response | null, what: string) {
  expect(response, what).not.toBeNull();
  const headers = response!.headers();
  expect(headers['content-security-policy'], what).toContain("script-src 'self';");
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['x-frame-options'], what).toBe('DENY');
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const target = window as CspWindow;
    target.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      target.cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
});

test('the app, its workers, the map, a graph and the API reference run under the CSP without a violation', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const problems = watchCsp(page);

  // Sign in (the login page loads the calc probe: the Comlink worker runs a calculation).
  expectHeaders(await page.goto('/login'), 'login page');
  await page.waitForFunction(() => (window as CspWindow).wakelineCalc !== undefined);
  expect(await page.evaluate(() => (window as CspWindow).wakelineCalc!.mode())).toBe('worker');
  const curve = await page.evaluate(() =>
    (window as CspWindow).wakelineCalc!.fitRegression('power', [1, 2, 3, 4], [1, 8, 27, 64], {
      precision: 3,
    }),
  );
  expect(curve.coefficients[1]).toBeCloseTo(3, 6);
  await login(page, demoAccounts.super);
  // The service worker installs and activates under its own CSP. It precaches the whole build from a
  // server that may still be importing the demo fleet's year (seconds per request on a busy machine).
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? 'none'), {
      timeout: 300_000,
    })
    .toBe('activated');
  expect(await violations(page)).toEqual([]);

  // The Vessel Overview map: the bundled land is drawn; markers once the demo import has positions.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vessel Overview' }).click();
  await expect(page).toHaveURL(/\/VesselOverview$/);
  const map = page.getByTestId('vessel-map');
  await expect(map.locator('.leaflet-overlay-pane path').first()).toBeAttached({ timeout: 60_000 });
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Natural Earth');
  expect(await violations(page)).toEqual([]);

  // A uPlot graph: the logging history of a vessel with imported data, plotted.
  const token = await apiToken(request, demoAccounts.super);
  const vessels = await visibleVessels(request, demoAccounts.super);
  const box: { found: Awaited<ReturnType<typeof vesselWithLogData>> } = { found: null };
  await expect
    .poll(async () => (box.found = await vesselWithLogData(request, token, vessels)) !== null, {
      timeout: 420_000,
      intervals: [3000],
    })
    .toBe(true);
  const { vessel, variables } = box.found!;
  expectHeaders(
    await page.goto(`/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/LoggingHistory`),
    'SPA fallback of a deep link',
  );
  // The logging-history journey may have saved this SuperUser's graph settings for the same vessel.
  await pickVariable(page, 'Distinct group', optionLabel(variables[0]!));
  await page.getByRole('radio', { name: 'All values' }).check();
  await page.getByRole('radio', { name: 'Day', exact: true }).check();
  await page.getByRole('button', { name: 'Plot' }).click();
  const chart = page.getByTestId('log-data-chart').first();
  await expect(chart.locator('canvas')).toBeVisible({ timeout: 60_000 });
  expect(await violations(page)).toEqual([]);

  // The API reference: Swagger UI from served files only, reading the OpenAPI document.
  expectHeaders(await page.goto('/api/docs'), 'API reference');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Wakeline', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^POST \/api\/v1\/Authenticate Sign in/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  expect(problems).toEqual([]);
});

test('a page may not be framed: frame-ancestors none stops an embedding page', async ({ page }) => {
  const problems = watchCsp(page);
  await page.goto('/login');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = '/login';
    frame.title = 'framed login';
    document.body.append(frame);
  });
  await expect
    .poll(() => problems.some((problem) => /frame-ancestors/.test(problem)), { timeout: 15_000 })
    .toBe(true);
});
