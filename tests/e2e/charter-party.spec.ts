// The Charter party page (001 §2, ADR 0056) on the demo fleet: a vessel with the CharterParty
// feature shows its time charter curve and the curve table of its sea passages with a summary row;
// a SuperUser switches to the SpotMarket curve and adds points; a vessel without the feature shows
// the notice, and its navigation has no Charter party link.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';
import { getJson, type DemoVessel } from './support/long-trends.ts';
import { vesselPageLink } from './support/vessel-pages.ts';

type Table = { rows: unknown[]; curveId: string | null };
const hasCharterParty = (vessel: DemoVessel) => vessel.features.some((f) => f.name === 'CharterParty');
const DAY_MS = 86_400_000;

test('PERF-064 PERF-072 ADMIN-060 a SuperUser reads the charter party table of a demo vessel, adds SpotMarket points, and meets the notice elsewhere', async ({
  page,
  request,
}) => {
  test.setTimeout(780_000);
  const token = await apiToken(request, demoAccounts.super);
  const vessels = (await getJson<DemoVessel[]>(request, token, '/api/v1/Vessels')) ?? [];
  const without = vessels.find((v) => !hasCharterParty(v))!;
  // The demo fleet imports in the background: wait for a charter vessel whose last 90 days have
  // passages (the demo's simulated year ends today).
  const tomorrow = Date.parse(new Date().toISOString().slice(0, 10)) + DAY_MS;
  let vessel: DemoVessel | null = null;
  await expect
    .poll(
      async () => {
        for (const candidate of vessels.filter(hasCharterParty)) {
          const query = new URLSearchParams({
            vesselId: candidate.id,
            curveMode: 'TimeCharter',
            fromDate: new Date(tomorrow - 90 * DAY_MS).toISOString(),
            toDate: new Date(tomorrow).toISOString(),
          });
          const table = await getJson<Table>(request, token, `/api/v1/CharterParty/Table?${query}`);
          if (table?.curveId && table.rows.length > 0) {
            vessel = candidate;
            return true;
          }
        }
        return false;
      },
      { timeout: 600_000, intervals: [5000] },
    )
    .toBe(true);
  const charterVessel = vessel!;

  await login(page, demoAccounts.super, {
    path: `/Vessel/${charterVessel.id}/${encodeURIComponent(charterVessel.name)}/Info`,
  });
  await (await vesselPageLink(page, 'Performance', 'Charter party')).click();
  await expect(page).toHaveTitle(`Charter party | ${charterVessel.name} | Wakeline`);
  await expect(page.getByTestId('curve-equation')).toHaveText(/^y = .+ \(R² \d\.\d{4}, \d+ points\)$/, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('curve-chart')).toHaveAttribute(
    'aria-label',
    /Fuel consumption \(t\/day\) against Speed \(kn\)/,
  );
  const table = page.getByRole('table', { name: 'Curve table' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'From date',
    'To date',
    'Actual consumption (ton)',
    'Allowed consumption (ton)',
    'Difference (ton)',
    'Distance (nm)',
  ]);
  await expect(table.locator('tbody tr').first().getByRole('cell').first()).toHaveText(
    /^\d{2}\. [A-Z][a-z]{2}, \d{4} \d{2}:\d{2}$/,
  );
  await expect(page.getByTestId('charter-summary')).toContainText(/^Total: \d+ passages?/);
  // A SuperUser does not save the time charter's curve: no Save, no points to add.
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // PERF-064: the SpotMarket curve takes points; from the keyboard.
  await page.getByRole('radio', { name: 'Time charter' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Spot market' })).toBeChecked();
  await expect(page.getByTestId('no-curve')).toHaveText(
    'There is no spot market curve for this vessel yet: add its points and save it.',
  );
  const points = page.getByRole('region', { name: 'Curve data' });
  for (const [speed, consumption] of [
    ['11', '16'],
    ['13', '25'],
    ['15', '39'],
  ] as const) {
    await points.getByLabel('Speed (kn)').fill(speed);
    await points.getByLabel('Fuel consumption (t/day)').fill(consumption);
    await points.getByLabel('Fuel consumption (t/day)').press('Enter');
  }
  await expect(points.locator('tbody tr')).toHaveCount(3);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The curve is saved.')).toBeVisible();
  await expect
    .poll(async () => {
      const curves = await getJson<{ curveMode: string; points: unknown[] }[]>(
        request,
        token,
        `/api/v1/Curves/Find?vesselId=${charterVessel.id}`,
      );
      return curves?.find((c) => c.curveMode === 'SpotMarket')?.points.length;
    })
    .toBe(3);
  await expect(page.getByTestId('charter-summary')).toBeVisible();
  await expect(page.getByText(/With no spot market curve saved/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // PERF-072: a vessel without the feature shows the notice, and no link leads there.
  await page.goto(`/Vessel/${without.id}/${encodeURIComponent(without.name)}/CharterParty`);
  await expect(page.getByTestId('feature-not-available')).toContainText(
    `Charter party feature not available for ${without.name}.`,
  );
  await expect(await vesselPageLink(page, 'Performance', 'Charter party')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
