// The demo accounts of the platform issue (demo mode only), and ways to act as them.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { READ_CACHE_KEY } from '../../../src/lib/read-cache.ts';
import { sessionKeys } from '../../../src/lib/token-store.ts';

export const demoPassword = 'wakeline-demo';

export const demoAccounts = {
  admin: 'admin@example.com',
  super: 'super@example.com',
  user: 'user@example.com',
  /** Works on board Northwind Fjord: the crew's pages (ADR 0117). */
  crew: 'crew@example.com',
  partner: 'partner@example.com',
  other: 'other@example.org',
  /** Harbour Lines' SuperUser: only the password-change journey uses it. */
  manager: 'manager@example.org',
} as const;

/**
 * For each journey file: the demo fleet is imported in the background while the journeys run, so
 * on a 2-core machine a page can take many seconds; a test gets three minutes.
 */
export const journeyTimeoutMs = 180_000;

export type DemoEmail = (typeof demoAccounts)[keyof typeof demoAccounts];

/**
 * Signs in through the login page and waits until the app has left it: for the journeys about the
 * login page and what happens on it; the others sign in with `login`.
 */
export async function loginThroughForm(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Generous: password hashing is slow on purpose, and the demo fleet import may be busy.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
}

/**
 * Signs in as the login page does (the same call, the token and its expiry stored where the app
 * keeps them, the earlier user's cached data forgotten) without loading the login page and the home
 * page first, then opens `path`: each journey's first screen is the one it is about (ADR 0095).
 */
export async function login(
  page: Page,
  email: string,
  { password = demoPassword, path = '/' }: { password?: string; path?: string } = {},
): Promise<void> {
  const response = await page.request.post('/api/v1/Authenticate', { data: { username: email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  const { token, expiresAt } = (await response.json()) as { token: string; expiresAt: string };
  // localStorage belongs to the origin: a blank page is on none, so a small page of the server first,
  // replaced by the app afterwards so that it stays out of the history (Back is part of journeys).
  const viaServerPage = !page.url().startsWith('http');
  if (viaServerPage) await page.goto('/api/v1/health');
  await page.evaluate(
    ({ token, expiresAt, keys }) => {
      localStorage.removeItem(keys.lastUser);
      localStorage.removeItem(keys.readCache);
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.expiresAt, expiresAt);
    },
    { token, expiresAt, keys: { ...sessionKeys, readCache: READ_CACHE_KEY } },
  );
  if (!viaServerPage) {
    await page.goto(path);
    return;
  }
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/api/')),
    page.evaluate((target) => window.location.replace(target), path),
  ]);
}

/** A bearer token for direct API calls in a test (the same endpoint the login page uses). */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password = demoPassword,
): Promise<string> {
  const response = await request.post('/api/v1/Authenticate', { data: { username: email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

type NamedVessel = { id: string; name: string };

/** The vessels the server lets this account see, as the client asks for them. */
export async function visibleVessels(request: APIRequestContext, email: string): Promise<NamedVessel[]> {
  const token = await apiToken(request, email);
  const path = email === demoAccounts.partner ? '/api/v1/Kognifai/Vessels' : '/api/v1/Vessels';
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `vessels of ${email}`).toBe(200);
  return (await response.json()) as NamedVessel[];
}

export const byNameIgnoringCase = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * The SuperUser's vessels that user@example.com does not see: the voyage journeys enter their
 * voyages there, so no other journey's unconfirmed departures meet EMIS-154 on the same vessel.
 */
export async function vesselsOfTheirOwn(request: APIRequestContext): Promise<NamedVessel[]> {
  const shared = new Set((await visibleVessels(request, demoAccounts.user)).map((vessel) => vessel.id));
  return (await visibleVessels(request, demoAccounts.super)).filter((vessel) => !shared.has(vessel.id));
}

/** 'YYYY-MM' of the month `count` months before this one: a journey's own, empty report period. */
export function monthsBack(count: number): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - count);
  return date.toISOString().slice(0, 7);
}
