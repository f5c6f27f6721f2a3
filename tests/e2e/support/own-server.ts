// A server process owned by one journey file, for the faults the shared journey server cannot
// take (Playwright owns that one): the same command and environment as playwright.config.ts, on
// its own port and data directory, without the demo fleet import. It can be killed (SIGKILL) and
// started again on the same PGlite directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { journeyPort, journeyServerArgs, journeyServerEnv } from './journey-server.mjs';

export type OwnServer = {
  origin: string;
  start(): Promise<void>;
  kill(): Promise<void>;
  /** Kills the process and removes its data directory. */
  dispose(): Promise<void>;
};

/**
 * `portOffset` keeps files apart: each file that owns a server takes its own. `env` adds to the
 * server's environment (e.g. WAKELINE_DIST_DIR to serve another copy of the build).
 */
export function ownServer(portOffset: number, name: string, env: Record<string, string> = {}): OwnServer {
  const port = journeyPort + portOffset;
  const origin = `http://127.0.0.1:${port}`;
  // Made on the first start, not when a spec file is loaded (listing the journeys loads them all).
  let dataDir: string | null = null;
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    dataDir ??= mkdtempSync(join(tmpdir(), `wakeline-e2e-${name}-`));
    const started = spawn(process.execPath, journeyServerArgs, {
      env: {
        ...process.env,
        ...journeyServerEnv(port, dataDir),
        WAKELINE_DEMO_FLEET_DAYS: '0',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = started;
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`the server exited with ${started.exitCode}`);
      const healthy = await fetch(`${origin}/api/v1/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (healthy) return;
      if (Date.now() > deadline) throw new Error('the server did not start within 3 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  async function kill(): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  return {
    origin,
    start,
    kill,
    async dispose() {
      await kill();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      dataDir = null;
    },
  };
}

/**
 * The whole file runs on a server of its own: its pages and requests go to it, it starts before
 * the first journey (up to 4 minutes on a loaded machine) and is removed after the last.
 */
export function journeysOnOwnServer(portOffset: number, name: string): OwnServer {
  const server = ownServer(portOffset, name);
  test.use({ baseURL: server.origin });
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await server.start();
  });
  test.afterAll(async () => {
    await server.dispose();
  });
  return server;
}
