// Vessel Access Control journeys (003 §2): a SuperUser creates a group, manages it (a vessel and a
// user join, and that user then sees the vessel through the API), renames and deletes it.
import { expect, test, type PlaywrightWorkerArgs } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { demoAccounts, login, visibleVessels } from './support/demo.ts';

// Long journeys on a shared 2-core machine: more than the default 60 s per test.
test.describe.configure({ timeout: 150_000 });

/**
 * The vessels `email` may see, asked over a new connection each time: a kept-alive socket that
 * the server closed meanwhile gave ECONNRESET on the busy test machine.
 */
async function vesselsOf(playwright: PlaywrightWorkerArgs['playwright'], email: string) {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return await visibleVessels(request, email);
  } finally {
    await request.dispose();
  }
}

const vesselIdsOf = async (playwright: PlaywrightWorkerArgs['playwright'], email: string) =>
  (await vesselsOf(playwright, email)).map((vessel) => vessel.id);

test('ADMIN-073 ADMIN-077 ADMIN-080 ADMIN-081 ADMIN-154 create, manage, rename and delete an access group', async ({
  page,
  playwright,
}) => {
  const name = `E2E group ${Date.now().toString(36)}`;
  const renamed = `${name} renamed`;
  const companyVessels = await vesselsOf(playwright, demoAccounts.super);
  const userVesselIds = new Set(await vesselIdsOf(playwright, demoAccounts.user));
  const extra = companyVessels.find((vessel) => !userVesselIds.has(vessel.id));
  if (!extra) throw new Error('user@example.com already sees every Northwind vessel');

  await login(page, demoAccounts.super);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Vessel Access Control' })
    .click();
  await expect(page).toHaveTitle('Vessel Access Control | Wakeline');
  const table = page.getByRole('table', { name: 'Vessel access groups' });
  await expect(table).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The default group cannot be managed, renamed or deleted.
  const defaultRow = page.getByTestId('access-group-row').filter({ hasText: 'Default' });
  await expect(defaultRow).toHaveCount(1);
  await expect(defaultRow.getByRole('link', { name: /Manage/ })).toHaveCount(0);
  await expect(defaultRow.getByRole('button')).toHaveCount(0);

  // ADD: a new, unique name.
  await page.getByRole('button', { name: 'Add new vessel access group' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add new vessel access group' });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('access-group-row').filter({ hasText: name });
  await expect(row.getByRole('button', { name: `Delete ${name}` })).toBeVisible();

  // Manage: add the vessel and user@example.com.
  await row.getByRole('link', { name: `Manage ${name}` }).click();
  await expect(page).toHaveURL(/\/VesselAccessControl\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} | Wakeline`);
  const vesselsIn = page.getByRole('region', { name: 'Vessels in access group' });
  const usersIn = page.getByRole('region', { name: 'Users in access group' });
  await expect(vesselsIn.getByText('No vessels in access group')).toBeVisible();
  await expect(usersIn.getByText('No users in access group')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('region', { name: 'Available vessels' })
    .getByRole('button', { name: `Add ${extra.name}` })
    .click();
  await expect(vesselsIn.getByRole('button', { name: `Remove ${extra.name}` })).toBeVisible();
  const availableUsers = page.getByRole('region', { name: 'Available users' });
  const userRow = availableUsers.getByRole('row').filter({ hasText: demoAccounts.user });
  await userRow.getByRole('button', { name: /^Add / }).click();
  await expect(usersIn.getByText(demoAccounts.user)).toBeVisible();

  // The user now sees the vessel.
  expect(await vesselIdsOf(playwright, demoAccounts.user)).toContain(extra.id);

  // Remove both again; the user loses the vessel.
  await vesselsIn.getByRole('button', { name: `Remove ${extra.name}` }).click();
  await expect(vesselsIn.getByText('No vessels in access group')).toBeVisible();
  await usersIn
    .getByRole('row')
    .filter({ hasText: demoAccounts.user })
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(usersIn.getByText('No users in access group')).toBeVisible();
  expect(await vesselIdsOf(playwright, demoAccounts.user)).not.toContain(extra.id);

  // Back, rename, delete.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/VesselAccessControl$/);
  await page.getByRole('button', { name: `Rename ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Rename vessel access group' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  dialog = page.getByRole('dialog', { name: 'Delete vessel access group' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('access-group-row').filter({ hasText: renamed })).toHaveCount(0);
});

test('ADMIN-144 a name already in use is refused, ignoring case', async ({ page }) => {
  await login(page, demoAccounts.admin, { path: '/VesselAccessControl' });
  const first = page.getByTestId('access-group-row').first().getByRole('cell').first();
  await expect(first).toBeVisible();
  const existing = ((await first.textContent()) ?? '').replace(/Default$/, '').trim();
  await page.getByRole('button', { name: 'Add new vessel access group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new vessel access group' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(existing.toUpperCase());
  await expect(dialog.getByText('An access group with that name already exists.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
});

test('ADMIN-152 a User opening /VesselAccessControl is sent to the start page', async ({ page }) => {
  await login(page, demoAccounts.user, { path: '/VesselAccessControl' });
  await expect(page).toHaveURL(/\/$/);
});

test('ADMIN-075 the dialogs work from the keyboard: open, type, Enter to create, Enter to confirm delete', async ({
  page,
}) => {
  const name = `Keyboard group ${Date.now().toString(36)}`;
  await login(page, demoAccounts.super, { path: '/VesselAccessControl' });
  await page.getByRole('button', { name: 'Add new vessel access group' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add new vessel access group' });
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const deleteButton = page.getByRole('button', { name: `Delete ${name}` });
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete vessel access group' });
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('access-group-row').filter({ hasText: name })).toHaveCount(0);
});
