// My profile: details and change password (000 §5 rules, POST /Account/ChangePassword).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { demoAccounts, demoPassword, journeyTimeoutMs, login, loginThroughForm } from './support/demo.ts';

test.describe.configure({ timeout: journeyTimeoutMs });

test('My profile shows the signed-in user and validates a new password', async ({ page }) => {
  await login(page, demoAccounts.user, { path: '/MyProfile' });
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
  await login(page, demoAccounts.user, { path: '/MyProfile' });
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('not-my-password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('harbour-42');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('harbour-42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText(/\S/);
});

test('SHELL-173 changing the password works, and the new one signs in', async ({ page, request }) => {
  const email = demoAccounts.manager;
  const changed = 'harbour-lines-42';
  try {
    await login(page, email, { path: '/MyProfile' });
    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(demoPassword);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(changed);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(changed);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: /\S/ })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await loginThroughForm(page, email, changed);
    await expect(page.getByTestId('company-name')).toHaveText('Harbour Lines');
  } finally {
    // Put the demo password back whatever happened, so later journeys can sign in as this user.
    await restorePassword(request, email, changed);
  }
});

async function restorePassword(request: APIRequestContext, email: string, current: string): Promise<void> {
  const signIn = await request.post('/api/v1/Authenticate', { data: { username: email, password: current } });
  if (signIn.status() !== 200) return; // the password was never changed
  const { token } = (await signIn.json()) as { token: string };
  const response = await request.post('/api/v1/Account/ChangePassword', {
    headers: { Authorization: `Bearer ${token}` },
    data: { Username: email, CurrentPassword: current, NewPassword: demoPassword },
  });
  expect(response.status(), 'restoring the demo password').toBe(200);
}
