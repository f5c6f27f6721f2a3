// The EEXI ShaPoLi page (001 §2, PERF-071, PERF-174; ADR 0081) on the demo fleet: a demo vessel with
// the Shapoli feature and a limit shows the breaches its simulated limiter let through (rough
// weather, the power reserve unlocked), sorted by peak; a breach's details with the chart of power
// against the limit and its events; the breach log and yearly reports download; a SuperUser's limit
// is checked against the MCR and saved; a vessel without the feature shows the notice.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';
import { getJson, type DemoVessel } from './support/long-trends.ts';
import { vesselPageLink } from './support/vessel-pages.ts';

type Breaches = { breaches: { startDate: string; peakPowerKw: number }[]; limitKw: number | null };
const hasShapoli = (vessel: DemoVessel) => vessel.features.some((f) => f.name === 'Shapoli');

test('PERF-071 PERF-174 PERF-193 a SuperUser reviews the breaches of a demo vessel, their details and reports, sets the limit, and meets the notice elsewhere', async ({
  page,
  request,
}) => {
  test.setTimeout(780_000);
  const token = await apiToken(request, demoAccounts.super);
  const vessels = (await getJson<DemoVessel[]>(request, token, '/api/v1/Vessels')) ?? [];
  const without = vessels.find((v) => !hasShapoli(v))!;
  // The demo fleet imports in the background: wait for a Shapoli vessel with breaches this year or last.
  const thisYear = new Date().getUTCFullYear();
  let found: { vessel: DemoVessel; year: number; count: number } | null = null;
  await expect
    .poll(
      async () => {
        for (const candidate of vessels.filter(hasShapoli)) {
          for (const year of [thisYear, thisYear - 1]) {
            const query = new URLSearchParams({
              vesselId: candidate.id,
              fromDate: new Date(Date.UTC(year, 0, 1)).toISOString(),
              toDate: new Date(Date.UTC(year + 1, 0, 1)).toISOString(),
            });
            const answer = await getJson<Breaches>(request, token, `/api/v1/Shapoli/Breaches?${query}`);
            if (answer && answer.breaches.length > 0) {
              found = { vessel: candidate, year, count: answer.breaches.length };
              return true;
            }
          }
        }
        return false;
      },
      { timeout: 600_000, intervals: [5000] },
    )
    .toBe(true);
  const { vessel, year, count } = found!;
  expect(count).toBeGreaterThan(0);

  await login(page, demoAccounts.super, {
    path: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/Info`,
  });
  await (await vesselPageLink(page, 'Performance', 'EEXI ShaPoLi')).click();
  await expect(page).toHaveTitle(`EEXI ShaPoLi | ${vessel.name} | Wakeline`);
  await expect(page.getByTestId('shapoli-limit')).toHaveText(/^\d{1,3}(,\d{3})* kW \(\d+\.\d % of the MCR/);
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: String(year), exact: true }).click();

  const table = page.getByRole('table', { name: 'Breaches' });
  // The import may still be adding this vessel's days: at least the breaches found before, and the
  // summary counts the rows of the same answer.
  await expect
    .poll(() => table.locator('tbody tr').count(), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(count);
  const rows = await table.locator('tbody tr').count();
  await expect(page.getByTestId('shapoli-summary')).toContainText(
    new RegExp(`^Breaches${rows}Time above the limit`),
  );
  expect(rows).toBeGreaterThan(0);
  await expect(table.locator('tbody tr').first().getByRole('cell').first()).toHaveText(
    /^\d{2}\. [A-Z][a-z]{2}, \d{4} \d{2}:\d{2}$/,
  );
  // Sorted by peak: ascending, then descending.
  const peaks = async () =>
    (await table.locator('tbody tr td:nth-child(4)').allInnerTexts()).map((text) =>
      Number(text.replace(/[^\d]/g, '')),
    );
  await table.getByRole('button', { name: /Peak/ }).click();
  await expect(table.getByRole('columnheader', { name: /Peak/ })).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await peaks();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await table.getByRole('button', { name: /Peak/ }).click();
  await expect(table.getByRole('columnheader', { name: /Peak/ })).toHaveAttribute('aria-sort', 'descending');
  await expectNoSeriousA11yViolations(page);

  // The highest breach's details: facts, the chart against the limit, its events, the breach log.
  await table
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^Details of the breach at / })
    .click();
  const details = page.getByRole('region', { name: 'Breach details' });
  await expect(details.getByTestId('breach-chart')).toHaveAttribute(
    'aria-label',
    /^Shaft power from .+ against the limit of/,
    {
      timeout: 60_000,
    },
  );
  await expect(details.getByRole('table', { name: 'Events of the breach' }).getByRole('row')).not.toHaveCount(
    0,
  );
  await expect(details.getByRole('table', { name: 'Events of the breach' })).toContainText('Breach started');
  const breachPdf = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Breach log report (PDF)' }).click();
  expect((await breachPdf).suggestedFilename()).toMatch(/^ShaPoLi-breach-.+-\d{8}T\d{4}\.pdf$/);
  const yearCsv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Yearly report (CSV)' }).click();
  expect((await yearCsv).suggestedFilename()).toBe(
    `ShaPoLi-year-${vessel.name.replace(/ /g, '-')}-${year}.csv`,
  );
  await expect(page.getByRole('table', { name: `Events in ${year}` })).toContainText('Breach ended');
  await expectNoSeriousA11yViolations(page);

  // The limit: above the MCR is refused in words; a new limit is saved and the old one restored.
  const limitInput = page.getByRole('textbox', { name: 'Limit (kW)' });
  const original = await limitInput.inputValue();
  await limitInput.fill('999999');
  await expect(page.getByText(/^The limit can be at most /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save limit' })).toBeDisabled();
  await limitInput.fill('5000');
  await page.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText('The limit is saved.')).toBeVisible();
  await expect(page.getByTestId('shapoli-limit')).toHaveText(/^5,000 kW .*set by Sigrid Super/);
  if (year === thisYear)
    await expect(page.getByRole('table', { name: `Events in ${year}` })).toContainText(
      'Limit set to 5,000 kW by Sigrid Super',
    );
  await page.getByRole('textbox', { name: 'Limit (kW)' }).fill(original.replace(/,/g, ''));
  await page.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByTestId('shapoli-limit')).toHaveText(new RegExp(`^${original} kW`));

  // A vessel without the feature shows the notice, and no link leads there.
  await page.goto(`/Vessel/${without.id}/${encodeURIComponent(without.name)}/Shapoli`);
  await expect(page.getByTestId('feature-not-available')).toContainText(
    `EEXI ShaPoLi feature not available for ${without.name}.`,
  );
  await expect(await vesselPageLink(page, 'Performance', 'EEXI ShaPoLi')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
