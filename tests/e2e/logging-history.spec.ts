// The logging history graph page (001 §2): a user opens a vessel's logging history, picks
// variables and a period, plots, and sees a chart drawn from the demo fleet's imported data.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login, visibleVessels } from './support/demo.ts';
import { optionLabel, vesselWithLogData, type Variable } from './support/log-data.ts';

test('PERF-009 PERF-053 PERF-057 a user picks variables and a period, plots, and sees the charts', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  type Found = NonNullable<Awaited<ReturnType<typeof vesselWithLogData>>>;
  const box: { found: Found | null } = { found: null };
  const token = await apiToken(request, demoAccounts.user);
  const vessels = await visibleVessels(request, demoAccounts.user);
  await expect
    .poll(async () => (box.found = await vesselWithLogData(request, token, vessels)) !== null, {
      timeout: 420_000,
      intervals: [3000],
    })
    .toBe(true);
  if (!box.found) throw new Error('no vessel of user@example.com has log data');
  const { vessel, variables } = box.found;
  const [first, second] = variables as [Variable, Variable];

  await login(page, demoAccounts.user, {
    path: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/LoggingHistory`,
  });
  await expect(page).toHaveTitle(`Logging history | ${vessel.name} | Wakeline`);

  const plot = page.getByRole('button', { name: 'Plot' });
  // The server answers slowly while it imports the rest of the demo fleet.
  await expect(plot).toBeVisible({ timeout: 60_000 });
  await expect(plot).toBeDisabled();
  await expect(page.getByText('Please select at least 1 item.')).toBeVisible();
  for (const option of ['All values', 'Last voyage', 'Recent', 'From and to dates']) {
    await expect(page.getByRole('radio', { name: option })).toBeAttached();
  }
  for (const interval of ['Auto', 'Day', 'Hour', 'Quarter', 'Minute', 'Raw']) {
    await expect(page.getByRole('radio', { name: new RegExp(`^${interval}`) })).toBeAttached();
  }
  await expectNoSeriousA11yViolations(page);

  // The Distinct group gets one variable, a group the second: two charts.
  await page.getByRole('combobox', { name: 'Distinct group' }).click();
  await page.getByRole('option', { name: optionLabel(first), exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add group' }).click();
  await page.getByRole('combobox', { name: 'Group 1' }).click();
  await page.getByRole('option', { name: optionLabel(second), exact: true }).click();
  await page.keyboard.press('Escape');

  // Recent with a span of 0 is refused (PERF-123); All values spans the imported year, for which
  // only Day and Auto are possible (PERF-128).
  await page.getByLabel('Days').fill('0');
  await expect(page.getByText('The total timespan must be greater than 0')).toBeVisible();
  await expect(plot).toBeDisabled();
  await page.getByRole('radio', { name: 'All values' }).check();
  await expect(
    page.getByRole('radio', { name: 'Raw (Not possible to plot due to the data size)' }),
  ).toBeDisabled();
  await expect(
    page.getByRole('radio', { name: 'Hour (Not possible to plot due to the data size)' }),
  ).toBeDisabled();
  await page.getByRole('radio', { name: 'Day', exact: true }).check();
  await page.getByLabel('Filter min & max').check();
  await expect(plot).toBeEnabled();
  await plot.click();

  const charts = page.getByTestId('log-data-chart');
  await expect(charts).toHaveCount(2, { timeout: 60_000 });
  await expect(charts.first().locator('canvas')).toBeVisible();
  await expect(page.getByRole('figure', { name: first.displayName })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Group 1' })).toBeVisible();

  // Keyboard zoom on one chart enables Reset zoom on every chart (shared zoom).
  await charts.first().focus();
  await page.keyboard.press('+');
  const resets = page.getByRole('button', { name: /^Reset zoom on/ });
  await expect(resets.first()).toBeEnabled();
  await expect(resets.nth(1)).toBeEnabled();
  await page.keyboard.press('0');
  await expect(resets.first()).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});
