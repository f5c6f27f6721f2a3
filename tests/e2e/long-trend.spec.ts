// The Long trend page (001 §2) on the demo fleet: the trends the server computed from the imported
// data, 'use in vessel status' saved at once, the manual benchmark form, and the notice on a vessel
// without the Diagnostics module.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';
import { getJson, hasDiagnostics, vesselWithLongTrends, type DemoLongTrend } from './support/long-trends.ts';

test('PERF-022 PERF-023 PERF-024 PERF-115 the long trends of a demo vessel: rows, use in vessel status, the manual benchmark', async ({
  page,
  request,
}) => {
  test.setTimeout(540_000);
  const token = await apiToken(request, demoAccounts.super);
  // The trends are computed after each vessel's import; the demo fleet imports in the background.
  const { vessel, trends, vessels } = await vesselWithLongTrends(request, token);
  const without = vessels.find((v) => !hasDiagnostics(v))!;
  const firstTrend = async () =>
    (await getJson<DemoLongTrend[]>(request, token, `/api/v1/LongTrends/Find?vesselId=${vessel.id}`))?.[0];

  await login(page, demoAccounts.super, {
    path: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/LongTrend`,
  });
  await expect(page).toHaveTitle(`Long trend | ${vessel.name} | Wakeline`);
  const rows = page.getByTestId('long-trend-row');
  await expect(rows).toHaveCount(trends.length, { timeout: 60_000 });
  await expect(rows.first().getByText('Speed', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // PERF-023: the toggle is saved at once; the server has it without any other action.
  const toggle = rows.first().getByRole('checkbox', { name: /use in vessel status/ });
  await expect(toggle).toBeChecked();
  // A click, not uncheck(): uncheck() fails when the box has not changed the moment the click
  // returns, and the list shows the change only once its read in flight is cancelled (a fresh-clone
  // CI run lost that race); the assertions below wait for it.
  await toggle.click();
  await expect.poll(async () => (await firstTrend())?.useInVesselStatus).toBe(false);
  // The list is read again after the save: wait for it to settle before switching back.
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect.poll(async () => (await firstTrend())?.useInVesselStatus).toBe(true);
  await expect(toggle).toBeChecked();

  // PERF-024, PERF-119: the manual benchmark form from the keyboard.
  await rows.first().getByRole('button', { name: 'Benchmark of Speed' }).click();
  const form = page.getByRole('form', { name: 'Benchmark of Speed' });
  await form.getByRole('checkbox', { name: 'Use manual benchmark level' }).check();
  const level = form.getByLabel(/Benchmark level/);
  await level.fill('41');
  await level.press('Enter');
  await expect(form.getByText('Manual benchmark level must be a number between -40 and 40')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await level.fill('-1.5');
  await level.press('Enter');
  await expect(form).toBeHidden();
  await expect.poll(async () => (await firstTrend())?.manualBenchmarkLevel).toBe(-1.5);
  // Back to the trend's own benchmark.
  await rows.first().getByRole('button', { name: 'Benchmark of Speed' }).click();
  await form.getByRole('checkbox', { name: 'Use manual benchmark level' }).uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // PERF-115: a vessel without the Diagnostics module shows the notice instead of the page.
  await page.goto(`/Vessel/${without.id}/${encodeURIComponent(without.name)}/LongTrend`);
  await expect(page.getByTestId('feature-not-available')).toContainText(
    `Diagnostics feature not available for ${without.name}`,
  );
});
