// Data Quality (001 §2, PERF-047..050): a SuperUser opens the sidebar entry tagged New (its
// vessels have the DataQuality feature) and goes through the four tabs from the keyboard and the
// mouse; each tab passes axe. The demo fleet imports in the background and the outlier search job
// runs after each vessel's import: the Data outliers tab lists the outliers it stored, and a
// vessel's features with their values.
import { expect, test } from '@playwright/test';
import type { FleetOverview, Outlier } from '../../domain/contracts/data-quality.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';
import { getJson } from './support/long-trends.ts';

test('PERF-007 PERF-047 PERF-048 PERF-049 PERF-050 the Data Quality tabs: overview, availability, outliers, speed log', async ({
  page,
  request,
}) => {
  test.setTimeout(900_000);
  const token = await apiToken(request, demoAccounts.super);
  const vessels = (await getJson<{ companyId: string | null }[]>(request, token, '/api/v1/Vessels')) ?? [];
  const companyId = vessels.find((vessel) => vessel.companyId)!.companyId!;
  // The first demo vessel whose import is done and whose outliers the job has searched.
  const searched: { name: string; outliers: Outlier[] } = { name: '', outliers: [] };
  await expect
    .poll(
      async () => {
        const overview = await getJson<FleetOverview>(
          request,
          token,
          `/api/v1/DataQuality/FleetOverview?companyId=${companyId}`,
        );
        const row = overview?.vessels.find(
          (v) => v.outliersSearchedAt !== null && !v.outlierSearchPending && v.openOutlierCount > 0,
        );
        if (!row) return false;
        const outliers = await getJson<Outlier[]>(
          request,
          token,
          `/api/v1/DataQuality/CompanyOutliers?companyId=${companyId}`,
        );
        searched.name = row.vesselName;
        searched.outliers = (outliers ?? []).filter((o) => o.vesselId === row.vesselId);
        return searched.outliers.length > 0;
      },
      { timeout: 600_000, intervals: [5000] },
    )
    .toBe(true);

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
  // The outliers the job stored for the searched vessel are listed.
  await expect(page.getByRole('button', { name: /Acknowledge/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('cell', { name: searched.name }).first()).toBeVisible();
  const newest = searched.outliers[0]!;
  await expect(
    page
      .getByRole('checkbox', {
        name: `Select ${newest.logVariableName} at ${newest.timestamp.slice(0, 16).replace('T', ' ')}`,
      })
      .first(),
  ).toBeVisible();
  // A vessel's features: the configuration and a feature's values.
  await expect(page.getByRole('heading', { name: 'Features of a vessel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save configuration' })).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(page);

  // The tabs are reachable from the keyboard: arrow right from the focused tab.
  await page.getByRole('tab', { name: 'Data outliers' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/DataQuality\/SpeedLog$/, { timeout: 10_000 });
  await expect(page.getByRole('combobox', { name: 'Vessel' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
});
