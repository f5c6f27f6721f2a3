import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Journeys run against the built app (dist/) served by the real server process with a fresh
// embedded database in demo mode. `npm test` builds dist/ first.
const port = Number(process.env.E2E_PORT ?? 4180);
// The config is read again in every worker process: the folder made here is handed on through the
// environment, so there is one per run (`npm test` puts it in its own temporary folder, removed at the end).
const madeHere = !process.env.E2E_DATA_DIR;
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'wakeline-e2e-')));
// A direct `npx playwright test` owns that folder (about 4 GB once the demo fleet is imported):
// removed when the runner exits, after it has stopped the journey server.
if (madeHere) process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    serviceWorkers: 'allow',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `${process.execPath} --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      WAKELINE_DATA_DIR: dataDir,
      WAKELINE_DEMO: '1',
      // One JSON line per request would drown the journeys' output (ADR 0067).
      WAKELINE_LOG_LEVEL: 'warn',
      TZ: 'UTC',
    },
  },
});
