// The partner page (000 §1/§2, 001 §6, 003 §6/§8, ADR 0061): the partner signs in, lands on
// /Kognifai without sidebar or top bar, sees its vessels with their latest values from the demo
// fleet's imported data and draws a graph at the partner chart height; once an Administrator has
// cleared its Client Secret, the page shows the expired-key warning instead.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login, visibleVessels } from './support/demo.ts';

type Variable = {
  id: string;
  vesselId: string;
  displayName: string;
  unit: string;
  taxa: string[];
  logDataMaxDate: string | null;
};
type User = {
  id: string;
  email: string;
  name: string;
  title: string;
  phoneNumber: string;
  role: string;
  kognifaiTenantId: string;
  kognifaiClientId: string;
  kognifaiClientSecret: string;
  version: number;
};

const sogTaxon = 'Navigation:Speed over ground';
/** The partner page's chart height (PARTNER_CHART_HEIGHT in src/features/partner). */
const partnerChartHeight = 400;
/** What the partner page shows for the expired keys (domain/messages.ts partnerKeysExpired). */
const keysExpiredText =
  'The API keys of your partner integration have expired. Please contact support to renew them.';

/** A partner vessel whose speed over ground is imported, and that variable; null while the import runs. */
async function vesselWithSpeed(request: APIRequestContext, token: string) {
  const response = await request
    .get('/api/v1/Kognifai/LogVariables?hasLogData=true', {
      headers: { Authorization: `Bearer ${token}` },
      timeout: 20_000,
    })
    .catch(() => null); // the server may be too busy importing to answer in time
  if (response?.status() !== 200) return null;
  const variables = (await response.json()) as Variable[];
  return variables.find((v) => v.taxa.includes(sogTaxon) && v.logDataMaxDate !== null) ?? null;
}

