// Shared by the pipeline's API tests: a test server with the pipeline routes and running queues,
// simulated packages, multipart uploads, and the expected hourly aggregates of a package.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportPackageAccepted, ImportRecord } from '../../domain/contracts/imports.ts';
import { presetVessel, type SimPresetId } from '../../domain/sim/fleet-presets.ts';
import { openPackage } from '../../server/import/package-reader.ts';
import { writeSimulatedPackage, type PackageSummary } from '../../server/import/package-writer.ts';
import type { Pipeline } from '../../server/app/pipeline.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export type PipelineTestServer = TestServer & {
  pipeline: Pipeline;
  dataDir: string;
  stop: () => Promise<void>;
};

export async function startPipelineTestServer(
  options: {
    maxPointsPerAnswer?: number;
    checkResponses?: boolean;
    metricsToken?: string;
    /** Serves the built client from this folder (the graph bench drives the page in Chromium). */
    distDir?: string;
  } = {},
): Promise<PipelineTestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'wakeline-pipeline-'));
  const server = await startTestServer({
    pipeline: { dataDir, pollingIntervalSeconds: 0.5, maxPointsPerAnswer: options.maxPointsPerAnswer },
    checkResponses: options.checkResponses,
    appDeps: { metricsToken: options.metricsToken, distDir: options.distDir },
  });
  const pipeline = server.pipeline!;
  await pipeline.start();
  return {
    ...server,
    pipeline,
    dataDir,
    stop: async () => {
      await pipeline.stop();
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function simulatedPackage(
  dir: string,
  options: {
    imo: string;
    preset?: SimPresetId;
    fromMs: number;
    days: number;
    stepMinutes?: number;
    fineDays?: number;
    seed?: number;
    createdAtMs?: number;
  },
): Promise<{ file: string; summary: PackageSummary }> {
  const file = join(dir, `${options.imo}-${options.fromMs}-${options.days}.zip`);
  const summary = await writeSimulatedPackage({
    vessel: presetVessel(options.imo, options.preset ?? 'bulk_carrier'),
    fromMs: options.fromMs,
    days: options.days,
    stepMinutes: options.stepMinutes ?? 15,
    fineDays: options.fineDays,
    seed: options.seed ?? 11,
    createdAtMs: options.createdAtMs,
    outPath: file,
  });
  return { file, summary };
}

export async function upload(
  server: Pick<TestServer, 'baseUrl'>,
  file: string,
  auth: { token?: string; apiKey?: string },
): Promise<{ status: number; body: ImportPackageAccepted & { message?: string; code?: string } }> {
  const form = new FormData();
  form.set('file', new Blob([await readFile(file)], { type: 'application/zip' }), 'package.zip');
  const headers: Record<string, string> = {};
  if (auth.token) headers.Authorization = `Bearer ${auth.token}`;
  if (auth.apiKey) headers['X-Api-Key'] = auth.apiKey;
  const response = await fetch(`${server.baseUrl}/api/v1/ImportPackages`, {
    method: 'POST',
    headers,
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as ImportPackageAccepted & { message?: string },
  };
}

/** Polls until the import with this path has left Running; answers its record. */
export async function waitForImport(
  server: Pick<TestServer, 'as'>,
  importPath: string,
  timeoutMs = 120_000,
): Promise<ImportRecord> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const lists = await Promise.all(
      ['/api/v1/SuccessfulImports/GetAll/1', '/api/v1/FailedImports'].map((path) =>
        server.as('admin')<ImportRecord[]>('GET', path),
      ),
    );
    const found = lists.flatMap((list) => list.body).find((record) => record.importPath === importPath);
    if (found) return found;
    if (Date.now() > until) throw new Error(`${importPath} did not finish in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export type HourAggregate = { count: number; min: number; max: number; mean: number };

/** Per variable (package column id) and hour start (epoch ms): the package's own samples aggregated. */
export async function hourlyAggregates(file: string): Promise<Map<string, Map<number, HourAggregate>>> {
  const opened = await openPackage(file);
  const result = new Map<string, Map<number, { count: number; min: number; max: number; sum: number }>>();
  try {
    for await (const day of opened.days()) {
      day.variableIds.forEach((id, c) => {
        const hours = result.get(id) ?? new Map();
        result.set(id, hours);
        const values = day.values[c]!;
        for (let r = 0; r < values.length; r++) {
          const value = values[r]!;
          if (!Number.isFinite(value)) continue;
          const hour = Math.floor(day.timestampsMs[r]! / 3_600_000) * 3_600_000;
          const entry = hours.get(hour) ?? { count: 0, min: Infinity, max: -Infinity, sum: 0 };
          entry.count++;
          entry.min = Math.min(entry.min, value);
          entry.max = Math.max(entry.max, value);
          entry.sum += value;
          hours.set(hour, entry);
        }
      });
    }
  } finally {
    await opened.close();
  }
  return new Map(
    [...result].map(([id, hours]) => [
      id,
      new Map(
        [...hours].map(([hour, e]) => [
          hour,
          { count: e.count, min: e.min, max: e.max, mean: e.sum / e.count },
        ]),
      ),
    ]),
  );
}

/**
 * Runs `work` while asking the server's /health every `everyMs`: answers what `work` answers and
 * every status /health gave meanwhile (at least one), for a test that the server kept serving.
 */
export async function whileHealthPolled<T>(
  baseUrl: string,
  work: () => Promise<T>,
  everyMs = 100,
): Promise<{ result: T; health: number[] }> {
  const health: number[] = [];
  let done = false;
  const polling = (async () => {
    do {
      health.push((await fetch(`${baseUrl}/api/v1/health`)).status);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    } while (!done);
  })();
  const result = await work().finally(() => (done = true));
  await polling;
  return { result, health };
}
