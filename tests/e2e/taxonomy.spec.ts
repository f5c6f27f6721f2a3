// Taxonomy (003 §2, §5, §7): an Administrator highlights a variable's taxa, downloads the sheet,
// adds a taxon in it, uploads it and sees the change; a malformed sheet shows its rows in error
// and changes nothing; the original sheet, outdated by the edit, is refused, and restores the taxonomy
// once its version sheet is taken out.
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { taxonomyVersionSheetName } from '../../domain/contracts/taxonomy.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { demoAccounts, journeyTimeoutMs, login } from './support/demo.ts';

test.describe.configure({ timeout: journeyTimeoutMs });

/** The server answers slowly while it imports the demo fleet. */
const busy = { timeout: 60_000 };

const taxonRow = (page: Page, taxon: string) => page.getByTestId('taxon-row').filter({ hasText: taxon });
const highlightedRows = (page: Page) => page.locator('[data-testid="taxon-row"][data-highlighted="true"]');

async function pickVariable(page: Page, name: string) {
  const picker = page.getByRole('combobox', { name: 'Log variable' });
  await picker.click();
  await picker.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

async function uploadSheet(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Excel' }).click();
  await (
    await chooser
  ).setFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
}

function rowNamed(sheet: ExcelJS.Worksheet, name: string): ExcelJS.Row {
  for (let r = 2; r <= sheet.rowCount; r++) {
    if (String(sheet.getRow(r).getCell(1).value) === name) return sheet.getRow(r);
  }
  throw new Error(`The sheet has no row for ${name}`);
}

test('ADMIN-083 ADMIN-084 ADMIN-085 ADMIN-086 an Administrator highlights a taxon, downloads the sheet, adds a taxon and uploads it', async ({
  page,
}) => {
  await login(page, demoAccounts.admin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Taxonomy' }).click();
  await expect(page).toHaveURL(/\/Taxonomy$/);
  await expect(page).toHaveTitle('Taxonomy | Wakeline');
  const table = page.getByRole('table', { name: 'Taxonomy categories' });
  await expect(table).toBeVisible(busy);
  await expect(taxonRow(page, 'Propulsion:Shaft power')).toContainText('Propulsion');
  await expect(highlightedRows(page)).toHaveCount(0);

  // ADMIN-083: the picker highlights the chosen variable's taxon, and the URL keeps the choice.
  await pickVariable(page, 'Shaft power');
  await expect(highlightedRows(page)).toHaveCount(1);
  await expect(highlightedRows(page)).toContainText('Propulsion:Shaft power');
  await expect(page).toHaveURL(/variable=Shaft(\+|%20)power/);
  await expectNoSeriousA11yViolations(page);

  // ADMIN-085: the download is the sheet of the taxonomy shown.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('taxonomy.xlsx');
  const original = await readFile(await download.path());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(original).buffer);
  const sheet = workbook.getWorksheet('Taxonomy')!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Log variable', 'Taxa']);
  expect(rowNamed(sheet, 'Shaft speed').getCell(2).value).toBe('Propulsion:Shaft speed');

  // ADMIN-086: one cell edited (a taxon added to Shaft speed), uploaded, and shown on the page.
  rowNamed(sheet, 'Shaft speed').getCell(2).value = 'Propulsion:Shaft speed; Propulsion:Propeller speed';
  await uploadSheet(page, 'taxonomy-edited.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
  const result = page.getByTestId('taxonomy-upload-result');
  await expect(result).toContainText('taxonomy-edited.xlsx uploaded', busy);
  await expect(result.getByRole('listitem')).toHaveText([
    'Shaft speed: taxa added: Propulsion:Propeller speed',
  ]);
  await expect(taxonRow(page, 'Propulsion:Propeller speed')).toContainText('Shaft speed');
  await pickVariable(page, 'Shaft speed');
  await expect(highlightedRows(page)).toHaveCount(2);
  await expect(highlightedRows(page).filter({ hasText: 'Propulsion:Propeller speed' })).toHaveCount(1);

  // The same file again changes nothing.
  await uploadSheet(page, 'taxonomy-edited.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
  await expect(result).toContainText('Nothing changed: the sheet matches the taxonomy.', busy);

  // A malformed sheet: every bad row listed, nothing written (the good edit in row Heading neither).
  rowNamed(sheet, 'Heading').getCell(2).value = 'Navigation:Heading; Navigation:True heading';
  const draftFore = rowNamed(sheet, 'Draft fore');
  draftFore.getCell(2).value = 'Hull:Draft fore; no colon here';
  const typo = sheet.addRow(['Main engine lod', 'Engine:Load']);
  const repeated = sheet.addRow(['heading', 'Navigation:Heading']);
  const rowsBefore = await page.getByTestId('taxon-row').count();
  await uploadSheet(page, 'taxonomy-broken.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
  const failure = page.getByTestId('taxonomy-upload-failure');
  await expect(failure).toContainText('taxonomy-broken.xlsx was not uploaded', busy);
  await expect(failure).toContainText('The sheet has 3 errors; nothing was changed.');
  await expect(failure.getByRole('list', { name: 'Errors in the sheet' }).getByRole('listitem')).toHaveText([
    `Row ${draftFore.number}: 'no colon here': A taxon must be written as Category:Name.`,
    `Row ${typo.number}: no vessel logs a variable named 'Main engine lod', and the taxonomy does not have it.`,
    `Row ${repeated.number}: 'heading' is already in row ${rowNamed(sheet, 'Heading').number}.`,
  ]);
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(table).toBeVisible(busy);
  await expect(page.getByTestId('taxon-row')).toHaveCount(rowsBefore);
  await expect(taxonRow(page, 'Navigation:True heading')).toHaveCount(0);

  // The original was downloaded before the edit: it is refused as outdated (ADR 0092) and changes nothing.
  await uploadSheet(page, 'taxonomy.xlsx', original);
  await expect(failure).toContainText('taxonomy.xlsx was not uploaded', busy);
  await expect(failure).toContainText(
    /The taxonomy was changed since this sheet was downloaded \(the sheet is of version (\d+), the taxonomy is now at version \d+\)/,
  );
  await expect(taxonRow(page, 'Propulsion:Propeller speed')).toContainText('Shaft speed');

  // The original without its version sheet (as if made by hand) is taken, and restores the taxonomy
  // for the journeys that follow.
  const handMade = new ExcelJS.Workbook();
  await handMade.xlsx.load(new Uint8Array(original).buffer);
  handMade.removeWorksheet(handMade.getWorksheet(taxonomyVersionSheetName)!.id);
  await uploadSheet(page, 'taxonomy.xlsx', Buffer.from(await handMade.xlsx.writeBuffer()));
  await expect(result.getByRole('listitem')).toHaveText(
    ['Shaft speed: taxa removed: Propulsion:Propeller speed'],
    busy,
  );
  await expect(taxonRow(page, 'Propulsion:Propeller speed')).toHaveCount(0);
});

test('ADMIN-152 a user who is not an Administrator cannot open Taxonomy', async ({ page }) => {
  await login(page, demoAccounts.super);
  await expect(page.getByRole('link', { name: 'Taxonomy' })).toHaveCount(0);
  await page.goto('/Taxonomy');
  await expect(page).not.toHaveURL(/\/Taxonomy/);
  await expect(page.getByRole('table', { name: 'Taxonomy categories' })).toHaveCount(0);
});
