// Bytes on the wire (issue 16 §2, ADR 0065): Chromium gets the main script brotli-coded, the
// service worker's precache downloads the brotli twins and stores the decoded files, and the app
// installs and starts offline from them.
import { expect, test, type Response } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { demoAccounts, journeyTimeoutMs, login } from './support/demo.ts';

// This journey needs the service worker (offline or the installed app); the others run without it.
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ timeout: journeyTimeoutMs });

const mainScript = /\/assets\/index-[\w-]+\.js$/;

test('the main script arrives brotli-coded, the precache holds it decoded, and the app works offline', async ({
  page,
  context,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (mainScript.test(new URL(response.url()).pathname)) scripts.push(response);
  });
  await page.goto('/login');
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  const script = scripts[0]!;
  const headers = await script.allHeaders();
  expect(headers['content-encoding']).toBe('br');
  expect(headers.vary).toContain('Accept-Encoding');
  expect(headers['content-type']).toContain('text/javascript');
  // The body the page ran is the decoded script.
  expect((await script.text()).length).toBeGreaterThan(Number(headers['content-length']));

  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 90_000,
  });
  // What the precache stored for the main script: fetched brotli-coded, kept as JavaScript text.
  const cached = await page.evaluate(async (pattern) => {
    const matcher = new RegExp(pattern);
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (!matcher.test(new URL(request.url).pathname)) continue;
        const response = (await cache.match(request))!;
        const text = await response.text();
        return {
          encoding: response.headers.get('content-encoding'),
          length: text.length,
          head: text.slice(0, 200),
        };
      }
    }
    return null;
  }, mainScript.source);
  expect(cached).not.toBeNull();
  expect(cached!.encoding).toBe('br');
  expect(cached!.length).toBeGreaterThan(100_000);
  expect(cached!.head).toMatch(/import|function|const|var|let/);

  await login(page, demoAccounts.super);
  await expect(page.getByTestId('company-name')).toHaveText('Northwind Shipping');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByTestId('company-name')).toHaveText('Northwind Shipping');
  await page.goto('/About');
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.setOffline(false);
});
