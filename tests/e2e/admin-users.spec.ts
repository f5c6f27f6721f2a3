// User List journeys (003 §2/§5/§6): add, edit, API key, delete as super@ and admin@; role
// choices by role; a User is kept out of /Users.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { demoAccounts, login } from './support/demo.ts';

// Long journeys on a shared 2-core machine: more than the default 60 s per test.
test.describe.configure({ timeout: 150_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openUsers(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User List' }).click();
  await expect(page).toHaveURL(/\/Users$/);
  await expect(page).toHaveTitle('User List | Wakeline');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
}

test('ADMIN-016 ADMIN-022 ADMIN-026 ADMIN-029 ADMIN-128 a SuperUser adds, edits, keys and deletes a user', async ({
  page,
}) => {
  const email = `e2e.${unique()}@example.com`;
  const name = `E2E Crew ${unique()}`;
  await login(page, demoAccounts.super);
  await openUsers(page);
  await expectNoSeriousA11yViolations(page);

  // ADD: Create waits for a valid form; an e-mail in the list is refused.
  await page.getByRole('button', { name: 'Add new user' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add new user' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Email').fill('USER@example.com');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Title').fill('Chief engineer');
  await expect(dialog.getByText('A user with that email already exists.')).toBeVisible();
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Email').fill(email);
  await expect(create).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await create.click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toContainText(name);
  await expect(row).toContainText('User');

  // EDIT: the e-mail is read-only; the title changes.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit user' });
  await expect(dialog.getByLabel('Email')).toHaveAttribute('readonly', '');
  await dialog.getByLabel('Title').fill('Superintendent');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `View ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'User information' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Superintendent');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // API: no key yet, so no Remove; generate (confirmed), then remove (confirmed).
  await page.getByRole('button', { name: `API Key of ${name}` }).click();
  dialog = page.getByRole('dialog', { name: `API Key: ${name}` });
  await expect(dialog.getByRole('button', { name: 'Remove key' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Generate new key' }).click();
  const confirm = page.getByRole('dialog', { name: 'Generate new key' });
  await expect(confirm).toContainText('Are you sure you want to generate a API key?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByRole('button', { name: 'Copy key' })).toBeVisible();
  const fullKey = await dialog.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(fullKey.length).toBeGreaterThan(16);
  expect(fullKey).not.toContain('•');
  await dialog.getByRole('button', { name: 'Remove key' }).click();
  const confirmRemove = page.getByRole('dialog', { name: 'Remove key' });
  await expect(confirmRemove).toContainText('Are you sure you want to remove the API key?');
  await confirmRemove.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByRole('textbox', { name: 'API key' })).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Remove key' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // REMOVE.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Delete user' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-row').filter({ hasText: email })).toHaveCount(0);
});

async function roleChoices(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Add new user' }).click();
  await page.getByRole('dialog', { name: 'Add new user' }).getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  return (await page.getByRole('option').allInnerTexts()).map((text) => text.trim()).sort();
}

test('ADMIN-148 ADMIN-025 an Administrator may assign all four roles; a KognifaiUser has the partner fields', async ({
  page,
}) => {
  await login(page, demoAccounts.admin);
  await openUsers(page);
  expect(await roleChoices(page)).toEqual(['Administrator', 'KognifaiUser', 'SuperUser', 'User']);
  await page.getByRole('option', { name: 'KognifaiUser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new user' });
  await expect(dialog.getByLabel('Tenant ID')).toBeVisible();
  await expect(dialog.getByLabel('Client ID')).toBeVisible();
  await expect(dialog.getByLabel('Client Secret')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('ADMIN-149 a SuperUser may assign only User and SuperUser', async ({ page }) => {
  await login(page, demoAccounts.super);
  await openUsers(page);
  expect(await roleChoices(page)).toEqual(['SuperUser', 'User']);
});

test('ADMIN-030 the sort order survives a reload through its cookie', async ({ page, context }) => {
  await login(page, demoAccounts.super);
  await openUsers(page);
  await page.getByRole('button', { name: /^Email/ }).click();
  await expect(page.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');
  const cookie = (await context.cookies()).find((c) => c.name === 'wakeline_users_sort');
  expect(cookie?.value).toBe('email%3Aasc');
  // We ask for 7300 days (checked in the component test); Chromium caps every cookie at 400 days.
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 399 * 86_400);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('ADMIN-152 a User opening /Users is sent to the start page', async ({ page }) => {
  await login(page, demoAccounts.user, { path: '/Users' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);
});
