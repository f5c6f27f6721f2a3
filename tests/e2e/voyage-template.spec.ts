// The voyage-data template (002 §2, §5, §7, §8; EMIS-010, EMIS-030, EMIS-222..224, EMIS-229;
// ADR 0077): a user downloads the template of a vessel from its Emission report, fills in a voyage
// with exceljs, uploads it and sees what was saved and the voyage itself; the same file again
// changes nothing; a file with errors saves nothing and lists its errors in the spec's words. The
// page has no serious accessibility violation with either outcome.
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login, visibleVessels } from './support/demo.ts';

test.describe.configure({ timeout: 480_000 });

/** A vessel of the user whose template the server makes (the EmissionReport feature, the prerequisites). */
async function vesselWithTemplate(request: APIRequestContext, token: string) {
  for (const vessel of await visibleVessels(request, demoAccounts.user)) {
    const response = await request.post('/api/v1/EmissionReport/GenerateExcelTemplate', {
      headers: { Authorization: `Bearer ${token}` },
      data: { vesselId: vessel.id },
      timeout: 60_000,
    });
    if (response.status() === 200) return vessel;
  }
  throw new Error('no vessel of user@example.com has a voyage-data template');
}

async function downloadTemplate(page: Page): Promise<ExcelJS.Workbook> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download template' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)).buffer as ArrayBuffer);
  return workbook;
}

/** Writes rows from row 2 by header; a key matches the header it starts. */
function fill(workbook: ExcelJS.Workbook, rows: Record<string, ExcelJS.CellValue>[]): void {
  const sheet = workbook.getWorksheet('Voyage data')!;
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => (headers[column] = String(cell.value)));
  rows.forEach((values, index) => {
    for (const [key, value] of Object.entries(values)) {
      const column = headers.findIndex((header) => header?.startsWith(key));
      if (column < 1) throw new Error(`no column ${key}`);
      sheet.getRow(index + 2).getCell(column).value = value;
    }
  });
}

async function upload(page: Page, workbook: ExcelJS.Workbook, name: string): Promise<void> {
  const file = join(tmpdir(), `${name}-${Date.now()}.xlsx`);
  await writeFile(file, new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer));
  await page.getByTestId('voyage-template').locator('input[type="file"]').setInputFiles(file);
}

test('EMIS-010 EMIS-030 EMIS-222 EMIS-224 EMIS-229 a user fills in the voyage-data template, uploads it and sees the voyage; a file with errors saves nothing', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, demoAccounts.user);
  const vessel = await vesselWithTemplate(request, token);
  // A period before every other journey's events: a departure may not directly follow an
  // unconfirmed one, and the other journeys leave unconfirmed departures from 2005 (the offline
  // journeys' departureTimes) to 40 months back (app-update).
  const month = '2000-03';
  const day = (date: number, time: string) => `${month}-${String(date).padStart(2, '0')} ${time}`;
  const voyageName = `Template voyage ${Date.now() % 100_000}`;

  await login(page, demoAccounts.user, {
    path: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/EmissionReport?from=${month}`,
  });
  const panel = page.getByTestId('voyage-template');
  await expect(panel.getByRole('heading', { name: 'Voyage data template' })).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByRole('button', { name: 'Download template' })).toBeEnabled({ timeout: 60_000 });

  const template = await downloadTemplate(page);
  const headers: string[] = [];
  template
    .getWorksheet('Voyage data')!
    .getRow(1)
    .eachCell((cell) => headers.push(String(cell.value)));
  const cargo = headers.find((header) => header.startsWith('Cargo: '))!;
  const fuel = headers.find(
    (header) => header.startsWith('Flow meter: ') || header.startsWith('Fuel tank: '),
  )!;
  expect(cargo).toBeDefined();
  expect(fuel).toBeDefined();
  const voyageRows: Record<string, ExcelJS.CellValue>[] = [
    {
      Event: 'Departure',
      'Date and time': day(10, '08:00'),
      Port: 'NLRTM',
      'Voyage name': voyageName,
      'Voyage type': 'Laden',
    },
    {
      Event: 'Arrival',
      'Date and time': day(11, '14:30'),
      Port: 'DEHAM',
      'Distance sailed': 300,
      [cargo]: 1000,
      [fuel]: 12.5,
    },
    { Event: 'End of voyage', 'Date and time': day(12, '12:00'), 'Distance sailed': 2, [fuel]: 0.8 },
  ];
  fill(template, voyageRows);
  await upload(page, template, 'voyage');

  const summary = page.getByTestId('template-upload-result');
  await expect(summary).toBeVisible({ timeout: 120_000 });
  await expect(summary.getByRole('listitem')).toHaveText([
    'Events: 3 added, 0 changed, 0 unchanged',
    'Cargo: 1 added, 0 changed, 0 unchanged',
    'Fuel consumptions: 2 added, 0 changed, 0 unchanged',
  ]);
  await expectNoSeriousA11yViolations(page);

  // The voyage reaches this device through the sync engine and is listed in its period.
  const row = page.getByTestId('departure-row').filter({ hasText: voyageName });
  await expect(row).toBeVisible({ timeout: 180_000 });
  await summary.getByRole('button', { name: new RegExp(`^Open ${voyageName}`) }).click();
  const detail = page.getByTestId('voyage-detail');
  await expect(detail).toBeVisible({ timeout: 60_000 });
  await expect(detail).toContainText('Arrival');
  await expect(detail).toContainText('Hamburg');
  await detail.getByRole('button', { name: 'Back to departures' }).click();

  // The same file again changes nothing.
  await upload(page, template, 'voyage-again');
  await expect(page.getByTestId('template-upload-result')).toContainText(
    'Nothing changed: the file matches the voyage data.',
    { timeout: 120_000 },
  );
  await expect(page.getByTestId('template-upload-result').getByRole('listitem').first()).toHaveText(
    'Events: 0 added, 0 changed, 3 unchanged',
  );

  // A broken file: nothing of it is saved, every error is listed.
  const broken = await downloadTemplate(page);
  fill(broken, [
    {
      Event: 'Departure',
      'Date and time': day(20, '08:00'),
      Port: 'NLRTM',
      'Voyage name': `${voyageName} B`,
    },
    { Event: 'Cruising', 'Date and time': day(21, '08:00') },
    { Event: 'Arrival', 'Date and time': day(22, '08:00'), Port: 'ZZZZZ' },
  ]);
  await upload(page, broken, 'broken');
  const errors = page.getByTestId('template-errors');
  await expect(errors).toBeVisible({ timeout: 120_000 });
  await expect(errors).toContainText('Sorry, there was an error processing your template:');
  await expect(errors).toContainText('Please review and try again.');
  await expect(errors.getByRole('listitem')).toHaveText([
    /^\[Row 3: Unknown event 'Cruising'/,
    "[Row 4: No port has the UN/LOCODE 'ZZZZZ'.]",
  ]);
  await expectNoSeriousA11yViolations(page);
  const events = await request.get(`/api/v1/EmissionReportVesselEvents/Find?vesselId=${vessel.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const names = ((await events.json()) as { voyage: { name: string | null } | null }[]).map(
    (event) => event.voyage?.name,
  );
  expect(names).toContain(voyageName);
  expect(names).not.toContain(`${voyageName} B`);
});
