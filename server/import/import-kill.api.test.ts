// Issue 4 §1: a server killed in the middle of an import loses nothing and duplicates nothing. The
// real server runs as a child process on its own PGlite folder; it is killed (SIGKILL) while the
// Import stage is part-way, started again, and the import then completes with every sample once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRecord } from '../../domain/contracts/imports.ts';
import type { LogDataBatchResponse } from '../../domain/contracts/log-data.ts';
import type { LogVariable } from '../../domain/contracts/log-variables.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { hourlyAggregates, simulatedPackage } from '../../tests/support/import-support.ts';
import { freePort } from '../../tests/support/process-servers.ts';

let dir: string;
let child: ChildProcess | null = null;
let port: number;
let base: string;

function startServer(): ChildProcess {
  const started = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      PORT: String(port),
      WAKELINE_DATA_DIR: join(dir, 'data'),
      WAKELINE_DEMO: '1',
      WAKELINE_DEMO_FLEET_DAYS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return started;
}

async function waitForHealth(timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/Authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin@example.com', password: 'wakeline-demo' }),
  });
  return ((await response.json()) as { token: string }).token;
}

const get = async <T>(token: string, path: string): Promise<T> => {
  const response = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

beforeAll(async () => {
  // The same port on each start: the killed server's successor answers where it did.
  port = await freePort();
  base = `http://127.0.0.1:${port}/api/v1`;
  dir = await mkdtemp(join(tmpdir(), 'wakeline-kill-'));
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe('killing the server mid-import', () => {
  it('loses and duplicates nothing: after a restart the import completes with every sample once and exact statistics', async () => {
    child = startServer();
    await waitForHealth();
    let token = await signIn();
    const vessel = (await get<Vessel[]>(token, '/Vessels?IgnoreCompany=true'))[0]!;
    const fromMs = Date.UTC(2026, 7, 1);
    const days = 8;
    const made = await simulatedPackage(dir, {
      imo: String(vessel.imoNumber),
      fromMs,
      days,
      stepMinutes: 1,
      seed: 3,
    });
    const form = new FormData();
    form.set('file', new Blob([await readFile(made.file)]), 'package.zip');
    const accepted = await fetch(`${base}/ImportPackages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(accepted.status).toBe(202);
    const { importPath } = (await accepted.json()) as { importPath: string };

    // Kill once the Import stage has committed part of the samples, but not all.
    let progressAtKill: number;
    for (;;) {
      const running = await get<ImportRecord[]>(token, '/RunningImports');
      const record = running.find((r) => r.importPath === importPath);
      if (!record) throw new Error('The import finished before it could be interrupted');
      if (record.webJob === 'Import' && record.progress >= 30) {
        progressAtKill = record.progress;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    expect(progressAtKill).toBeGreaterThanOrEqual(30);
    expect(progressAtKill).toBeLessThan(100);

    child = startServer();
    await waitForHealth();
    token = await signIn();
    let done: ImportRecord | undefined;
    const until = Date.now() + 240_000;
    while (!done) {
      done = (await get<ImportRecord[]>(token, '/SuccessfulImports/GetAll/1')).find(
        (r) => r.importPath === importPath,
      );
      const failed = (await get<ImportRecord[]>(token, '/FailedImports')).find(
        (r) => r.importPath === importPath,
      );
      if (failed) throw new Error(`The import failed after the restart: ${failed.errorMessage}`);
      if (Date.now() > until) throw new Error('The import did not complete after the restart');
      if (!done) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(done.status).toBe(0);
    expect(done.importStatistics.find((s) => s.tableName === 'LoggingHistory')?.rowCount).toBe(
      made.summary.sampleCount,
    );

    const expected = await hourlyAggregates(made.file);
    const variables = await get<LogVariable[]>(token, `/LogVariables/Find?vesselId=${vessel.id}`);
    const answer = await get<LogDataBatchResponse>(
      token,
      `/LogData/BatchFind?logVariableIds=${variables.map((v) => v.id).join(',')}&granularity=Hour&fromDate=${new Date(fromMs).toISOString()}&toDate=${new Date(fromMs + days * 86_400_000).toISOString()}&dateTimeFormat=UnixEpochMs`,
    );
    expect(answer.continuationFilter).toBeNull();
    let stored = 0;
    for (const variable of variables) {
      const hours = expected.get(variable.sourceId)!;
      const item = answer.items.find((i) => i.logVariableId === variable.id)!;
      expect(item.values.map((v) => [v.timestamp, v.count, v.min, v.max])).toEqual(
        [...hours].map(([hour, e]) => [hour, e.count, e.min, e.max]),
      );
      stored += item.values.reduce((n, v) => n + (v.count ?? 0), 0);
    }
    expect(stored).toBe(made.summary.sampleCount);
    child.kill('SIGTERM');
  }, 420_000);
});
