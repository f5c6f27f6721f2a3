// The Fouling pages (001 §2, PERF-037, ADR 0079) on the demo fleet: a SuperUser waits for a vessel
// with the Fouling module whose speed long trend is computed, reads its speed loss statistics and
// history chart, the added fuel and a trend event's impact, records a hull coating and changes the
// benchmark, then opens Fouling/Diagnostics (sea temperature map and chart, operation profile,
// propulsion efficiency, the fleet table); a vessel without the module shows the notice.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';
import { getJson, type DemoVessel } from './support/long-trends.ts';
import { vesselPageLink } from './support/vessel-pages.ts';

type Statistics = { dailyValueCount: number; lastCleaningDate: string | null };
const hasFouling = (vessel: DemoVessel) => vessel.features.some((f) => f.name === 'Fouling');

test('PERF-004 PERF-037 PERF-143 a SuperUser reads a demo vessel’s fouling, records its hull coating and benchmark, and meets the notice elsewhere', async ({
  page,
  request,
}) => {
  test.setTimeout(780_000);
  const token = await apiToken(request, demoAccounts.super);
  const vessels = (await getJson<DemoVessel[]>(request, token, '/api/v1/Vessels')) ?? [];
  const without = vessels.find((v) => !hasFouling(v))!;
  // The demo fleet imports in the background and computes the long trends after each import.
  let vessel: DemoVessel | null = null;
  await expect
    .poll(
      async () => {
        for (const candidate of vessels.filter(hasFouling)) {
          const stats = await getJson<Statistics>(
            request,
            token,
            `/api/v1/Fouling/Statistics?vesselId=${candidate.id}`,
          );
          if (stats && stats.dailyValueCount > 30) {
            vessel = candidate;
            return true;
          }
        }
        return false;
      },
      { timeout: 600_000, intervals: [5000] },
    )
    .toBe(true);
  const fouled = vessel!;

  await login(page, demoAccounts.super, {
    path: `/Vessel/${fouled.id}/${encodeURIComponent(fouled.name)}/Info`,
  });
  await (await vesselPageLink(page, 'Performance', 'Fouling')).click();
  await expect(page).toHaveTitle(`Fouling | ${fouled.name} | Wakeline`);
  const statistics = page.getByRole('region', { name: 'Speed loss statistics' });
  await expect(statistics.getByText('Speed loss now (trendline)')).toBeVisible({ timeout: 60_000 });
  await expect(statistics.getByText('Mean, last 30 days')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Speed loss history\. \d+ daily values up to/ })).toBeVisible();
  const added = page.getByRole('region', { name: 'Added fuel consumption' });
  await expect(added.getByText('Added fuel', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(added.getByText(/\d+(\.\d)? t$/).first()).toBeVisible();
  const impact = page.getByRole('region', { name: 'Event impact' });
  await expect(impact.getByText('Speed loss recovered').or(impact.getByText(/No trend event/))).toBeVisible({
    timeout: 60_000,
  });
  await expectNoSeriousA11yViolations(page);

  // The hull coating, recorded by the SuperUser.
  const coating = page.getByRole('region', { name: 'Hull coating' });
  await coating.getByRole('button', { name: /(Add|Edit) hull coating/ }).click();
  await coating.getByRole('combobox', { name: 'Hull coating type' }).click();
  await page.getByRole('option', { name: 'Foul release (silicone)' }).click();
  await coating.getByRole('combobox', { name: 'Manufacturer' }).click();
  await page.getByRole('option', { name: 'Hempel' }).click();
  await coating.getByRole('textbox', { name: 'Product' }).fill('Journey coat');
  await coating.getByRole('textbox', { name: 'Applied (YYYY-MM-DD)' }).fill('2025-05-01');
  await expectNoSeriousA11yViolations(page);
  await coating.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The hull coating is saved.')).toBeVisible();
  await expect(coating.getByText('Journey coat')).toBeVisible();
  await expect(coating.getByText('01. May, 2025')).toBeVisible();

  // The benchmark: a bad pair of limits is refused on the page, a good one is saved.
  const config = page.getByRole('region', { name: 'Chart configuration and benchmark' });
  await config.getByRole('button', { name: 'Edit configuration' }).click();
  await config.getByRole('textbox', { name: 'Benchmark speed loss (%)' }).fill('1.5');
  await config.getByRole('textbox', { name: 'Observe above the benchmark (%)' }).fill('9');
  await config.getByRole('button', { name: 'Save' }).click();
  await expect(config.getByRole('alert')).toHaveText(
    'The observe limit must be below the maintenance trigger.',
  );
  await config.getByRole('textbox', { name: 'Observe above the benchmark (%)' }).fill('5');
  await config.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The fouling configuration is saved.')).toBeVisible();
  await expect(config.getByText('1.5 %')).toBeVisible();

  // Fouling/Diagnostics.
  await (await vesselPageLink(page, 'Performance', 'Fouling diagnostics')).click();
  await expect(page).toHaveTitle(`Fouling diagnostics | ${fouled.name} | Wakeline`);
  await expect(page.getByRole('img', { name: /^Sea surface temperature\. \d+ days from/ })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.locator('.leaflet-interactive').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Operation profile' }).getByRole('table')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Propulsion curve\./ })).toBeVisible({ timeout: 60_000 });
  const fleet = page.getByRole('region', { name: 'Fleet: latest speed loss statistics' });
  await expect(fleet.getByRole('link', { name: fouled.name })).toBeVisible({ timeout: 60_000 });
  await expect(fleet.getByText('Hempel, Foul release (silicone)')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);

  // PERF-143: a vessel without the module shows the notice, and no link leads there.
  await page.goto(`/Vessel/${without.id}/${encodeURIComponent(without.name)}/Fouling`);
  await expect(page.getByTestId('feature-not-available')).toContainText(
    `Fouling feature not available for ${without.name}.`,
  );
  await expect(await vesselPageLink(page, 'Performance', 'Fouling')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
