// My profile: details and change password (000 §5 rules, POST /Account/ChangePassword).
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { demoAccounts, demoPassword, login } from './support/demo.ts';

test('My profile shows the signed-in user and validates a new password', async ({ page }) => {
  await login(page, demoAccounts.user);
  await page.goto('/MyProfile');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await expect(page.getByText(demoAccounts.user)).toBeVisible();

  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(demoPassword);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('other');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).blur();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Password mismatch')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change password' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test('SHELL-173 a wrong current password is refused with the server message', async ({ page }) => {
  await login(page, demoAccounts.user);
  await page.goto('/MyProfile');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('not-my-password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('harbour-42');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('harbour-42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText(/\S/);
});

test('SHELL-173 changing the password works, and the new one signs in', async ({ page }) => {
  const email = demoAccounts.other;
  const changed = 'harbour-lines-42';
  await login(page, email);
  await page.goto('/MyProfile');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(demoPassword);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(changed);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(changed);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toBeVisible();

  // Sign in again with the new password, then put the demo password back for the other journeys.
  await page.evaluate(() => localStorage.clear());
  await login(page, email, changed);
  await page.goto('/MyProfile');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(changed);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(demoPassword);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toBeVisible();
});
