// The crew's tablet (issue 26 §3, ADR 0117): a user who works on board signs in on a 768×1024
// tablet and lands on On board, which says where the ship is and opens the voyage; the menu is the
// crew's (no dashboard, no office analysis), nothing scrolls sideways, and axe finds nothing serious.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { demoAccounts, journeyTimeoutMs, login } from './support/demo.ts';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });
test.describe.configure({ timeout: journeyTimeoutMs });

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('ADR 0117 the crew land on On board on a tablet: where the ship is, the voyage a tap away, the crew’s menu only', async ({
  page,
}) => {
  await login(page, demoAccounts.crew);
  await expect(page).toHaveURL(/\/OnBoard$/);
  await expect(page.getByRole('heading', { name: 'On board', level: 1 })).toBeVisible();
  const fjord = page.getByRole('region', { name: 'Northwind Fjord' });
  // The ship's events reach the device with the first sync round; then the page says where it is.
  await expect(fjord.getByText(/^(At sea since .+ UTC, from .+\.|In .+ since .+ UTC\.)$/)).toBeVisible({
    timeout: 60_000,
  });
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page);

  // The menu is a drawer on the tablet, and it is the crew's.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'On board' })).toBeVisible();
  for (const office of ['Dashboard', 'Vessel Overview', 'Vessel Groups', 'Compare vessels'])
    await expect(menu.getByRole('link', { name: office, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await fjord.getByRole('link', { name: /^(Voyage and events|Voyages)$/ }).click();
  await expect(page).toHaveURL(/\/Vessel\/[^/]+\/Northwind%20Fjord\/EmissionReport/);
  await expect(page.getByRole('heading', { name: 'Northwind Fjord', level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  // The vessel's pages are the crew's: what they enter data on, not the office's analysis.
  const pages = page.getByRole('combobox', { name: 'Vessel pages' });
  const offered = await pages.locator('option').allTextContents();
  expect(offered).toEqual(expect.arrayContaining(['Emission report', 'Noon reports']));
  for (const office of ['Long trend', 'Fouling', 'CII', 'Data analysis'])
    expect(offered).not.toContain(office);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page);
});
