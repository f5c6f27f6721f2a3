// Vessel settings (002 §2): a SuperUser opens a vessel's settings, saves General, adds a fuel tank
// and meets the duplicate-name rule, and views and edits the Veracity key; a User gets DENIED.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { byNameIgnoringCase, demoAccounts, journeyTimeoutMs, login, visibleVessels } from './support/demo.ts';

// Two sign-ins and a dozen saves while the server imports the demo fleet.
test.describe.configure({ timeout: 2 * journeyTimeoutMs });

const settingsPath = (vessel: { id: string; name: string }) =>
  `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/VesselSettings`;

async function openKeyDialog(page: Page) {
  await page.getByRole('tab', { name: 'Veracity key' }).click();
  await page.getByRole('button', { name: 'Open Veracity key' }).click();
  return page.getByRole('dialog', { name: 'Veracity key' });
}

test('EMIS-073 EMIS-076 EMIS-081 EMIS-174 EMIS-083 EMIS-198 a SuperUser saves General, adds a fuel tank, meets the duplicate name, and views the key; a User is denied', async ({
  page,
  browser,
  request,
}) => {
  // A vessel both the SuperUser and the User see.
  const vessel = [...(await visibleVessels(request, demoAccounts.user))].sort((a, b) =>
    byNameIgnoringCase(a.name, b.name),
  )[0];
  if (!vessel) throw new Error('user@example.com sees no vessel');

  await login(page, demoAccounts.super, { path: settingsPath(vessel) });
  await expect(page).toHaveTitle(`Vessel settings | ${vessel.name} | Wakeline`);
  const tabs = page.getByRole('tablist', { name: 'Vessel settings' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'General',
    'Flow meters',
    'Fuel tanks',
    'Fuel types',
    'Veracity key',
  ]);

  // General: change the home port, save, and find it again after a reload.
  const homePort = page.getByRole('textbox', { name: 'Home port' });
  await expect(homePort).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('combobox', { name: 'Ship type', exact: true })).toHaveAttribute(
    'placeholder',
    'Please select...',
  );
  await expect(page.getByRole('combobox', { name: 'Ice class' })).toHaveAttribute('placeholder', 'None');
  const newHomePort = `Harbour ${Date.now() % 100_000}`;
  await homePort.fill(newHomePort);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The settings were saved.')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Home port' })).toHaveValue(newHomePort, {
    timeout: 60_000,
  });

  // Fuel tanks, reached from the keyboard; the tab goes into the URL.
  await page.getByRole('tab', { name: 'General' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Fuel tanks' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tab=FuelTanks/);
  const form = page.getByRole('form', { name: 'Add fuel tank' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  const tankName = `Journey tank ${Date.now() % 100_000}`;
  await form.getByRole('textbox', { name: 'Name' }).fill(tankName);
  await form.getByRole('combobox', { name: 'Fuel type' }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('checkbox', { name: 'Manual', exact: true }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  const table = page.getByRole('table', { name: 'Fuel tanks' });
  await expect(table.getByRole('cell', { name: tankName, exact: true })).toBeVisible({ timeout: 30_000 });

  // The same name again, in other letters' case, is refused before anything is sent (EMIS-174).
  const sameName = tankName.toUpperCase();
  await form.getByRole('textbox', { name: 'Name' }).fill(sameName);
  await form.getByRole('combobox', { name: 'Fuel type' }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('checkbox', { name: 'Manual', exact: true }).check();
  await expect(
    form.getByText(`A fuel tank with the name ${sameName} already exists. Please choose a different name.`),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Veracity key as SuperUser: VIEW.
  const dialog = await openKeyDialog(page);
  await expect(dialog.getByRole('button', { name: 'Edit key' })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('Expiration date', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // EDIT: store a key, then VIEW shows it masked until revealed.
  await dialog.getByRole('button', { name: 'Edit key' }).click();
  await dialog.getByRole('textbox', { name: 'Key', exact: true }).fill('journey-key-12345678');
  await dialog.getByRole('textbox', { name: 'Expiration date' }).fill('2030-06-30');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('veracity-key-value')).toHaveText(`${'•'.repeat(16)}5678`, {
    timeout: 30_000,
  });
  await expect(dialog.getByText('30. Jun, 2030')).toBeVisible();
  await dialog.getByRole('button', { name: 'Show key' }).click();
  await expect(dialog.getByTestId('veracity-key-value')).toHaveText('journey-key-12345678');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The same dialog for a User: DENIED (DECISIONS EMIS-199).
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await login(userPage, demoAccounts.user, { path: settingsPath(vessel) });
  const userDialog = await openKeyDialog(userPage);
  await expect(userDialog.getByText('You do not have permission to view this key.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(userDialog.getByRole('button', { name: 'Edit key' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(userPage);
  await userContext.close();
});
