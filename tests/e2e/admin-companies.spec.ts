// Company List journeys (003 §2/§5): an Administrator creates, edits, views and deletes a company,
// views the app as another company; a SuperUser is kept out of /Company.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { demoAccounts, login } from './support/demo.ts';

// Long journeys on a shared 2-core machine: more than the default 60 s per test.
test.describe.configure({ timeout: 150_000 });

async function openCompanies(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company List' }).click();
  await expect(page).toHaveURL(/\/Company$/);
  await expect(page).toHaveTitle('Company List | Wakeline');
  await expect(page.getByRole('table', { name: 'Companies' })).toBeVisible();
}

test('ADMIN-031 ADMIN-033 ADMIN-034 ADMIN-130 an Administrator creates, edits and deletes a company', async ({
  page,
}) => {
  const name = `E2E Lines ${Date.now().toString(36)}`;
  await login(page, demoAccounts.admin);
  await openCompanies(page);
  await expectNoSeriousA11yViolations(page);

  // Companies with vessels cannot be deleted.
  const northwind = page.getByTestId('company-row').filter({ hasText: 'Northwind Shipping' });
  await expect(northwind).toContainText('5');
  await expect(page.getByRole('button', { name: 'Delete Northwind Shipping' })).toHaveCount(0);

  // ADD with Create; a name in the list (any case) is refused.
  await page.getByRole('button', { name: 'Add new company' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add new company' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('harbour LINES');
  await page.keyboard.press('Tab');
  await expect(dialog.getByText('A company with that name already exists.')).toBeVisible();
  await expect(create).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Contact email').fill('ops@');
  await dialog.getByLabel('Contact name').focus();
  await expect(dialog.getByText('Contact email must be valid')).toBeVisible();
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Contact email').fill('ops@e2e-lines.example');
  await dialog.getByLabel('Contact name').fill('Erik Example');
  await expectNoSeriousA11yViolations(page);
  await create.click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('company-row').filter({ hasText: name });
  await expect(row).toContainText('Active');
  await expect(row.getByRole('cell').nth(2)).toHaveText('0');

  // EDIT the status; VIEW shows it read-only.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit company' });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Suspended' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Suspended');
  await page.getByRole('button', { name: `View ${name}` }).click();
  dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByLabel('Contact name')).toHaveValue('Erik Example');
  await expect(dialog.getByLabel('Status')).toHaveValue('Suspended');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  // REMOVE names the company.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Delete company' });
  await expect(dialog).toContainText(`Are you sure you want to delete ${name}?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('company-row').filter({ hasText: name })).toHaveCount(0);
});

test('ADMIN-038 View as company switches the session to that company and goes home', async ({ page }) => {
  await login(page, demoAccounts.admin);
  await openCompanies(page);
  await page.getByRole('button', { name: 'View as company: Harbour Lines' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('company-name')).toHaveText('Harbour Lines');

  // And back, so the other journeys find the admin in Northwind Shipping.
  await openCompanies(page);
  await page.getByRole('button', { name: 'View as company: Northwind Shipping' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('company-name')).toHaveText('Northwind Shipping');
});

test('ADMIN-152 a SuperUser opening /Company is sent to the start page', async ({ page }) => {
  await login(page, demoAccounts.super, { path: '/Company' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('table', { name: 'Companies' })).toHaveCount(0);
});
