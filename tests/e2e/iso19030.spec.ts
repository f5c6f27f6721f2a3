// The ISO 19030 page (001 §2, PERF-038; ADR 0080) on the demo fleet: a demo vessel with Diagnostics
// has its dry-docking at the start of its simulated year and the hull cleaning the simulator did; with
// shorter periods its indicators show the fouling and the reset at the cleaning; a SuperUser adds,
// edits and deletes an event; the page passes axe.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';
import { getJson, hasDiagnostics, type DemoVessel } from './support/long-trends.ts';
import { vesselPageLink } from './support/vessel-pages.ts';

type Indicator = { value: number | null; reason: string | null };
type Indicators = {
  series: unknown[];
  inServicePerformance: Indicator;
  maintenanceTrigger: Indicator;
  dryDockingPerformance: Indicator;
  maintenanceEffects: Indicator[];
};
const points = (value: number) => `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(2)} points`;

test('PERF-005 PERF-038 PERF-085 a SuperUser reads the ISO 19030 indicators of a demo vessel and keeps its hull events', async ({
  page,
  request,
}) => {
  test.setTimeout(780_000);
  const token = await apiToken(request, demoAccounts.super);
  const vessels = (await getJson<DemoVessel[]>(request, token, '/api/v1/Vessels')) ?? [];
  // The demo fleet imports in the background: wait for a Diagnostics vessel whose speed long trend
  // covers its year (the cleaning lies in its middle).
  let found: { vessel: DemoVessel; indicators: Indicators } | null = null;
  await expect
    .poll(
      async () => {
        for (const candidate of vessels.filter(hasDiagnostics)) {
          const indicators = await getJson<Indicators>(
            request,
            token,
            `/api/v1/Iso19030PerformanceIndicators/${candidate.id}?referenceDays=90&maintenanceDays=30`,
          );
          if (
            indicators &&
            indicators.series.length > 150 &&
            indicators.maintenanceEffects[0]?.value != null
          ) {
            found = { vessel: candidate, indicators };
            return true;
          }
        }
        return false;
      },
      { timeout: 600_000, intervals: [5000] },
    )
    .toBe(true);
  const { vessel, indicators } = found!;

  await login(page, demoAccounts.super, {
    path: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/Info`,
  });
  await (await vesselPageLink(page, 'Performance', 'ISO 19030')).click();
  await expect(page).toHaveTitle(`ISO 19030 | ${vessel.name} | Wakeline`);

  // The demo's events: the dry-docking at the start of the history and the simulator's hull cleaning.
  const events = page.getByRole('table', { name: 'Hull and propeller events' });
  await expect(events.locator('tbody tr')).toHaveCount(2, { timeout: 30_000 });
  await expect(events.locator('tbody tr').nth(0).getByRole('cell').first()).toHaveText('Hull cleaning');
  await expect(events.locator('tbody tr').nth(1).getByRole('cell').first()).toHaveText('Dry-docking');
  await expect(events.locator('tbody tr').nth(0).getByRole('cell').nth(1)).toHaveText(
    /^\d{2}\. [A-Z][a-z]{2}, \d{4} \d{2}:\d{2}$/,
  );

  // ISO 19030's year: the reference period after the out-docking has not ended within the year.
  await expect(page.getByTestId('indicator-InServicePerformance-reason')).toHaveText(
    /^The reference period runs until \d{2}\. [A-Z][a-z]{2}, \d{4}: the evaluation period follows it\.$/,
  );
  await expect(page.getByTestId('indicator-DryDockingPerformance-reason')).toHaveText(
    /^Needs two dry-dockings/,
  );

  // Shorter periods: the fouling's growth and the cleaning's reset, as the server computed them.
  await page.getByText('3 months', { exact: true }).click();
  await page.getByText('1 month', { exact: true }).nth(1).click();
  await expect(page).toHaveURL(/referenceDays=90/);
  await expect(page).toHaveURL(/maintenanceDays=30/);
  const effect = indicators.maintenanceEffects[0]!.value!;
  expect(effect).toBeGreaterThan(0); // the cleaning gave speed back
  await expect(page.getByTestId('indicator-MaintenanceEffect-value')).toHaveText(points(effect));
  await expect(page.getByTestId('indicator-MaintenanceEffect')).toContainText('Hull cleaning, ');
  await expect(page.getByTestId('indicator-MaintenanceEffect')).toContainText(
    'Better than in the reference period',
  );
  await expect(page.getByTestId('indicator-InServicePerformance-value')).toHaveText(
    points(indicators.inServicePerformance.value!),
  );
  await expect(page.getByTestId('indicator-MaintenanceTrigger-value')).toHaveText(
    points(indicators.maintenanceTrigger.value!),
  );
  await expect(page.getByTestId('iso19030-chart')).toHaveAttribute(
    'aria-label',
    /daily speed values from .* Events: Dry-docking on .*; Hull cleaning on /,
  );
  await expect(page.getByText('How the indicators are computed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Add a propeller polishing, from the keyboard where it matters.
  await page.getByRole('button', { name: 'Add event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add event' });
  await dialog.getByRole('combobox', { name: 'Event type' }).click();
  await page.getByRole('option', { name: 'Propeller polishing', exact: true }).click();
  // The end before the start is refused in the dialog, in the server's words.
  await dialog.getByLabel('Start (UTC)').fill('2026-01-10T08:00');
  await dialog.getByLabel('End (UTC), if it lasted').fill('2026-01-09T08:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The end date must not be before the start date.')).toBeVisible();
  await dialog.getByLabel('End (UTC), if it lasted').fill('2026-01-10T12:00');
  await dialog.getByLabel('Description').fill('Propeller polished by divers');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(events.locator('tbody tr')).toHaveCount(3);
  const polishing = events.locator('tbody tr', { hasText: 'Propeller polishing' });
  await expect(polishing).toContainText('10. Jan, 2026 08:00');
  await expect(polishing).toContainText('Propeller polished by divers');

  // Edit its description.
  await polishing.getByRole('button', { name: 'Edit Propeller polishing of 10. Jan, 2026' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await edit.getByLabel('Description').fill('Propeller polished, blades inspected');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(polishing).toContainText('Propeller polished, blades inspected');

  // Delete it.
  await polishing.getByRole('button', { name: 'Delete Propeller polishing of 10. Jan, 2026' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete event' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(events.locator('tbody tr')).toHaveCount(2);
});
