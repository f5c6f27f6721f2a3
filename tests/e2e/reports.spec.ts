// The Reports page (002 §2, EMIS-095, ADR 0072) on the demo fleet: a User opens it for a vessel
// with confirmed voyages, sees the report types without 'unknown' and the annual reports, and
// downloads one as a spreadsheet (opened with exceljs) and as a PDF (its text read with pdfjs).
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { Report } from '../../domain/contracts/emission-reports.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';
import { getJson, type DemoVessel } from './support/long-trends.ts';

test('EMIS-095 EMIS-009 a User downloads an annual MRV report from the Reports page and reads it back', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const token = await apiToken(request, demoAccounts.user);
  const vessels = (await getJson<DemoVessel[]>(request, token, '/api/v1/Vessels')) ?? [];
  let found: { vessel: DemoVessel; report: Report } | null = null;
  await expect
    .poll(
      async () => {
        for (const vessel of vessels) {
          const reports = await getJson<Report[]>(request, token, `/api/v1/Reports?vesselId=${vessel.id}`);
          const report = reports?.find((r) => r.reportTypeId === 'MrvYearly');
          if (report) {
            found = { vessel, report };
            return true;
          }
        }
        return false;
      },
      { timeout: 480_000, intervals: [5000] },
    )
    .toBe(true);
  const { vessel, report } = found!;

  await login(page, demoAccounts.user, {
    path: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/Report`,
  });
  await expect(page.getByRole('heading', { name: 'Report types' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('listitem').filter({ hasText: /^EU MRV annual report$/ })).toBeVisible();
  await expect(page.getByText('unknown', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: report.name, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${report.name} (Excel)` }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await xlsx.path())!)).buffer as ArrayBuffer);
  const labels: string[] = [];
  workbook.worksheets[0]!.eachRow((row) => labels.push(String(row.getCell(1).value)));
  expect(labels).toEqual(
    expect.arrayContaining(['Total CO2 emitted', 'Total distance travelled', 'Voyages']),
  );

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${report.name} (PDF)` }).click(),
  ]);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(await readFile((await pdf.path())!)),
    verbosity: 0,
  }).promise;
  const text = (await (await document.getPage(1)).getTextContent()).items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ');
  expect(text).toContain(`EU MRV emissions report ${report.year}`);
  expect(text).toContain('Total CO2 emitted');
});
