// Issue 24 §1: a SuperUser brings in a vessel's own hourly logger export (its own column names,
// km/h and °F, times without a zone) from the vessel's settings page: preview, mapping with the
// zone chosen, dry run, import; an Administrator then sees the import on Import Status.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { demoAccounts, login, vesselsOfTheirOwn } from './support/demo.ts';
import {
  busy,
  chooseLoggerFile,
  chooseTimeZone,
  dryRunAcceptsAll,
  importLoggerFile,
  mapColumns,
  openLoggerImport,
  saveMapping,
} from './support/logger-import.ts';

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
  await openLoggerImport(page, vessel!.name);
  const file = await chooseLoggerFile(page, 'hourly-export.csv', hourlyCsv(day));
  await expect(file.getByText('CSV, semicolon separated, decimal comma')).toBeVisible();
  await expect(file.getByText('60 minutes')).toBeVisible();

  // The times carry no zone: saving is refused until one is chosen.
  await file.getByRole('button', { name: 'Save mapping' }).click();
  await expect(file.getByRole('alert').first()).toHaveText(
    'The times in this file have no time zone. Choose the zone they were written in.',
  );
  await chooseTimeZone(page, file, 'UTC');

  // Map each column: a variable and the unit the file writes it in.
  await mapColumns(page, file, [
    ['Log speed [km/h]', 'Navigation:Speed through water', 'km/h'],
    ['Sea temp [degF]', 'Sea water temperature', '°F'],
  ]);
  await saveMapping(file, 'Bridge logger hourly');
  await dryRunAcceptsAll(file, 24);
  await expectNoSeriousA11yViolations(page);

  const { importPath } = await importLoggerFile(page, file, 'hourly-export.csv', 48);

  // Import Status is the Administrators' page: one of them finds the import there.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await login(page, demoAccounts.admin, { path: '/ImportStatus?recent=days&days=31' });
  await expect(page.getByRole('link', { name: 'Import data' })).toBeVisible(busy);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText(importPath).first()).toBeVisible({ timeout: 240_000 });
});
