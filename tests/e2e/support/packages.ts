// Sends a simulated vessel package to the server as a vessel's data logger would (POST
// /ImportPackages), and waits until the pipeline has imported it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { presetVessel } from '../../../domain/sim/fleet-presets.ts';
import { writeSimulatedPackage } from '../../../server/import/package-writer.ts';

export async function sendSimulatedPackage(
  request: APIRequestContext,
  token: string,
  options: { imo: string; fromMs: number; days: number; seed?: number },
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'wakeline-e2e-package-'));
  try {
    const outPath = join(dir, 'package.zip');
    await writeSimulatedPackage({
      vessel: presetVessel(options.imo, 'bulk_carrier'),
      fromMs: options.fromMs,
      days: options.days,
      stepMinutes: 15,
      seed: options.seed ?? 21,
      outPath,
    });
    const response = await request.post('/api/v1/ImportPackages', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        file: { name: 'package.zip', mimeType: 'application/zip', buffer: await readFile(outPath) },
      },
      timeout: 60_000,
    });
    expect(response.status(), await response.text()).toBe(202);
    return ((await response.json()) as { importPath: string }).importPath;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Polls the import lists until the package is imported (status 0); fails on a failed import. */
export async function waitUntilImported(
  request: APIRequestContext,
  token: string,
  importPath: string,
  timeoutMs = 150_000,
): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  await expect
    .poll(
      async () => {
        for (const path of ['/api/v1/SuccessfulImports/GetAll/31', '/api/v1/FailedImports']) {
          const response = await request.get(path, { headers, timeout: 30_000 }).catch(() => null);
          if (!response?.ok()) continue;
          const rows = (await response.json()) as {
            importPath: string;
            status: number;
            errorMessage?: string;
          }[];
          const row = rows.find((entry) => entry.importPath === importPath);
          if (row) return row.status === 0 ? 'imported' : `failed: ${row.errorMessage ?? ''}`;
        }
        return 'waiting';
      },
      { timeout: timeoutMs, intervals: [2000] },
    )
    .toBe('imported');
}
