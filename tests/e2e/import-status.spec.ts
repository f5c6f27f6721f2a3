// Import status (003 §2): an Administrator watches the demo fleet's packages go through the real
// queues (the server feeds them on the first demo start), opens an import's details and returns.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';

/** The server answers slowly while it imports the demo fleet (one database connection). */
const busy = { timeout: 60_000 };

type ImportRow = { importPath: string; status: number; partitionKey: string };

/**
 * Every import the server knows of right now: running, recent (31 days) and failed. While the demo
 * fleet is imported the server may be too busy to answer; that counts as nothing known yet.
 */
async function knownImports(request: APIRequestContext, token: string): Promise<ImportRow[]> {
  const headers = { Authorization: `Bearer ${token}` };
  try {
    const lists = await Promise.all(
      ['/api/v1/RunningImports', '/api/v1/SuccessfulImports/GetAll/31', '/api/v1/FailedImports'].map(
        async (path) => {
          const response = await request.get(path, { headers, timeout: 20_000 });
          expect(response.status(), path).toBe(200);
          return (await response.json()) as ImportRow[];
        },
      ),
    );
    return lists.flat();
  } catch (error) {
    if (error instanceof Error && /ECONNRESET|Timeout|socket hang up/i.test(error.message)) return [];
    throw error;
  }
}

test('ADMIN-088 ADMIN-091 ADMIN-092 ADMIN-095 an admin sees the demo fleet imports, every section and control', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The demo fleet is imported in the background after start-up: wait until its first import exists.
  const token = await apiToken(request, demoAccounts.admin);
  await expect
    .poll(async () => (await knownImports(request, token)).length, { timeout: 150_000, intervals: [2000] })
    .toBeGreaterThan(0);

  await login(page, demoAccounts.admin);
  await page.getByRole('link', { name: 'Import Status' }).click();
  await expect(page).toHaveURL(/\/ImportStatus/);
  await expect(page).toHaveTitle('Import Status | Wakeline');

  for (const name of ['Running imports', 'Recent imports', 'Failed imports', 'Vessels being imported']) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible(busy);
  }
  await expect(page.getByText('Received data queue')).toBeVisible();
  await expect(page.getByText('Pending imports queue')).toBeVisible();
  await expect(page.getByTestId('queue-count-Pending imports queue')).toHaveText(/^\d+$/);
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Poll interval' })).toHaveValue('2 s');
  await expect(page.getByRole('combobox', { name: 'Rows per table' })).toHaveValue('5');

  // Realtime refresh on: the imports appear in one of the tables as the queue works through them.
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  const anyImportRow = page
    .getByRole('region', { name: /Running imports|Recent imports|Failed imports/ })
    .getByRole('row')
    .filter({ hasText: /\d{2}\. \w{3}, \d{4} \d{2}:\d{2}/ });
  await expect(anyImportRow.first()).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(page);
});

test('ADMIN-098 ADMIN-099 an imported import opens its details with downloads and tables, and Return goes back', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const token = await apiToken(request, demoAccounts.admin);
  await expect
    .poll(async () => (await knownImports(request, token)).filter((row) => row.status === 0).length, {
      timeout: 420_000,
      intervals: [2000],
    })
    .toBeGreaterThan(0);

  await login(page, demoAccounts.admin, { path: '/ImportStatus?recent=days&days=31' });
  const recent = page.getByRole('region', { name: 'Recent imports' });
  const detailsLink = recent.getByRole('link').first();
  await expect(detailsLink).toBeVisible(busy);
  await detailsLink.click();

  await expect(page).toHaveURL(/\/ImportStatus\/Details\?/);
  await expect(page.getByRole('button', { name: 'Return' })).toBeVisible(busy);
  const summary = page.getByRole('region', { name: 'Import' });
  await expect(summary.getByText('Import duration')).toBeVisible();
  await expect(summary.getByText('IMO number')).toBeVisible();
  await expect(summary.getByText(/^IMO \d{7}$/)).toBeVisible();
  const tables = page.getByRole('table', { name: 'Imported tables' });
  await expect(tables.getByRole('columnheader', { name: 'Row count' })).toBeVisible();
  await expect(tables.getByRole('cell', { name: 'LoggingHistory', exact: true })).toBeVisible(busy);
  await expectNoSeriousA11yViolations(page);

  const packageLink = page.getByRole('region', { name: 'Import' }).getByRole('link').first();
  const download = page.waitForEvent('download');
  await packageLink.click();
  expect((await download).suggestedFilename()).not.toBe('');

  await page.getByRole('button', { name: 'Return' }).click();
  await expect(page).toHaveURL(/\/ImportStatus(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Recent imports' })).toBeVisible(busy);
});

test('ADMIN-152 a user who is not an Administrator cannot open Import status', async ({ page }) => {
  await login(page, demoAccounts.user);
  await expect(page.getByRole('link', { name: 'Import Status' })).toHaveCount(0);
  await page.goto('/ImportStatus');
  await expect(page).not.toHaveURL(/\/ImportStatus/);
  await expect(page.getByRole('heading', { name: 'Running imports' })).toHaveCount(0);
});
