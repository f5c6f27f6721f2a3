// A tour of every page (issue 26's acceptance): for each demo role, on a wide screen (1440×900) and
// on a tablet (768×1024), every page the menu offers and every page of a vessel's page groups,
// found as the screen shows them (the sidebar's links, the vessel's page links or its select), not
// from a list kept here. On each: its own document title, no serious or critical axe violation, no
// error box, and on the tablet no sideways scroll. Then Log out, and Back shows the login page, not
// the app.
// Axe takes about a second a page: every page is checked with axe at both sizes for the
// Administrator (who sees every office page, with every button) and the crew (their own pages), and
// on the wide screen for the User (the pages without the editing buttons); the SuperUser's pages are
// the Administrator's, checked for error boxes and sideways scroll only. Each page's failures are
// collected (soft), so a failing run names every page that failed.
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../domain/messages.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { demoAccounts, login, visibleVessels } from './support/demo.ts';

type Size = { name: 'wide' | 'tablet'; width: number; height: number };
const wide: Size = { name: 'wide', width: 1440, height: 900 };
const tablet: Size = { name: 'tablet', width: 768, height: 1024 };

/** `axe`: the sizes at which each page of the role is checked with axe. */
type Role = { name: string; email: string; axe: readonly Size['name'][] };
const roles: Role[] = [
  { name: 'Administrator', email: demoAccounts.admin, axe: ['wide', 'tablet'] },
  { name: 'SuperUser', email: demoAccounts.super, axe: [] },
  { name: 'User', email: demoAccounts.user, axe: ['wide'] },
  { name: 'crew', email: demoAccounts.crew, axe: ['wide', 'tablet'] },
];

/** A page of the tour: how it is named on screen and where it is. */
type TourPage = { label: string; href: string; kind: 'menu' | 'vessel'; option?: string };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const vesselNav = (page: Page) => page.getByRole('navigation', { name: messages.vesselPagesLabel });

/** On the tablet the menu is a drawer opened from the burger. */
async function openMenu(page: Page, size: Size): Promise<void> {
  if (size === wide || (await mainNav(page).isVisible())) return;
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(mainNav(page)).toBeVisible();
}

/** The menu's pages (its entries and dashboards; not the vessels, which have pages of their own). */
async function menuPages(page: Page, size: Size): Promise<TourPage[]> {
  await openMenu(page, size);
  // The vessels first: the entries that depend on the vessels' features show once they are known.
  await expect(mainNav(page).getByRole('list', { name: 'Vessels' })).toBeVisible({ timeout: 30_000 });
  const links = await mainNav(page)
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors
        .filter((anchor) => !anchor.closest('ul[aria-label="Vessels"]'))
        .map((anchor) => ({
          label: (anchor.getAttribute('aria-label') ?? anchor.textContent ?? '').trim(),
          href: anchor.getAttribute('href') ?? '',
        })),
    );
  if (size !== wide) await page.keyboard.press('Escape');
  // Each path once (the dashboards are the Dashboard page).
  const seen = new Set<string>();
  const path = (href: string) => new URL(href, 'http://wakeline').pathname;
  return links
    .filter((link) => !seen.has(path(link.href)) && seen.add(path(link.href)))
    .map((link) => ({ ...link, kind: 'menu' as const }));
}

/** The vessel's pages, as its page groups (wide) or its select (tablet) offer them. */
async function vesselPages(
  page: Page,
  size: Size,
  vessel: { id: string; name: string },
): Promise<TourPage[]> {
  const nav = vesselNav(page);
  await expect(nav).toBeVisible({ timeout: 30_000 });
  if (size === tablet) {
    const options = await nav
      .getByRole('combobox', { name: messages.vesselPagesLabel })
      .locator('option')
      .evaluateAll((elements) =>
        elements
          .map((option) => ({ label: option.textContent ?? '', value: (option as HTMLOptionElement).value }))
          .filter((option) => option.value !== ''),
      );
    const base = `/Vessel/${encodeURIComponent(vessel.id)}/${encodeURIComponent(vessel.name)}`;
    return options.map((option) => ({
      label: option.label,
      href: `${base}/${option.value}`,
      kind: 'vessel',
      option: option.value,
    }));
  }
  const groups = nav.getByRole('group', { name: 'Groups of vessel pages' }).getByRole('button');
  const pages: TourPage[] = [];
  for (const name of await groups.allInnerTexts()) {
    const button = groups.filter({ hasText: name });
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const links = await nav
      .getByRole('group', { name, exact: true })
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          label: (anchor.textContent ?? '').trim(),
          href: anchor.getAttribute('href') ?? '',
        })),
      );
    pages.push(...links.map((link) => ({ ...link, kind: 'vessel' as const })));
  }
  return pages;
}

