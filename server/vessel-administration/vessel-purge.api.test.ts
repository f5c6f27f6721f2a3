// The purge of deleted vessels (ADR 0058, issue 15 §1): a deleted vessel's data stays through the
// retention period and is then removed from every table that holds vessel data, with its stored
// packages; other vessels keep theirs.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VesselAdministration } from '../../domain/contracts/vessel-administration.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { engineFromHandle } from '../db/sql-engine.ts';
import { packageFile } from '../import/package-store.ts';
import {
  simulatedPackage,
  startPipelineTestServer,
  upload,
  waitForImport,
  type PipelineTestServer,
} from '../../tests/support/import-support.ts';
import { purgeDeletedVessels, vesselDataTables } from './vessel-purge.ts';

let server: PipelineTestServer;
let dir: string;
const fromMs = Date.UTC(2026, 4, 1);

beforeAll(async () => {
  server = await startPipelineTestServer();
  dir = await mkdtemp(join(tmpdir(), 'wakeline-purge-'));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const engine = () => engineFromHandle(server.database as never);

async function rowsOf(vesselId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of vesselDataTables) {
    const [row] = await engine().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE vessel_id = $1`,
      [vesselId],
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

describe('purging deleted vessels', () => {
  it('every table with a vessel_id column is purged (a new table cannot be forgotten)', async () => {
    const tables = await engine().query<{ table_name: string }>(
      `SELECT DISTINCT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'vessel_id'
          AND table_name NOT IN (SELECT inhrelid::regclass::text FROM pg_inherits)`,
    );
    expect(tables.map((row) => row.table_name).sort()).toEqual([...vesselDataTables].sort());
  });

  it('ADMIN-116 a deleted vessel keeps its data through the retention period, then loses all of it', async () => {
    const admin = server.as('admin');
    const [company] = (await admin<{ id: string }[]>('GET', '/api/v1/Companies')).body;
    const created = await admin<VesselAdministration>('POST', '/api/v1/VesselAdministrations', {
      body: {
        name: 'Purged vessel',
        imoNumber: 7_100_004,
        draftMean: 10,
        maxContinuousRating: 8000,
        companyId: company!.id,
      },
    });
    const vesselId = created.body.id;
    const pack = await simulatedPackage(dir, { imo: '7100004', fromMs, days: 1, stepMinutes: 60, seed: 3 });
    const accepted = await upload(server, pack.file, { token: await server.tokenFor('admin') });
    expect((await waitForImport(server, accepted.body.importPath)).status).toBe(0);
    await server.pipeline.idle();
    const features = (await admin<{ id: string; name: string }[]>('GET', '/api/v1/Features')).body;
    await admin('POST', `/api/v1/VesselAdministrations/${vesselId}/ActivateFeature`, {
      body: { featureId: features[0]!.id },
    });
    // Data quality: a saved outlier configuration and the search it asks for.
    await admin('POST', `/api/v1/VesselAdministrations/${vesselId}/ActivateFeature`, {
      body: { featureId: features.find((feature) => feature.name === 'DataQuality')!.id },
    });
    const [variable] = await engine().query<{ id: string }>(
      'SELECT id FROM log_variables WHERE vessel_id = $1 LIMIT 1',
      [vesselId],
    );
    const saved = await admin('POST', '/api/v1/DataQuality/Outliers/Config', {
      body: { vesselId, features: [{ logVariableId: variable!.id, enabled: true, blockHours: 6 }] },
      headers: { 'If-Match': '"0"' },
    });
    expect(saved.status).toBe(200);
    await server.pipeline.idle();
    const before = await rowsOf(vesselId);
    for (const table of [
      'samples',
      'log_variables',
      'imports',
      'vessel_features',
      'outlier_feature_configs',
      'outlier_configs',
      'outlier_scans',
    ])
      expect(before[table], table).toBeGreaterThan(0);
    const stored = packageFile(server.dataDir, accepted.body.importPath)!;
    expect(existsSync(stored)).toBe(true);

    // Another vessel with data, which must keep it.
    const other = (await server.as('user')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
    const otherPack = await simulatedPackage(dir, {
      imo: String(other.imoNumber),
      fromMs,
      days: 1,
      stepMinutes: 60,
    });
    const otherImport = await upload(server, otherPack.file, { token: await server.tokenFor('admin') });
    expect((await waitForImport(server, otherImport.body.importPath)).status).toBe(0);
    await server.pipeline.idle();
    const otherBefore = await rowsOf(other.id);

    await admin('POST', `/api/v1/VesselAdministrations/${vesselId}/ArchiveVessel`);
    expect((await admin('DELETE', `/api/v1/VesselAdministrations/${vesselId}`)).status).toBe(204);
    // Within the retention period nothing is purged, but nothing of the vessel is visible either.
    const dayAgo = new Date(Date.now() - 86_400_000);
    expect(await purgeDeletedVessels(engine(), { deletedBefore: dayAgo, dataDir: server.dataDir })).toEqual(
      [],
    );
    expect((await rowsOf(vesselId)).samples).toBe(before.samples);
    expect((await admin('GET', `/api/v1/LogVariables/Find?vesselId=${vesselId}`)).status).toBe(403);
    expect((await admin('GET', `/api/v1/Vessels/${vesselId}`)).status).toBe(404);

    const purged = await purgeDeletedVessels(engine(), {
      deletedBefore: new Date(Date.now() + 1000),
      dataDir: server.dataDir,
    });
    expect(purged).toEqual([vesselId]);
    expect(Object.values(await rowsOf(vesselId)).every((count) => count === 0)).toBe(true);
    expect(await engine().query('SELECT 1 FROM vessels WHERE id = $1', [vesselId])).toEqual([]);
    expect(existsSync(stored)).toBe(false);
    expect(await rowsOf(other.id)).toEqual(otherBefore);
    expect(existsSync(packageFile(server.dataDir, otherImport.body.importPath)!)).toBe(true);
  });
});
