// The steps of the logger import page (issue 24 §1) as a SuperUser takes them: open it from the
// vessel's settings, choose a file, choose the zone, map the columns, save the mapping, dry run and
// import. The logger import journeys share them.
import { expect, type Locator, type Page } from '@playwright/test';

export const busy = { timeout: 60_000 };

/** Opens Import data from the vessel's settings page (the user is signed in on it). */
export async function openLoggerImport(page: Page, vesselName: string): Promise<void> {
  await page.getByRole('link', { name: 'Import data' }).click();
  await expect(page).toHaveURL(/\/LoggerImport\?vesselId=/);
  await expect(page.getByRole('heading', { name: 'Import data', level: 1 })).toBeVisible(busy);
  await expect(
    page
      .getByRole('textbox', { name: /^Vessel/ })
      .or(page.getByRole('combobox', { name: /^Vessel/ }))
      .first(),
  ).toHaveValue(vesselName, busy);
}

/** Chooses a CSV through the drop zone's file chooser; the file's section once its preview shows. */
export async function chooseLoggerFile(page: Page, name: string, csv: string): Promise<Locator> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Drop files here or press to choose them' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const file = page.getByRole('region', { name });
  await expect(file.getByRole('table', { name: 'First rows of the file' })).toBeVisible(busy);
  return file;
}

/** Chooses the zone the file's times were written in. */
export async function chooseTimeZone(page: Page, file: Locator, zone: string): Promise<void> {
  await file.getByLabel('Time zone').fill(zone);
  await page.getByRole('option', { name: zone, exact: true }).click();
}

/** A column of the file, the log variable it is stored under and the unit the file writes it in. */
export type ColumnChoice = readonly [source: string, variable: string, unit: string];

/** Maps each column as a user does: takes it in, types the variable, picks the unit where it differs. */
export async function mapColumns(page: Page, file: Locator, choices: readonly ColumnChoice[]): Promise<void> {
  for (const [source, variable, unit] of choices) {
    const ignore = file.getByRole('checkbox', { name: `Ignore ${source}` });
    if (await ignore.isChecked()) await ignore.uncheck();
    const variableBox = file.getByLabel(`Log variable of ${source}`);
    if ((await variableBox.inputValue()) !== variable) await variableBox.fill(variable);
    const unitBox = file.getByLabel(`Unit of ${source}`);
    if ((await unitBox.inputValue()) !== unit) {
      await unitBox.fill(unit);
      await page.getByRole('option', { name: unit, exact: true }).click();
    }
  }
}

/** Names the source and saves the mapping. */
export async function saveMapping(file: Locator, sourceName: string): Promise<void> {
  await file.getByLabel('Source name').fill(sourceName);
  await file.getByRole('button', { name: 'Save mapping' }).click();
  await expect(file.getByText(`The mapping of ${sourceName} is saved.`)).toBeVisible(busy);
}

/** The dry run: every one of the file's `rows` rows accepted, nothing refused. */
export async function dryRunAcceptsAll(file: Locator, rows: number): Promise<void> {
  await file.getByRole('button', { name: 'Dry run' }).click();
  const dryRun = file.getByRole('region', { name: 'Dry run' });
  await expect(dryRun.getByText('Nothing was refused.')).toBeVisible(busy);
  await expect(dryRun.getByText(new RegExp(`\\b${rows} rows read, ${rows} accepted`))).toBeVisible();
}

/** Imports the file: the server accepts it (202) and the page says how many values are on their way. */
export async function importLoggerFile(
  page: Page,
  file: Locator,
  fileName: string,
  values: number,
): Promise<{ importPath: string }> {
  const answer = page.waitForResponse((response) => /\/LoggerImports\/[^/]+\/Import$/.test(response.url()));
  await file.getByRole('button', { name: 'Import', exact: true }).click();
  const accepted = await answer;
  expect(accepted.status()).toBe(202);
  const { importPath } = (await accepted.json()) as { importPath: string };
  const escaped = fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(
    file.getByText(
      new RegExp(`${escaped} is on its way: ${values.toLocaleString('en-GB')} values are being imported\\.`),
    ),
  ).toBeVisible(busy);
  return { importPath };
}
