// PWA basics: manifest and icons, a service worker that precaches the shell, offline start.
import { expect, test } from '@playwright/test';
import { demoAccounts, journeyTimeoutMs, login } from './support/demo.ts';

// This journey needs the service worker (offline or the installed app); the others run without it.
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ timeout: journeyTimeoutMs });

test('the app links a manifest with the 192, 512 and maskable icons, and the icons are PNGs', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href ?? '')).json()) as {
    name: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest.name).toBe('Wakeline');
  expect(manifest.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual([
    '192x192',
    '512x512',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toContain('image/png');
    expect((await response.body()).subarray(1, 4).toString('ascii')).toBe('PNG');
  }
});

test('the service worker takes control on the first visit and never answers /api/ from a cache', async ({
  page,
}) => {
  await page.goto('/login');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 90_000,
  });
  const cachedApi = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return { total: urls.length, api: urls.filter((u) => u.startsWith('/api/')) };
  });
  expect(cachedApi.total).toBeGreaterThan(0);
  expect(cachedApi.api).toEqual([]);
});

test('offline: after a first visit the shell starts again and says it is offline', async ({
  page,
  context,
}) => {
  await login(page, demoAccounts.super);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 90_000,
  });
  await expect(page.getByTestId('company-name')).toHaveText('Northwind Shipping');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByTestId('company-name')).toHaveText('Northwind Shipping');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // A deep link is served by the navigation fallback too.
  await page.goto('/About');
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
  await context.setOffline(false);
});
