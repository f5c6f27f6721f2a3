// The shell (000 §2): sidebar, top bar, page titles, vessel pages, Not Found, keyboard use, axe.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { byNameIgnoringCase, demoAccounts, journeyTimeoutMs, login, visibleVessels } from './support/demo.ts';

test.describe.configure({ timeout: journeyTimeoutMs });

test('SHELL-038 SHELL-039 SHELL-045 page titles and the top bar on ordinary and vessel pages', async ({
  page,
  request,
}) => {
  const [first] = (await visibleVessels(request, demoAccounts.super)).sort((a, b) =>
    byNameIgnoringCase(a.name, b.name),
  );
  if (!first) throw new Error('super@example.com sees no vessel');
  await login(page, demoAccounts.super);

  await expect(page).toHaveTitle('Dashboard | Wakeline');
  await expect(page.getByTestId('company-name')).toHaveText('Northwind Shipping');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('list', { name: 'Vessels' }).getByRole('link', { name: first.name }).click();
  await expect(page).toHaveURL(new RegExp(`/Vessel/${first.id}/.+/Info$`));
  await expect(page).toHaveTitle(`Info | ${first.name} | Wakeline`);
  const heading = page.getByTestId('vessel-heading');
  await expect(heading).toContainText(first.name);
  await expect(heading).toContainText('Info');
  await expect(heading.getByRole('img')).toHaveCount(1);
  await expect(page.getByText('IMO number')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveTitle('About | Wakeline');
  await expect(page.getByTestId('vessel-heading')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('SHELL-023 a vessel path without a sub-page opens Info', async ({ page, request }) => {
  const [vessel] = await visibleVessels(request, demoAccounts.user);
  if (!vessel) throw new Error('user@example.com sees no vessel');
  await login(page, demoAccounts.user, { path: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}` });
  await expect(page).toHaveURL(/\/Info$/);
  await expect(page).toHaveTitle(`Info | ${vessel.name} | Wakeline`);
});

test('a vessel of another company shows Not Found, not its particulars', async ({ page, request }) => {
  const [foreign] = await visibleVessels(request, demoAccounts.other);
  if (!foreign) throw new Error('other@example.org sees no vessel');
  await login(page, demoAccounts.user, {
    path: `/Vessel/${foreign.id}/${encodeURIComponent(foreign.name)}/Info`,
  });
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await expect(page.getByText(foreign.name)).toHaveCount(0);
});

test('SHELL-032 an unknown path shows Not Found', async ({ page }) => {
  await login(page, demoAccounts.user, { path: '/no/such/page' });
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Not Found | Wakeline');
  await expectNoSeriousA11yViolations(page);
});

test('SHELL-059 SHELL-062 the sidebar shows the administration entries by role', async ({ page }) => {
  await login(page, demoAccounts.user);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'User List' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Company List' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Vessel Access Control' })).toHaveCount(0);
});

test('SHELL-041 the sidebar collapses and expands, and is usable from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, demoAccounts.user);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(nav.getByText('Vessels')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.getByRole('list', { name: 'Vessels' })).toBeVisible();

  await nav.getByRole('link', { name: 'About' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/About');
});

test('SHELL-048 the profile menu shows name and e-mail, and My profile opens the profile', async ({
  page,
}) => {
  await login(page, demoAccounts.other);
  await page.getByRole('button', { name: /Profile menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(demoAccounts.other);
  await menu.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL('/MyProfile');
  await expect(page).toHaveTitle('My profile | Wakeline');
  await expect(page.getByTestId('company-name')).toHaveText('Harbour Lines');
  await expectNoSeriousA11yViolations(page);
});

test('the partner page passes axe', async ({ page }) => {
  await login(page, demoAccounts.partner);
  await expect(page.getByTestId('partner-vessels')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the shell offers a skip link to the page content as the first tab stop', async ({ page }) => {
  await login(page, demoAccounts.user);
  // A fresh page load, so the keyboard starts at the top of the document.
  await page.goto('/About');
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});
