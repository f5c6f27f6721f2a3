// The Reference Curves pages (001 §2): an Administrator opens Power - Speed from the sidebar, picks a
// demo vessel, reads its sea-trial curve and a prediction; other roles do not see the pages.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';
import { getJson, type DemoVessel } from './support/long-trends.ts';

test('PERF-019 PERF-060 PERF-062 an Administrator reads a demo vessel’s power-speed curve and predicts on it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The demo seeds each vessel's sea-trial curve as it feeds the vessel: wait for the first one's.
  const token = await apiToken(request, demoAccounts.admin);
  const vessels = (await getJson<DemoVessel[]>(request, token, '/api/v1/Vessels?IgnoreCompany=true')) ?? [];
  const aurora = vessels.find((v) => v.name === 'Northwind Aurora')!;
  await expect
    .poll(
      async () =>
        ((await getJson<unknown[]>(request, token, `/api/v1/Curves/Find?vesselId=${aurora.id}`)) ?? [])
          .length,
      {
        timeout: 120_000,
      },
    )
    .toBeGreaterThan(0);
  await login(page, demoAccounts.admin);
  await page.getByRole('navigation').getByRole('link', { name: 'Power - Speed' }).click();
  await expect(page).toHaveTitle('Power - Speed | Wakeline');
  await page.getByRole('combobox', { name: 'Vessel', exact: true }).click();
  await page.getByRole('option', { name: /^Northwind Aurora/ }).click();
  await expect(page.getByTestId('curve-equation')).toHaveText(/^y = .+ \(R² \d\.\d{4}, \d+ points\)$/);
  await expect(page.getByTestId('curve-chart')).toHaveAttribute(
    'aria-label',
    /Speed through water \(kn\) against Shaft power \(kW\)/,
  );
  const prediction = page.getByRole('region', { name: 'Prediction' });
  await prediction.getByLabel(/Custom value/).fill('10000');
  await prediction.getByLabel(/Custom value/).press('Enter');
  await expect(prediction.getByTestId('prediction-value')).toHaveText(/^\d+\.\d{2}$/);
  await expectNoSeriousA11yViolations(page);
});

test('PERF-142 the Reference Curves pages are not in a SuperUser’s sidebar and their address is refused', async ({
  page,
}) => {
  await login(page, demoAccounts.super);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Power - Speed' })).toHaveCount(0);
  await page.goto('/ReferenceCurves/SFOC');
  await expect(page.getByRole('heading', { name: 'SFOC - Power' })).toHaveCount(0);
});
