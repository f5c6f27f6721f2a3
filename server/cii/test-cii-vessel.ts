// For the CII API tests: a pipeline test server whose bulk carrier (Northwind Fjord) has the days
// of one simulation imported as a package and, from the same simulated steps, its emission-report
// voyages, as the demo fleet gets them (server/demo/demo-fleet.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { presetVessel } from '../../domain/sim/fleet-presets.ts';
import { createVoyageLog } from '../../domain/sim/voyage-log.ts';
import {
  startPipelineTestServer,
  upload,
  waitForImport,
  type PipelineTestServer,
} from '../../tests/support/import-support.ts';
import { seedDemoVoyages } from '../demo/demo-voyages.ts';
import { writeSimulatedPackage } from '../import/package-writer.ts';

const DAY_MS = 86_400_000;

export type CiiTestVessel = {
  server: PipelineTestServer;
  vessel: Vessel;
  fromMs: number;
  days: number;
  voyages: number;
  stop(): Promise<void>;
};

export async function startWithCiiVessel(fromMs: number, days: number): Promise<CiiTestVessel> {
  const server = await startPipelineTestServer();
  const dir = await mkdtemp(join(tmpdir(), 'wakeline-cii-'));
  const vessel = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body.find(
    (v) => v.imoNumber === 9476123,
  )!;
  const simVessel = presetVessel(String(vessel.imoNumber), 'bulk_carrier');
  const log = createVoyageLog();
  const file = join(dir, 'cii.zip');
  const summary = await writeSimulatedPackage({
    vessel: simVessel,
    fromMs,
    days,
    stepMinutes: 15,
    seed: vessel.imoNumber,
    outPath: file,
    onStep: (step) => log.record(step),
  });
  const voyages = await seedDemoVoyages(server.database.db, {
    imoNumber: String(vessel.imoNumber),
    events: summary.events,
    log,
    draftLadenM: simVessel.draftLadenM,
    draftBallastM: simVessel.draftBallastM,
    now: new Date(fromMs + days * DAY_MS),
  });
  const accepted = await upload(server, file, { token: await server.tokenFor('admin') });
  await waitForImport(server, accepted.body.importPath);
  await server.pipeline.idle(120_000);
  return {
    server,
    vessel,
    fromMs,
    days,
    voyages,
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
