// Feature gating in the app (003 §2, 001 §4/§6; ADR 0059): a vessel without DataAnalysis has no
// Data analysis link and shows the notice there; a Diagnostics call refused with
// FEATURE_NOT_AVAILABLE while the page is open (the switch turned off in the office) turns the page
// into the same notice.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, journeyTimeoutMs, login } from './support/demo.ts';
import { getJson, hasDiagnostics, type DemoVessel } from './support/long-trends.ts';
import { vesselPageLink } from './support/vessel-pages.ts';

const has = (vessel: DemoVessel, feature: string) => vessel.features.some((f) => f.name === feature);
const pageOf = (vessel: DemoVessel, page: string) =>
  `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/${page}`;
const superVessels = async (request: APIRequestContext) =>
  (await getJson<DemoVessel[]>(request, await apiToken(request, demoAccounts.super), '/api/v1/Vessels')) ??
  [];

test('PERF-143 PERF-115 ADMIN-060 Data analysis is linked only where the vessel has it, and shows the notice elsewhere', async ({
  page,
  request,
}) => {
  test.setTimeout(journeyTimeoutMs);
  const vessels = await superVessels(request);
  const without = vessels.find((v) => !has(v, 'DataAnalysis'))!;
  const withIt = vessels.find((v) => has(v, 'DataAnalysis'))!;

  await login(page, demoAccounts.super, { path: pageOf(withIt, 'Info') });
  await expect(await vesselPageLink(page, 'Performance', 'Data analysis')).toBeVisible();

  await page.goto(pageOf(without, 'Info'));
  await expect(await vesselPageLink(page, 'Vessel', 'Info')).toBeVisible();
  await expect(await vesselPageLink(page, 'Performance', 'Data analysis')).toHaveCount(0);
  await page.goto(pageOf(without, 'DataAnalysis'));
  await expect(page).toHaveTitle(`Data analysis | ${without.name} | Wakeline`);
  await expect(page.getByTestId('feature-not-available')).toContainText(
    `Data analysis feature not available for ${without.name}.`,
  );
  await expectNoSeriousA11yViolations(page);
});

test('PERF-115 a Diagnostics call refused while the page is open shows the notice instead of the page', async ({
  page,
  request,
}) => {
  test.setTimeout(journeyTimeoutMs);
  const vessels = await superVessels(request);
  const vessel = vessels.find(hasDiagnostics)!;

  await login(page, demoAccounts.super);
  // The office turns the switch off after the vessel was read: its long-trend calls are refused.
  await page.route('**/api/v1/LongTrends/Find?*', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Diagnostics: feature not available for this vessel.',
        code: 'FEATURE_NOT_AVAILABLE',
      }),
    }),
  );
  await page.goto(pageOf(vessel, 'LongTrend'));
  await expect(page.getByTestId('feature-not-available')).toContainText(
    `Diagnostics feature not available for ${vessel.name}.`,
    { timeout: 60_000 },
  );
  await expect(page).toHaveTitle(`Long trend | ${vessel.name} | Wakeline`);
  await expect(page.getByRole('alert').filter({ hasText: 'An error occurred' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
