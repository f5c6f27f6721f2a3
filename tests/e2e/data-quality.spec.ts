// Data Quality (001 §2, PERF-047..050): a SuperUser opens the sidebar entry tagged New (its
// vessels have the DataQuality feature) and goes through the four tabs from the keyboard and the
// mouse; each tab passes axe.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { demoAccounts, login } from './support/demo.ts';

test('PERF-007 PERF-047 PERF-048 PERF-049 PERF-050 the Data Quality tabs: overview, availability, outliers, speed log', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, demoAccounts.super);
  const entry = page.getByRole('link', { name: /Data Quality/ });
  await expect(entry).toBeVisible({ timeout: 30_000 });
  await expect(entry).toContainText('New');
  await entry.click();
  await expect(page).toHaveURL(/\/DataQuality\/FleetOverview$/);
  await expect(page.getByRole('heading', { name: 'Data Quality' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Northwind Fjord' })).toBeVisible({ timeout: 120_000 });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Data availability' }).click();
  await expect(page).toHaveURL(/\/DataQuality\/DataAvailability$/);
  await expect(page.getByRole('heading', { name: 'Configuration' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel(/An outage is a gap between samples longer than/)).toHaveValue('60');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Data outliers' }).click();
  await expect(page).toHaveURL(/\/DataQuality\/DataOutliers$/);
  await expect(
    page
      .getByRole('status')
      .or(page.getByRole('button', { name: /Acknowledge/ }))
      .or(page.getByText('No open outliers.'))
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The tabs are reachable from the keyboard: arrow right from the focused tab.
  await page.getByRole('tab', { name: 'Data outliers' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/DataQuality\/SpeedLog$/, { timeout: 10_000 });
  await expect(page.getByRole('combobox', { name: 'Vessel' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
});