/** Opens a tour page the way a user would: its menu entry, or the vessel's page link or select. */
async function open(page: Page, size: Size, target: TourPage): Promise<void> {
  const before = { path: decodeURI(new URL(page.url()).pathname), title: await page.title() };
  const link = (scope: ReturnType<typeof mainNav>) => scope.locator(`a[href="${target.href}"]`);
  if (target.kind === 'menu') {
    await openMenu(page, size);
    await link(mainNav(page)).first().click();
  } else if (target.option !== undefined) {
    await vesselNav(page)
      .getByRole('combobox', { name: messages.vesselPagesLabel })
      .selectOption(target.option);
  } else {
    // The link shows once its group is: show each group until it is there.
    const nav = vesselNav(page);
    if ((await link(nav).count()) === 0) {
      const buttons = nav.getByRole('group', { name: 'Groups of vessel pages' }).getByRole('button');
      for (const name of await buttons.allInnerTexts()) {
        await buttons.filter({ hasText: name }).click();
        if ((await link(nav).count()) > 0) break;
      }
    }
    await link(nav).click();
  }
  // A page with child pages opens its first (Data Quality: its Fleet overview).
  const path = decodeURI(new URL(target.href, 'http://wakeline').pathname);
  await expect(page).toHaveURL((url) => {
    const shown = decodeURI(url.pathname);
    return shown === path || (path !== '/' && shown.startsWith(`${path}/`));
  });
  // The address changes at once; the page is there once it has set its title (SHELL-039).
  if (decodeURI(new URL(page.url()).pathname) !== before.path)
    await expect
      .soft(page, `${target.label} (${target.href}) sets its own title`)
      .not.toHaveTitle(before.title, { timeout: 10_000 });
}

/** Waits until the page has stopped loading: no spinner left in the page. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('main').locator('.mantine-Loader')).toHaveCount(0, { timeout: 60_000 });
}

/** The checks of one page; soft, so every failing page of a run is named. */
async function checkPage(page: Page, size: Size, axe: boolean, name: string): Promise<void> {
  const alerts = await page.getByRole('main').getByRole('alert').allInnerTexts();
  expect.soft(alerts, `${name}: an error box`).toEqual([]);
  if (size === tablet) {
    const scroll = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect
      .soft(scroll.scrollWidth, `${name}: sideways scroll at ${size.width} px`)
      .toBeLessThanOrEqual(scroll.clientWidth);
  }
  // The shell around the page (top bar, menu) is the same on every page: checked once per tour.
  if (axe) await expectNoSeriousA11yViolations(page, { soft: true, include: '#main-content' });
}

/** The vessel of the account with the most pages: the one with the most features. */
async function richestVessel(page: Page, email: string): Promise<{ id: string; name: string }> {
  const vessels = (await visibleVessels(page.request, email)) as {
    id: string;
    name: string;
    features?: { name: string }[];
  }[];
  expect(vessels.length, `${email} sees a vessel`).toBeGreaterThan(0);
  return [...vessels].sort((a, b) => (b.features?.length ?? 0) - (a.features?.length ?? 0))[0]!;
}

for (const role of roles)
  for (const size of [wide, tablet]) {
    const axe = role.axe.includes(size.name);
    test(`SHELL-039 SHELL-041 SHELL-118 the page tour of the ${role.name} at ${size.width}×${size.height}: every menu and vessel page sets its title, ${axe ? 'passes axe, ' : ''}${size === tablet ? 'has no sideways scroll, ' : ''}shows no error box; Back after Log out shows the login page`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await login(page, role.email);
      await expect(page.getByRole('button', { name: /Profile menu/ })).toBeVisible({ timeout: 30_000 });
      await settle(page);
      // The shell once: the top bar and the menu (on the tablet, the menu's drawer open).
      await openMenu(page, size);
      if (axe) await expectNoSeriousA11yViolations(page, { soft: true });

      const menu = await menuPages(page, size);
      expect(menu.length, 'menu entries').toBeGreaterThan(2);
      const visited: string[] = [];
      for (const target of menu) {
        await open(page, size, target);
        await settle(page);
        await checkPage(page, size, axe, `${target.label} (${target.href})`);
        visited.push(target.href);
      }

      // A vessel's pages: the vessel with the most of them, opened from the menu's vessel list.
      const vessel = await richestVessel(page, role.email);
      await openMenu(page, size);
      await mainNav(page)
        .getByRole('list', { name: 'Vessels' })
        .getByRole('link', { name: vessel.name, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/Vessel/${vessel.id}/`));
      const pages = await vesselPages(page, size, vessel);
      expect(pages.length, `pages of ${vessel.name}`).toBeGreaterThan(2);
      for (const target of pages) {
        await open(page, size, target);
        await settle(page);
        await checkPage(page, size, axe, `${vessel.name}: ${target.label}`);
        visited.push(target.href);
      }
      test.info().annotations.push({ type: 'pages', description: visited.join(' ') });

      // Log out; Back loads the page before again, without a session: the login page shows.
      await page.getByRole('button', { name: /Profile menu/ }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Profile menu/ })).toHaveCount(0);
      await expect(mainNav(page)).toHaveCount(0);
    });
  }
