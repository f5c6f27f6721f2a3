// The data analysis page (001 §1, §2; PERF-016): a user picks the speed - shaft power preset on a
// demo vessel, plots all its values, and reads the fitted curve, its outliers and a prediction.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';
import { getJson, type DemoVessel } from './support/long-trends.ts';

type Variable = { taxa: string[]; logDataMaxDate: string | null };

const logs = (variables: Variable[], taxon: string) =>
  variables.some((v) => v.taxa.includes(taxon) && v.logDataMaxDate !== null);

test('PERF-016 the speed - shaft power preset plots a power curve through the vessel’s data, with a prediction', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const token = await apiToken(request, demoAccounts.user);
  const vessels = (await getJson<DemoVessel[]>(request, token, '/api/v1/Vessels')) ?? [];
  const box: { vessel: DemoVessel | null } = { vessel: null };
  // The demo fleet imports in the background: wait for a vessel whose speed and power are stored.
  await expect
    .poll(
      async () => {
        // Only where the vessel has the DataAnalysis feature (ADR 0059).
        for (const vessel of vessels.filter((v) => v.features.some((f) => f.name === 'DataAnalysis'))) {
          const variables =
            (await getJson<Variable[]>(
              request,
              token,
              `/api/v1/LogVariables/Find?vesselId=${vessel.id}&hasLogData=true`,
            )) ?? [];
          if (logs(variables, 'Navigation:Speed through water') && logs(variables, 'Propulsion:Shaft power'))
            return (box.vessel = vessel) !== null;
        }
        return false;
      },
      { timeout: 420_000, intervals: [3000] },
    )
    .toBe(true);
  const vessel = box.vessel as DemoVessel;

  await login(page, demoAccounts.user, {
    path: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/DataAnalysis`,
  });
  await expect(page).toHaveTitle(`Data analysis | ${vessel.name} | Wakeline`);
  const plot = page.getByRole('button', { name: 'Plot', exact: true });
  await expect(plot).toBeVisible({ timeout: 60_000 });
  await expect(
    page.getByText('Choose a preset or two variables and a time period, then choose Plot.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: 'Preset', exact: true }).click();
  await page.getByRole('option', { name: 'Speed - Shaft power', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'X axis', exact: true })).toHaveValue(
    /Speed through water/,
  );
  await expect(page.getByRole('combobox', { name: 'Y axis', exact: true })).toHaveValue(/Shaft power/);
  await expect(page.getByLabel('Filter 1 limit')).toHaveValue('5');
  await page.getByRole('radio', { name: 'All values' }).check();
  await page.getByRole('radio', { name: 'Day', exact: true }).check();
  await plot.click();

  const summary = page.getByTestId('analysis-summary');
  await expect(summary).toContainText(/\d pairs/, { timeout: 90_000 });
  await expect(summary).toContainText(/left out by the exclusion filters/);
  await expect(summary).toContainText(/R² 0\.\d{4}/);
  await expect(page.getByTestId('curve-chart').locator('canvas')).toBeVisible();

  // Keyboard only: the prediction at 12 kn, 2 decimals.
  await page.getByLabel(/Custom value: Speed through water/).fill('12');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('prediction-value')).toHaveText(/^\d+\.\d{2}$/);

  // A polynomial of the 3rd order through the same pairs, without reading them again.
  await page.getByRole('combobox', { name: 'Curve fit', exact: true }).click();
  await page.getByRole('option', { name: 'Polynomial', exact: true }).click();
  await page.getByRole('combobox', { name: 'Order', exact: true }).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  await expect(summary).toContainText(/x\^3/);
  await expectNoSeriousA11yViolations(page);
});
