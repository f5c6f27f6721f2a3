// The carbon price of each voyage (issue 12 §4; ADR 0078) on the demo fleet: the SuperUser opens
// the Emission report of a vessel with confirmed voyages, sets the company's EUA price in the
// yearly summary and sees the year's voyages priced with it, then opens one voyage and sees its
// EU ETS, FuelEU and UK ETS figures, each explained, as the API gives them; no serious or
// critical axe violation on either view. Works while the demo import is still running (polls).
import { expect, test } from '@playwright/test';
import type { YearCarbon } from '../../domain/contracts/carbon-pricing.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login, visibleVessels } from './support/demo.ts';
import { getJson } from './support/long-trends.ts';

test.describe.configure({ timeout: 600_000 });

const tonnes = (value: number) =>
  `${value.toLocaleString('en-GB', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} t CO2e`;
const euros = (value: number) =>
  `${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} EUR`;

test('EMIS-009 a SuperUser sets the EUA price and reads the carbon price of a year and of a voyage', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, demoAccounts.super);
  const vessels = await visibleVessels(request, demoAccounts.super);
  const thisYear = new Date().getUTCFullYear();
  const found: { vessel?: (typeof vessels)[number]; year?: YearCarbon } = {};
  await expect
    .poll(
      async () => {
        for (const year of [thisYear, thisYear - 1]) {
          for (const vessel of vessels) {
            const answer = await getJson<YearCarbon>(request, token, `/api/v1/EmissionReport/EtsYearly/${vessel.id}/${year}`); // prettier-ignore
            if (answer && answer.voyages.some((voyage) => voyage.totals.euEtsSurrenderTonnesCo2e > 0)) {
              Object.assign(found, { vessel, year: answer });
              return true;
            }
          }
        }
        return false;
      },
      { timeout: 480_000, intervals: [5000] },
    )
    .toBe(true);
  const vessel = found.vessel!;
  const year = found.year!.year;
  const voyage = found.year!.voyages.find((v) => v.totals.euEtsSurrenderTonnesCo2e > 0)!;

  // The yearly summary on the Emission report; the price set through its form.
  await login(page, demoAccounts.super, {
    path: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/EmissionReport`,
  });
  const summary = page.getByTestId('carbon-year');
  await expect(summary.getByRole('heading', { name: 'Carbon price per year' })).toBeVisible({
    timeout: 120_000,
  });
  await summary.getByRole('combobox', { name: 'Carbon price year' }).selectOption(String(year));
  await summary.getByRole('textbox', { name: 'EUA price (EUR per t CO2e)' }).fill('80');
  await summary.getByRole('button', { name: 'Save carbon price' }).click();
  await expect(summary.getByText(/^Set .* by /)).toBeVisible({ timeout: 60_000 });
  const row = summary.getByRole('table', { name: `The voyages of ${year}` }).getByRole('row').filter({ hasText: voyage.route }); // prettier-ignore
  await expect(row.first()).toContainText(tonnes(voyage.totals.euEtsSurrenderTonnesCo2e), {
    timeout: 60_000,
  });
  await expect(row.first()).toContainText(euros(voyage.totals.euEtsSurrenderTonnesCo2e * 80));
  await expect(summary.getByRole('table', { name: 'EU ETS: each figure with its inputs, formula and source' })).toBeVisible(); // prettier-ignore
  await expectNoSeriousA11yViolations(page);

  // The voyage itself: its panel under the voyage's report buttons.
  const after = await getJson<YearCarbon>(
    request,
    token,
    `/api/v1/EmissionReport/EtsYearly/${vessel.id}/${year}`,
  );
  const priced = after!.voyages.find((v) => v.departureId === voyage.departureId)!;
  expect(priced.totals.euEtsCostEur).toBeCloseTo(priced.totals.euEtsSurrenderTonnesCo2e * 80, 6);
  const month = voyage.departureAt.slice(0, 7);
  await page.goto(
    `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/EmissionReport?from=${month}&departure=${voyage.departureId}`,
  );
  const panel = page.getByTestId('voyage-carbon');
  await expect(panel.getByRole('heading', { name: 'Carbon price of the voyage' })).toBeVisible({
    timeout: 120_000,
  });
  await expect(panel.getByText(tonnes(priced.totals.euEtsSurrenderTonnesCo2e)).first()).toBeVisible({ timeout: 60_000 }); // prettier-ignore
  await expect(panel.getByText(euros(priced.totals.euEtsCostEur!)).first()).toBeVisible();
  for (const scheme of ['EU ETS', 'FuelEU Maritime', 'UK ETS'])
    await expect(panel.getByRole('table', { name: `${scheme}: each figure with its inputs, formula and source` })).toBeVisible(); // prettier-ignore
  const phaseIn = panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Phase-in' }) });
  await expect(phaseIn).toContainText('Directive 2003/87/EC Art. 3gb');
  await expectNoSeriousA11yViolations(page);
});
