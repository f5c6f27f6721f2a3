// For the performance API tests: a pipeline test server whose bulk carrier (Diagnostics on) has a
// PowerSpeed and an SFOC reference and 130 simulated days imported, its long trends computed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { presetVessel } from '../../domain/sim/fleet-presets.ts';
import {
  simulatedPackage,
  startPipelineTestServer,
  upload,
  waitForImport,
  type PipelineTestServer,
} from '../../tests/support/import-support.ts';
import { engineFromHandle } from '../db/sql-engine.ts';
import { seedReferenceCurves } from '../demo/demo-fleet.ts';

export type ImportedVessel = {
  server: PipelineTestServer;
  vessel: Vessel;
  /** When the simulator's hull cleaning happened (NaN when the imported days have none). */
  cleaningMs: number;
  stop(): Promise<void>;
};

export const importedFromMs = Date.UTC(2026, 0, 5);

export async function startWithImportedVessel(days = 130): Promise<ImportedVessel> {
  const server = await startPipelineTestServer();
  const dir = await mkdtemp(join(tmpdir(), 'wakeline-longtrends-'));
  const vessel = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body.find(
    (v) => v.imoNumber === 9476123,
  )!;
  const ship = presetVessel(String(vessel.imoNumber), 'bulk_carrier').particulars;
  await seedReferenceCurves(engineFromHandle(server.database as never), vessel.id, ship);
  const made = await simulatedPackage(dir, { imo: String(vessel.imoNumber), fromMs: importedFromMs, days });
  const cleaning = made.summary.events.find((event) => event.type === 'HullCleaning');
  const accepted = await upload(server, made.file, { token: await server.tokenFor('admin') });
  await waitForImport(server, accepted.body.importPath);
  await server.pipeline.idle(120_000);
  return {
    server,
    vessel,
    cleaningMs: cleaning?.atMs ?? Number.NaN,
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
