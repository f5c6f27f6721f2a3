// offline-sync.md b.13 in Chromium: a new app version arrives while a form holds input (scenario
// 13) or while changes are being sent (scenario 14). The
// server of this file serves its own copy of the build, so the journey can publish a "new
// version" (a changed sw.js) mid-session. The crew is typing a New departure: the update is
// offered, the Reload they ask for waits ("The update waits until you save or cancel what you are
// editing."), nothing reloads under their hands, and once they create the departure the new
// version takes over; the departure is on the device and on the server once.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { updateTexts } from '../../src/features/pwa/update-gate.ts';
import { syncTexts } from '../../src/features/sync/sync-texts.ts';
import {
  apiToken,
  demoAccounts,
  login,
  monthsBack,
  visibleVessels,
  vesselsOfTheirOwn,
} from './support/demo.ts';
import {
  cutNetwork,
  departureTimes,
  expectAllSent,
  expectDeliveredOnce,
  openOutbox,
  restoreNetwork,
  saveDepartures,
} from './support/offline.ts';
import { ownServer, type OwnServer } from './support/own-server.ts';
import { stopOutgoingWorker } from './support/service-worker.ts';

// This journey needs the service worker (offline or the installed app); the others run without it.
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ timeout: 600_000 });

let distCopy = '';
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  distCopy = await mkdtemp(join(tmpdir(), 'wakeline-e2e-dist-'));
  await cp('dist', distCopy, { recursive: true });
  server = ownServer(13, 'update', { WAKELINE_DIST_DIR: distCopy });
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
  await rm(distCopy, { recursive: true, force: true });
});

/** Publishes a new version (a changed sw.js) and has the page's browser look for it. */
async function publishNewVersion(page: Page, label: string): Promise<void> {
  const worker = join(distCopy, 'sw.js');
  await writeFile(worker, `${await readFile(worker, 'utf8')}\n// ${label}\n`);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
}

/** Marks the running page, so a reload (the new version taking over) can be seen. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (globalThis as { beforeTheUpdate?: boolean }).beforeTheUpdate = true;
  });
const stillTheSamePage = (page: Page) =>
  page
    .evaluate(() => (globalThis as { beforeTheUpdate?: boolean }).beforeTheUpdate ?? false)
    .catch(() => true);

/**
 * The page reloads into the new version. While it has not, the old worker is stopped as an idle
 * one would be in a browser without DevTools (support/service-worker.ts says why).
 */
async function expectTheNewVersionToTakeOver(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        if (!(await stillTheSamePage(page))) return false;
        await stopOutgoingWorker(page);
        return stillTheSamePage(page);
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toBe(false);
}

test('scenario 13: an update that arrives while a New departure is being typed waits for it, then applies; the departure is saved once', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  const request = context.request;
  try {
    const vessel = (await vesselsOfTheirOwn(request))[0]!;
    const from = monthsBack(40);
    await login(page, demoAccounts.super, {
      path: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/EmissionReport?from=${from}`,
    });
    await expect(page.getByText('No departures in this period.')).toBeVisible({ timeout: 60_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 120_000,
    });

    await page.getByRole('button', { name: 'New departure' }).click();
    const form = page.getByRole('form', { name: 'New departure' });
    await form.getByRole('textbox', { name: 'Time' }).fill('07:15');

    // A new version is published and the browser finds it.
    await publishNewVersion(page, 'the next version');
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText(updateTexts.available, { timeout: 120_000 });
    await markPage(page);

    // The Reload asked for now waits for the form; nothing reloads under the crew's hands.
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(prompt).toContainText(updateTexts.waitingForForms);
    await page.waitForTimeout(2_000);
    await expect(form.getByRole('textbox', { name: 'Time' })).toHaveValue('07:15');
    expect(await page.evaluate(() => (globalThis as { beforeTheUpdate?: boolean }).beforeTheUpdate)).toBe(
      true,
    );

    // Created: the form is gone, the change is sent, and the new version takes over (a reload).
    await form.getByRole('button', { name: 'Create' }).click();
    await expectTheNewVersionToTakeOver(page);
    await expectAllSent(page);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
    await expect(page.getByTestId('update-prompt')).toBeHidden();

    const token = await apiToken(request, demoAccounts.super);
    const response = await request.get(`/api/v1/EmissionReportVesselEvents/Find?vesselId=${vessel.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const events = (await response.json()) as { type: string; timestamp: string }[];
    expect(
      events.filter((event) => event.timestamp.startsWith(from) && event.timestamp.slice(11, 16) === '07:15'),
    ).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test('scenario 14: an update accepted while changes are being sent waits until their answers are in, then applies; each change once', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  try {
    const vesselId = (await visibleVessels(context.request, demoAccounts.user))[0]!.id;
    await openOutbox(page);
    await cutNetwork(context);
    const ids = await saveDepartures(page, vesselId, departureTimes(3, 14));
    const badge = page.getByTestId('sync-badge');
    await expect(badge).toHaveText(syncTexts.offline(3));

    // The link returns, and the batch that carries the three is held on its way.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = false;
    await context.route('**/api/v1/Sync/Ops', async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    await restoreNetwork(context);
    await expect.poll(() => held, { timeout: 120_000 }).toBe(true);

    await publishNewVersion(page, 'the version after that');
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText(updateTexts.available, { timeout: 120_000 });
    await markPage(page);
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(prompt).toContainText(updateTexts.waitingForSync);
    await page.waitForTimeout(2_000);
    expect(await stillTheSamePage(page)).toBe(true);

    // The answers arrive: the new version takes over, and each change is on the server once.
    release();
    await expectTheNewVersionToTakeOver(page);
    await expectDeliveredOnce(page, vesselId, ids);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  } finally {
    await context.close();
  }
});
