// Issue 24 §1: a SuperUser brings in a vessel's own hourly logger export (its own column names,
// km/h and °F, times without a zone) from the vessel's settings page: preview, mapping with the
// zone chosen, dry run, import; an Administrator then sees the import on Import Status.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { demoAccounts, login, vesselsOfTheirOwn } from './support/demo.ts';

const busy = { timeout: 60_000 };

/** 24 hourly rows, semicolon separated with decimal commas, as a German logger writes them. */
function hourlyCsv(day: string): string {
  const [year, month, date] = day.split('-');
  const lines = ['Zeit;Log speed [km/h];Sea temp [degF]'];
  for (let hour = 0; hour < 24; hour += 1) {
    const speed = (24 + (hour % 5) * 0.5).toFixed(1).replace('.', ',');
    const temp = (50 + (hour % 3)).toFixed(1).replace('.', ',');
    lines.push(`${date}.${month}.${year} ${String(hour).padStart(2, '0')}:00;${speed};${temp}`);
  }
  return lines.join('\n') + '\n';
}

test('a SuperUser imports an hourly logger CSV with its own column names and units; it shows on Import Status', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const [vessel] = await vesselsOfTheirOwn(request);
  expect(vessel, 'the SuperUser has a vessel of their own').toBeTruthy();
  const day = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);

  await login(page, demoAccounts.super, {
    path: `/Vessel/${vessel!.id}/${encodeURIComponent(vessel!.name)}/VesselSettings`,
  });
  await page.getByRole('link', { name: 'Import data' }).click();
  await expect(page).toHaveURL(/\/LoggerImport\?vesselId=/);
  await expect(page.getByRole('heading', { name: 'Import data', level: 1 })).toBeVisible(busy);
  await expect(
    page
      .getByRole('textbox', { name: /^Vessel/ })
      .or(page.getByRole('combobox', { name: /^Vessel/ }))
      .first(),
  ).toHaveValue(vessel!.name, busy);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Drop files here or press to choose them' }).click();
  await (
    await chooser
  ).setFiles({ name: 'hourly-export.csv', mimeType: 'text/csv', buffer: Buffer.from(hourlyCsv(day)) });

  const file = page.getByRole('region', { name: 'hourly-export.csv' });
  await expect(file.getByRole('table', { name: 'First rows of the file' })).toBeVisible(busy);
  await expect(file.getByText('CSV, semicolon separated, decimal comma')).toBeVisible();
  await expect(file.getByText('60 minutes')).toBeVisible();

  // The times carry no zone: saving is refused until one is chosen.
  await file.getByRole('button', { name: 'Save mapping' }).click();
  await expect(file.getByRole('alert').first()).toHaveText(
    'The times in this file have no time zone. Choose the zone they were written in.',
  );
  await file.getByLabel('Time zone').fill('UTC');
  await page.getByRole('option', { name: 'UTC', exact: true }).click();

  // Map each column: a variable and the unit the file writes it in.
  for (const [source, variable, unit] of [
    ['Log speed [km/h]', 'Navigation:Speed through water', 'km/h'],
    ['Sea temp [degF]', 'Sea water temperature', '°F'],
  ] as const) {
    const ignore = file.getByRole('checkbox', { name: `Ignore ${source}` });
    if (await ignore.isChecked()) await ignore.uncheck();
    await file.getByLabel(`Log variable of ${source}`).fill(variable);
    const unitBox = file.getByLabel(`Unit of ${source}`);
    if ((await unitBox.inputValue()) !== unit) {
      await unitBox.fill(unit);
      await page.getByRole('option', { name: unit, exact: true }).click();
    }
  }
  await file.getByLabel('Source name').fill('Bridge logger hourly');
  await file.getByRole('button', { name: 'Save mapping' }).click();
  await expect(file.getByText('The mapping of Bridge logger hourly is saved.')).toBeVisible(busy);

  await file.getByRole('button', { name: 'Dry run' }).click();
  const dryRun = file.getByRole('region', { name: 'Dry run' });
  await expect(dryRun.getByText('Nothing was refused.')).toBeVisible(busy);
  await expect(dryRun.getByText(/24 rows read, 24 accepted/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const answer = page.waitForResponse((response) => /\/LoggerImports\/[^/]+\/Import$/.test(response.url()));
  await file.getByRole('button', { name: 'Import', exact: true }).click();
  const accepted = await answer;
  expect(accepted.status()).toBe(202);
  const { importPath } = (await accepted.json()) as { importPath: string };
  await expect(
    file.getByText(/hourly-export\.csv is on its way: 48 values are being imported\./),
  ).toBeVisible(busy);

  // Import Status is the Administrators' page: one of them finds the import there.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await login(page, demoAccounts.admin, { path: '/ImportStatus?recent=days&days=31' });
  await expect(page.getByRole('link', { name: 'Import data' })).toBeVisible(busy);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText(importPath).first()).toBeVisible({ timeout: 240_000 });
});
