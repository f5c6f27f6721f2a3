import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { journeyGroups } from './tests/e2e/support/journey-groups.ts';
import { journeyServerArgs, journeyServerEnv } from './tests/e2e/support/journey-server.mjs';
import { chromiumArgs } from './tests/e2e/support/chromium-args.ts';

// Journeys run against the built app (dist/) served by the real server process in demo mode. `npm
// test` builds dist/ first. They run in two groups at once (tests/e2e/support/journey-groups.ts): the
// journeys that read log data against a server with the demo fleet's year, the others against one
// without it; each group is a project with one worker and a server of its own (its port, its data
// folder), so no journey meets the other group's data (ADR 0095, fifth step).
// The config is read again in every worker process: the folder made here is handed on through the
// environment, so there is one per run (`npm test` puts it in its own temporary folder, removed at the end).
const madeHere = !process.env.E2E_DATA_DIR;
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'wakeline-e2e-')));
// A direct `npx playwright test` owns that folder (about 4 GB once the demo fleet is imported):
// removed when the runner exits, after it has stopped the journey servers.
if (madeHere) process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const servers = journeyGroups('tests/e2e').map((group) => ({ ...group, dataDir: join(dataDir, group.name) }));
const fleet = servers.find((server) => server.name === 'fleet')!;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: servers.length,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  use: {
    // No service worker by default: each journey's fresh context would install it and fetch every
    // file it keeps for offline use. The journeys that need it (offline, the installed app) say
    // `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
    // No click or wait for a response may take two minutes: without this limit a wait whose event
    // never comes (a drag that missed its handle saved nothing) lasted as long as its test may,
    // 21 minutes for the dashboards journey.
    actionTimeout: 120_000,
    // As a user who asks for less motion: no dialog or menu transitions to draw, nor to wait for
    // before axe reads a page's contrast (the app honours the setting, src/app/theme.ts).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // No trace by default: recording one for every journey cost a quarter of their time (auth
    // journeys 116 s with, 88 s without, ADR 0095). A failure still leaves its screenshot and the
    // page's accessibility snapshot; `--trace retain-on-failure` records traces when chasing one.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Waits on the fleet server until the demo fleet is imported (tests/e2e/fleet-import.setup.ts).
    {
      name: 'fleet import',
      testMatch: 'fleet-import.setup.ts',
      use: { baseURL: `http://127.0.0.1:${fleet.port}` },
    },
    ...servers.map((server) => ({
      name: server.name,
      // Both groups wait for the fleet's import: Playwright runs a project that depends on another
      // only after every project of the earlier phase, so a group without the dependency would run
      // first and alone (the fleet group then alone after it), not beside the other.
      dependencies: ['fleet import'],
      // One file at a time on a group's server; the groups run side by side.
      workers: 1,
      testMatch: server.files.map((file) => `**/${file}`),
      // The journeys that read what the server wrote (the mail folder) find its folder here.
      metadata: { dataDir: server.dataDir },
      use: { baseURL: `http://127.0.0.1:${server.port}` },
    })),
  ],
  webServer: servers.map((server) => ({
    command: [process.execPath, ...journeyServerArgs].join(' '),
    url: `http://127.0.0.1:${server.port}/api/v1/health`,
    timeout: 180_000,
    // `npm test` starts the journey servers itself, early (E2E_SERVER_STARTED=1); a direct run starts its own.
    reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
    stdout: 'pipe' as const,
    env: { ...journeyServerEnv(server.port, server.dataDir), ...server.env },
  })),
});
