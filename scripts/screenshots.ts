// `npm run screenshots [url]`: the pictures of the README and the user guide (docs/images/*.png),
// taken from a running demo (`npm start`, the default http://localhost:8080) once its demo fleet is
// imported (Import Status shows it), so that they show what the app shows today.
// Each picture: a demo account, a page, what must be on it before the picture is taken.
import { chromium, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sessionKeys } from '../src/lib/token-store.ts';

const origin = (process.argv[2] ?? 'http://localhost:8080').replace(/\/$/, '');
const out = join(import.meta.dirname, '..', 'docs', 'images');
const password = 'wakeline-demo';

type Vessel = { id: string; name: string; features: { name: string }[] };
type Shot = {
  file: string;
  account: string;
  /** The page; `vessel` is the first demo vessel with `feature` (or the first at all). */
  path: (vessel: Vessel) => string;
  feature?: string;
  /** What is on the page once it has drawn what the picture is for (default: its main heading). */
  ready?: (page: Page) => Locator;
  size?: { width: number; height: number };
};

const vesselPage = (page: string) => (vessel: Vessel) =>
  `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/${page}`;

const shots: Shot[] = [
  {
    file: 'dashboard.png',
    account: 'super@example.com',
    path: () => '/',
    ready: (page) => page.getByRole('button', { name: 'Manage dashboards' }),
  },
  {
    file: 'vessel-overview.png',
    account: 'super@example.com',
    path: () => '/VesselOverview',
  },
  {
    file: 'diagnostics.png',
    account: 'super@example.com',
    path: vesselPage('Diagnostics'),
    feature: 'Diagnostics',
  },
  {
    file: 'fouling.png',
    account: 'super@example.com',
    path: vesselPage('Fouling'),
    feature: 'Fouling',
  },
  {
    file: 'iso19030.png',
    account: 'super@example.com',
    path: vesselPage('Iso19030'),
    feature: 'Diagnostics',
  },
  { file: 'cii.png', account: 'super@example.com', path: vesselPage('Cii') },
  {
    file: 'emission-report.png',
    account: 'super@example.com',
    path: vesselPage('EmissionReport'),
  },
  {
    file: 'noon-reports.png',
    account: 'user@example.com',
    path: vesselPage('NoonReports'),
    size: { width: 768, height: 1024 },
  },
  {
    file: 'logging-history.png',
    account: 'super@example.com',
    path: vesselPage('LoggingHistory'),
  },
  {
    file: 'data-quality.png',
    account: 'super@example.com',
    path: () => '/DataQuality/FleetOverview',
  },
  { file: 'import.png', account: 'super@example.com', path: () => '/LoggerImport' },
  {
    file: 'import-status.png',
    account: 'admin@example.com',
    path: () => '/ImportStatus',
  },
  {
    file: 'notifications.png',
    account: 'super@example.com',
    path: () => '/Notifications',
  },
  {
    file: 'vessel-administration.png',
    account: 'admin@example.com',
    path: () => '/VesselAdministration',
  },
];

async function signIn(page: Page, email: string): Promise<string> {
  const response = await page.request.post(`${origin}/api/v1/Authenticate`, {
    data: { username: email, password },
  });
  if (!response.ok())
    throw new Error(`${email} could not sign in at ${origin} (${response.status()}): is the demo running?`);
  const { token, expiresAt } = (await response.json()) as { token: string; expiresAt: string };
  await page.goto(`${origin}/api/v1/health`);
  await page.evaluate(
    ({ token, expiresAt, keys }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.expiresAt, expiresAt);
    },
    { token, expiresAt, keys: sessionKeys },
  );
  return token;
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const shot of shots) {
    const context = await browser.newContext({
      viewport: shot.size ?? { width: 1440, height: 900 },
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const token = await signIn(page, shot.account);
    const vessels = (await (
      await page.request.get(`${origin}/api/v1/Vessels`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as Vessel[];
    const vessel =
      vessels.find((v) => !shot.feature || v.features.some((f) => f.name === shot.feature)) ?? vessels[0]!;
    await page.goto(origin + shot.path(vessel));
    await (shot.ready ?? ((p: Page) => p.getByRole('heading', { level: 1 })))(page)
      .first()
      .waitFor({ timeout: 60_000 });
    // No picture of a page still loading.
    await page
      .getByText(/^Loading/)
      .first()
      .waitFor({ state: 'hidden', timeout: 60_000 })
      .catch(() => undefined);
    // What the page reads after its first answer (charts, maps) comes within a few seconds.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.screenshot({ path: join(out, shot.file) });
    console.log(`docs/images/${shot.file}: ${shot.account} on ${shot.path(vessel)}`);
    await context.close();
  }
} finally {
  await browser.close();
}
