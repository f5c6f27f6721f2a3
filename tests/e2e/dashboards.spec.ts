// Dashboards (000 §2-§5, issue 14 §1) on the demo data: the start page's first dashboard (Welcome
// and the fleet's table), Manage dashboards (add, rename inline with Enter and Esc, choose, delete),
// widgets added with their configuration dialogs (table with a last-received value, graph,
// performance status, CII), the 'Select time span' rules, and a dashboard shared read-only with a
// User of the same company. axe on the page and on every dialog.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, journeyTimeoutMs, login, visibleVessels } from './support/demo.ts';

test.describe.configure({ timeout: journeyTimeoutMs * 3 });

async function pick(page: Page, label: string, option: string | RegExp) {
  // Mantine's Select and MultiSelect inputs are comboboxes.
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
  // A MultiSelect keeps its list open after a choice: leave the field.
  await page.keyboard.press('Tab');
}

test('SHELL-003 SHELL-050 SHELL-052 SHELL-066..073 a user arranges dashboards and widgets, and shares one read-only', async ({
  page,
  request,
  browser,
}) => {
  const [userVessel] = await visibleVessels(request, demoAccounts.user);
  if (!userVessel) throw new Error('user@example.com sees no vessel');
  // The demo fleet imports in the background: wait until the vessel has log variables.
  const token = await apiToken(request, demoAccounts.super);
  let variableName = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/v1/LogVariables?vesselIds=${userVessel.id}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const variables = answer.ok()
          ? ((await answer.json()) as { displayName: string; hasLogData?: boolean }[])
          : [];
        variableName =
          variables.find((v) => /speed/i.test(v.displayName))?.displayName ?? variables[0]?.displayName ?? '';
        return variableName !== '';
      },
      { timeout: 300_000, intervals: [5000] },
    )
    .toBe(true);

  await login(page, demoAccounts.super);
  await expect(page).toHaveTitle('Dashboard | Wakeline');
  await expect(page.getByTestId('welcome')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('vessel-data-table').locator('tbody tr').first()).toBeVisible();
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
  await page.getByRole('button', { name: 'Add widget' }).click();
  await page.getByRole('menuitem', { name: 'Vessel data graph' }).click();
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
  await page.getByRole('button', { name: 'Add widget' }).click();
  await page.getByRole('menuitem', { name: 'Performance status' }).click();
  const statusConfig = page.getByRole('dialog', { name: 'Configure Performance status' });
  await statusConfig.getByRole('combobox', { name: 'Vessels', exact: true }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Tab');
  await statusConfig.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('performance-status').getByRole('img').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add widget' }).click();
  await page.getByRole('menuitem', { name: 'Carbon Intensity Indicator (CII)' }).click();
  await pick(page, 'Vessel', userVessel.name);
  await page
    .getByRole('dialog', { name: /Configure Carbon/ })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByTestId('widget-Cii').getByText(userVessel.name)).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(page);

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
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/Dashboard') && r.request().method() === 'PUT',
  );
  await page.getByRole('checkbox', { name: 'Ulrik User' }).check();
  expect((await saved).status()).toBe(200);
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
});
