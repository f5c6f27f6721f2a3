// Sign-in, the navigation guard, the password pages and log out (000 §2/§4/§5).
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import {
  byNameIgnoringCase,
  demoAccounts,
  journeyTimeoutMs,
  login,
  loginThroughForm,
  visibleVessels,
} from './support/demo.ts';

test.describe.configure({ timeout: journeyTimeoutMs });

test.describe('each demo account sees exactly its vessels', () => {
  for (const email of [demoAccounts.admin, demoAccounts.super, demoAccounts.user, demoAccounts.other]) {
    test(`SHELL-013 SHELL-056 ${email} signs in, lands on / and sees exactly its vessels in the sidebar and the fleet`, async ({
      page,
      request,
    }) => {
      const expected = (await visibleVessels(request, email)).map((v) => v.name).sort(byNameIgnoringCase);
      expect(expected.length).toBeGreaterThan(0);
      await loginThroughForm(page, email);
      await expect(page).toHaveURL('/');

      const sidebar = page.getByRole('list', { name: 'Vessels' });
      await expect(sidebar.getByRole('link')).toHaveText(expected);
      const fleetNames = page.getByTestId('vessel-data-table').locator('tbody tr td:first-child');
      await expect(fleetNames).toHaveText(expected);
    });
  }

  test('SHELL-006 SHELL-036 the partner account lands on /Kognifai with its vessels and no sidebar or top bar', async ({
    page,
    request,
  }) => {
    const expected = (await visibleVessels(request, demoAccounts.partner))
      .map((v) => v.name)
      .sort(byNameIgnoringCase);
    await loginThroughForm(page, demoAccounts.partner);
    await expect(page).toHaveURL('/Kognifai');
    await expect(page.getByTestId('partner-vessels').locator('tbody tr td:first-child')).toHaveText(expected);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByTestId('company-name')).toHaveCount(0);
  });

  test('the demo table holds: 5 Northwind vessels for super, 3 for user, 2 Harbour Lines vessels for other', async ({
    request,
  }) => {
    expect(await visibleVessels(request, demoAccounts.super)).toHaveLength(5);
    expect(await visibleVessels(request, demoAccounts.user)).toHaveLength(3);
    expect(await visibleVessels(request, demoAccounts.other)).toHaveLength(2);
    expect(await visibleVessels(request, demoAccounts.admin)).toHaveLength(5);
  });
});

test.describe('the login page', () => {
  test('SHELL-145 SHELL-146 SHELL-147 validates the fields and keeps Log in disabled while invalid', async ({
    page,
  }) => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Username').focus();
    await page.getByRole('textbox', { name: 'Password', exact: true }).focus();
    await page.getByLabel('Remember me').focus();
    await expect(page.getByText('Username required')).toBeVisible();
    await expect(page.getByText('Password required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a wrong password shows the server message and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(demoAccounts.user);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The user name or password is incorrect.');
    await expect(page).toHaveURL(/\/login/);
  });

  test('SHELL-015 the login card is at most 350 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    const form = page.locator('form[aria-labelledby="login-heading"]');
    const box = await form.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(350);
  });

  test('SHELL-011 SHELL-012 SHELL-148 the forgot-password view validates and shows the server text', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password' }).click();
    const email = page.getByLabel('Email');
    await email.fill('not-an-email');
    await email.blur();
    await expect(page.getByText('Email must be valid')).toBeVisible();
    await email.fill('');
    await expect(page.getByText('Email required')).toBeVisible();
    await email.fill(demoAccounts.user);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const alert = page.getByRole('status').filter({ hasText: /\S/ });
    await expect(alert).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Back to login' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('the reset password page', () => {
  test('SHELL-017 an incomplete link shows only the incomplete-link message', async ({ page }) => {
    await page.goto('/Account/ResetPassword?username=user%40example.com');
    await expect(page.getByRole('alert')).toHaveText(
      'Your password reset link appears to be incomplete. Please click the link you recieved in the email or copy and paste the full link into your browser.',
    );
    await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('SHELL-016 SHELL-182 a complete link shows the form, and a wrong token shows the server error', async ({
    page,
  }) => {
    await page.goto('/Account/ResetPassword?username=user%40example.com&token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Create new password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('harbour-42');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('harbour-42');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toContainText('The password could not be reset');
  });
});

test.describe('the navigation guard', () => {
  test('SHELL-034 a visitor who is not signed in is sent to /login from any page', async ({ page }) => {
    for (const path of [
      '/',
      '/MyProfile',
      '/About',
      '/Users',
      '/Kognifai',
      '/Vessel/abc/Some%20Ship/Info',
      '/no/such/page',
    ]) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/login$/);
    }
  });

  test('SHELL-014 a signed-in user who opens /login is sent to /', async ({ page }) => {
    await login(page, demoAccounts.user, { path: '/login' });
    await expect(page).toHaveURL('/');
  });

  test('SHELL-036 the partner is confined to /Kognifai', async ({ page }) => {
    await login(page, demoAccounts.partner);
    for (const path of ['/', '/MyProfile', '/About', '/Users']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL('/Kognifai');
    }
  });

  test('SHELL-037 the partner page sends every other user to /', async ({ page }) => {
    await login(page, demoAccounts.super, { path: '/Kognifai' });
    await expect(page).toHaveURL('/');
  });

  test('SHELL-165 a User cannot open the Company List and is sent to /', async ({ page }) => {
    await login(page, demoAccounts.user, { path: '/Company' });
    await expect(page).toHaveURL('/');
  });

  test('SHELL-117 an invalid stored token is dropped at start and the user goes to /login', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('wakeline.token', 'revoked-or-made-up');
      localStorage.setItem('wakeline.tokenExpiresAt', new Date(Date.now() + 3_600_000).toISOString());
    });
    await page.goto('/About');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('wakeline.token'))).toBeNull();
  });
});

test('SHELL-116 SHELL-118 Log out removes the session and returns to /login; Back does not show the signed-out screens', async ({
  page,
}) => {
  // Through the form: the history before Log out is the user's own (login page, home, About).
  await loginThroughForm(page, demoAccounts.super);
  await page.goto('/About');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('wakeline.token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('wakeline.tokenExpiresAt'))).toBeNull();
  // Back reaches the page before (the browser may restore it from its cache): it is loaded again,
  // without a session, and lands on the login page.
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /Profile menu/ })).toHaveCount(0);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