async function partnerUser(request: APIRequestContext, adminToken: string): Promise<User> {
  const response = await request.get('/api/v1/Users/Get', {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(response.status()).toBe(200);
  const users = (await response.json()) as User[];
  const partner = users.find((user) => user.email === demoAccounts.partner);
  if (!partner) throw new Error('the demo partner is missing');
  return partner;
}

async function putUser(request: APIRequestContext, adminToken: string, user: User): Promise<void> {
  const { id, name, title, phoneNumber, role, kognifaiTenantId, kognifaiClientId, kognifaiClientSecret } =
    user;
  // The edit is based on the user's version as it is now (If-Match, ADR 0092).
  const listed = await request.get('/api/v1/Users/Get', {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const current = ((await listed.json()) as User[]).find((candidate) => candidate.id === id);
  const response = await request.put('/api/v1/Users/Put', {
    headers: { Authorization: `Bearer ${adminToken}`, 'If-Match': `"${current?.version ?? 0}"` },
    data: { id, name, title, phoneNumber, role, kognifaiTenantId, kognifaiClientId, kognifaiClientSecret },
  });
  expect(response.status()).toBe(200);
}

async function expectNoShell(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByTestId('company-name')).toHaveCount(0);
}

test('SHELL-006 SHELL-042 PERF-144 PERF-145 ADMIN-012 the partner sees its vessels with their latest values and draws a graph at the partner chart height', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const token = await apiToken(request, demoAccounts.partner);
  const box: { sog: Variable | null } = { sog: null };
  await expect
    .poll(async () => (box.sog = await vesselWithSpeed(request, token)) !== null, {
      timeout: 420_000,
      intervals: [3000],
    })
    .toBe(true);
  const sog = box.sog as Variable;
  const vessels = await visibleVessels(request, demoAccounts.partner);
  const vessel = vessels.find((v) => v.id === sog.vesselId);
  if (!vessel) throw new Error('the variable is not on a partner vessel');

  await login(page, demoAccounts.partner);
  await expect(page).toHaveURL('/Kognifai');
  await expect(page).toHaveTitle('Partner vessels | Wakeline');
  await expectNoShell(page);

  // Every vessel is listed; the one with imported data shows its latest speed with unit and time.
  const table = page.getByTestId('partner-vessels');
  await expect(table.locator('tbody tr td:first-child')).toHaveText(
    vessels.map((v) => v.name).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    { timeout: 60_000 },
  );
  await expect(table.getByRole('columnheader')).toContainText([
    'Speed over ground',
    'Shaft power',
    'Main engine fuel mass flow',
  ]);
  const row = table.getByRole('row', { name: new RegExp(vessel.name) });
  const speedCell = row.getByRole('cell').nth(4);
  // '12.3 knot' and '22. Nov, 2026 11:45' (UTC).
  await expect(speedCell).toHaveText(/^-?[\d,]+(\.\d+)? \S+\d{2}\. \w{3}, \d{4} \d{2}:\d{2}$/, {
    timeout: 60_000,
  });
  expect(await speedCell.textContent()).toContain(sog.unit);
  await expectNoSeriousA11yViolations(page);

  // The graph: the vessel, its speed over ground, the two days up to its newest sample (the demo
  // fleet's history is still being imported, so 'Last 7 days' may hold nothing yet), Plot.
  const graph = page.getByRole('form', { name: 'Graph configuration' });
  await expect(graph.getByRole('button', { name: 'Plot' })).toBeDisabled();
  await expect(graph.getByText('Please select at least 1 item.')).toBeVisible();
  await graph.getByRole('combobox', { name: 'Vessel' }).click();
  await page.getByRole('option', { name: vessel.name, exact: true }).click();
  await graph.getByRole('combobox', { name: 'Log variables' }).click();
  const label = sog.unit ? `${sog.displayName} (${sog.unit})` : sog.displayName;
  await page.getByRole('option', { name: label, exact: true }).click();
  await page.keyboard.press('Escape');
  await graph.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'From and to dates' }).click();
  const toMs = Date.parse(sog.logDataMaxDate as string);
  const field = (ms: number) => new Date(ms).toISOString().slice(0, 16);
  await graph.getByLabel('From (UTC)').fill(field(toMs - 2 * 86_400_000));
  await graph.getByLabel('To (UTC)').fill(field(toMs + 60_000));
  await graph.getByRole('button', { name: 'Plot' }).click();

  const chart = page.getByRole('figure', { name: vessel.name });
  await expect(chart).toBeVisible({ timeout: 120_000 });
  await expect(chart.getByTestId('log-data-chart')).toHaveAttribute(
    'aria-label',
    new RegExp(`${sog.displayName}`),
  );
  // PERF-145: the partner chart height, measured on the drawn plot.
  const plot = chart.locator('.uplot');
  await expect(plot).toBeVisible();
  const plotBox = await plot.boundingBox();
  expect(Math.round(plotBox?.height ?? 0)).toBe(partnerChartHeight);
  const canvasHeight = await chart
    .locator('canvas')
    .evaluate((canvas) => canvas.getBoundingClientRect().height);
  expect(Math.round(canvasHeight)).toBe(partnerChartHeight);
  await expectNoSeriousA11yViolations(page);
});

test('ADMIN-181 ADMIN-025 after an Administrator clears the partner Client Secret, the partner page shows the expired-key warning; entered again, the vessels return', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const adminToken = await apiToken(request, demoAccounts.admin);
  const partner = await partnerUser(request, adminToken);
  expect(partner.kognifaiClientSecret).not.toBe('');
  try {
    // The Administrator clears the Client Secret in the user form.
    await login(page, demoAccounts.admin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User List' }).click();
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await page.getByRole('button', { name: `Edit ${partner.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit user' });
    await dialog.getByLabel('Client Secret').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await login(page, demoAccounts.partner);
    await expect(page).toHaveURL('/Kognifai');
    await expectNoShell(page);
    const alert = page.getByRole('alert').filter({ hasText: keysExpiredText });
    await expect(alert).toBeVisible({ timeout: 60_000 });
    await expect(alert).toContainText('API keys expired');
    await expect(page.getByTestId('partner-vessels')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Plot' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await putUser(request, adminToken, partner);
  }
  await page.reload();
  await expect(page.getByTestId('partner-vessels')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('alert').filter({ hasText: keysExpiredText })).toHaveCount(0);
});
