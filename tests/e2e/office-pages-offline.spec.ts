// The office analysis pages offline (issue 26 §4, ADR 0108): a SuperUser reads Diagnostics, CII,
// Fouling, ISO 19030, Data quality and the vessel's Info of a demo vessel with log data; without a
// connection each page, loaded again, shows its last answer with the time it was read, and a page
// never read on this device says once that nothing is kept, with no error box.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillMessage, messages } from '../../domain/messages.ts';
import { offlineText } from '../../src/components/snackbar.ts';
import { formatDateTime } from '../../src/lib/format.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';
import { hasDiagnostics, vesselWithLongTrends, type DemoVessel } from './support/long-trends.ts';
import { cutNetwork, restoreNetwork } from './support/offline.ts';
import { vesselPageLink, type VesselPageGroup } from './support/vessel-pages.ts';

// This journey needs the service worker (offline or the installed app); the others run without it.
test.use({ serviceWorkers: 'allow' });

type OfficePage = {
  name: string;
  /** How the page is reached from the vessel's Info page (none: the sidebar's Data Quality). */
  link?: { group: VesselPageGroup; name: string };
  /** Its path after the vessel path, or the whole path of a page that is not a vessel's. */
  path: string;
  /** What shows only with the page's answer. */
  answer: (page: Page) => Locator;
};

const officePages = (vessel: DemoVessel, trendCount: number): OfficePage[] => [
  {
    name: 'Info',
    link: { group: 'Vessel', name: 'Info' },
    path: 'Info',
    answer: (page) =>
      page.getByRole('region', { name: 'Data received' }).getByText('Latest export', { exact: true }),
  },
  {
    name: 'Diagnostics',
    link: { group: 'Performance', name: 'Diagnostics' },
    path: 'Diagnostics',
    answer: (page) => page.getByTestId('trend-chart').nth(trendCount - 1),
  },
  {
    name: 'Fouling',
    link: { group: 'Performance', name: 'Fouling' },
    path: 'Fouling',
    answer: (page) =>
      page.getByRole('region', { name: 'Speed loss statistics' }).getByText('Speed loss now (trendline)'),
  },
  {
    name: 'ISO 19030',
    link: { group: 'Performance', name: 'ISO 19030' },
    path: 'Iso19030',
    answer: (page) =>
      page.getByRole('table', { name: 'Hull and propeller events' }).locator('tbody tr').first(),
  },
  {
    name: 'CII',
    link: { group: 'Emissions', name: 'CII' },
    path: 'Cii',
    answer: (page) => page.getByRole('region', { name: 'CII by year' }),
  },
  {
    name: 'Data quality',
    path: '/DataQuality/FleetOverview',
    answer: (page) => page.getByRole('main').getByRole('row').filter({ hasText: vessel.name }),
  },
];

const vesselPath = (vessel: DemoVessel, path: string) =>
  path.startsWith('/') ? path : `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/${path}`;

/** The error box of a failed read (the shared error state): none while offline. */
const errorBoxes = (page: Page) => page.getByRole('main').getByRole('alert');

/** The shell's offline banner: said once, by the shell, not again by the page. */
const offlineBanners = (page: Page) => page.getByText(offlineText, { exact: true });

/** The notice's texts for an answer read between `from` and now (its minute, 'DD. MMM, YYYY HH:mm'). */
function keptTexts(from: number): string[] {
  const texts: string[] = [];
  for (let minute = Math.floor(from / 60_000) * 60_000; minute <= Date.now(); minute += 60_000)
    texts.push(fillMessage(messages.keptAnswersShown, { readAt: formatDateTime(new Date(minute)) }));
  return texts;
}

test('PERF-026 PERF-037 PERF-038 PERF-047 PERF-051 PERF-092 the office analysis pages and the vessel’s Info show their last answers offline with their age; a page never read says once that nothing is kept', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(720_000);
  const token = await apiToken(request, demoAccounts.super);
  const { vessel, trends, vessels } = await vesselWithLongTrends(request, token);
  // Another vessel with the same pages, never opened on this device.
  const unread = vessels.find(
    (other) =>
      other.id !== vessel.id && hasDiagnostics(other) && other.features.some((f) => f.name === 'Fouling'),
  )!;
  const pages = officePages(vessel, trends.length);

  // Online: each page read once, through the vessel's page links and the sidebar.
  const readFrom = Date.now();
  await login(page, demoAccounts.super, { path: vesselPath(vessel, 'Info') });
  for (const officePage of pages) {
    if (officePage.link)
      await (await vesselPageLink(page, officePage.link.group, officePage.link.name)).click();
    else
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /Data Quality/ })
        .click();
    await expect(page, officePage.name).toHaveURL(new RegExp(`${vesselPath(vessel, officePage.path)}$`));
    await expect(officePage.answer(page), officePage.name).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('kept-answers-notice'), officePage.name).toHaveCount(0);
  }
  // The app is served by the service worker, and the answers are in the device's read cache.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 120_000,
  });
  await expect
    .poll(
      () =>
        page.evaluate((id) => {
          const kept = localStorage.getItem('wakeline.read-cache') ?? '';
          return ['"vesselHistories"', '"cii"', '"fouling"', '"iso19030"', '"data-quality"'].every(
            (key) => kept.includes(`[${key},"${id}"`) || (key === '"data-quality"' && kept.includes(key)),
          );
        }, vessel.id),
      { timeout: 30_000 },
    )
    .toBe(true);
  const kept = keptTexts(readFrom);

  await cutNetwork(context);
  try {
    // Each page loaded again without a connection: its last answer, with the time it was read.
    for (const officePage of pages) {
      await page.goto(vesselPath(vessel, officePage.path));
      const notice = page.getByTestId('kept-answers-notice');
      await expect(notice, officePage.name).toHaveCount(1, { timeout: 30_000 });
      expect(kept, `${officePage.name}: ${await notice.innerText()}`).toContain(
        (await notice.textContent())?.trim(),
      );
      await expect(officePage.answer(page), officePage.name).toBeVisible({ timeout: 30_000 });
      await expect(errorBoxes(page), officePage.name).toHaveCount(0);
      await expect(offlineBanners(page), officePage.name).toHaveCount(1);
    }

    // Pages never read on this device: the notice says once that nothing is kept, no error box.
    const neverRead = [
      ...pages.filter((p) => !p.path.startsWith('/')).map((p) => vesselPath(unread, p.path)),
      '/DataQuality/DataOutliers',
    ];
    for (const path of neverRead) {
      await page.goto(path);
      const notice = page.getByTestId('kept-answers-notice');
      await expect(notice, path).toHaveText(messages.nothingKeptOffline, { timeout: 30_000 });
      await expect(notice, path).toHaveCount(1);
      await expect(page.getByText(messages.nothingKeptOffline), path).toHaveCount(1);
      await expect(errorBoxes(page), path).toHaveCount(0);
      await expect(offlineBanners(page), path).toHaveCount(1);
    }
  } finally {
    await restoreNetwork(context);
  }
});
