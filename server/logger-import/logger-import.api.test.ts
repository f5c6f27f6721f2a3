// Logger imports (issue 24 §1, ADR 0097): preview, saved mappings, dry run and import of a fleet's
// own CSV export in its own column names and units; the ladder 401 → 403 → allowed and the refusal
// of another company's vessel; bad files answered with a message and nothing stored.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LoggerDryRun,
  LoggerImportAccepted,
  LoggerMapping,
  LoggerMappingListItem,
  LoggerPreview,
} from '../../domain/contracts/logger-imports.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import type { DemoAccountKey } from '../../tests/support/test-server.ts';
import {
  startPipelineTestServer,
  waitForImport,
  type PipelineTestServer,
} from '../../tests/support/import-support.ts';

let server: PipelineTestServer;
let vessel: Vessel;
let otherVessel: Vessel;

beforeAll(async () => {
  server = await startPipelineTestServer();
  vessel = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
  otherVessel = (await server.as('other')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
}, 120_000);
afterAll(() => server?.stop());

/** 48 hourly rows as a fleet's logger writes them: own names, km/h, t/h, local time of Oslo. */
function hourlyCsv(): string {
  const lines = ['Time;Log speed [km/h];M/E FO flow [t/h];ME shaft power (MW)'];
  for (let h = 0; h < 48; h++) {
    const d = new Date(Date.UTC(2026, 0, 10, h));
    const wall = `${String(d.getUTCDate()).padStart(2, '0')}.01.2026 ${String(d.getUTCHours()).padStart(2, '0')}:00`;
    const speed = (24 + (h % 4)).toFixed(1).replace('.', ',');
    lines.push(`${wall};${speed};1,5;${(8 + (h % 3) / 10).toFixed(1).replace('.', ',')}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

const mapping: LoggerMapping = {
  sourceName: 'Bridge logger hourly',
  timeColumn: 'Time',
  timeZone: 'Europe/Oslo',
  shape: 'wide',
  long: null,
  sheetName: null,
  columns: [
    {
      source: 'Log speed [km/h]',
      variable: 'Speed through water',
      taxon: 'Navigation:Speed through water',
      unit: 'km/h',
      densityKgPerM3: null,
    },
    {
      source: 'M/E FO flow [t/h]',
      variable: 'Fuel mass flow',
      taxon: 'Fuel:Fuel mass flow',
      unit: 't/h',
      densityKgPerM3: null,
    },
    {
      source: 'ME shaft power (MW)',
      variable: 'Shaft power',
      taxon: 'Propulsion:Shaft power',
      unit: 'MW',
      densityKgPerM3: null,
    },
  ],
};

async function post<T>(
  account: DemoAccountKey | null,
  path: string,
  file: { name: string; bytes: Uint8Array<ArrayBuffer> | string } | null,
  fields: Record<string, string> = {},
): Promise<{ status: number; body: T & { message?: string } }> {
  const form = new FormData();
  if (file) form.set('file', new File([file.bytes], file.name));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const headers: Record<string, string> = {};
  if (account) headers.Authorization = `Bearer ${await server.tokenFor(account)}`;
  const response = await fetch(`${server.baseUrl}/api/v1/LoggerImports/${path}`, {
    method: 'POST',
    headers,
    body: form,
  });
  return { status: response.status, body: (await response.json()) as never };
}

const csvFile = () => ({ name: 'export.csv', bytes: hourlyCsv() });

async function sampleCount(vesselId: string): Promise<number> {
  const { rows } = await sql<{
    n: string | number;
  }>`SELECT count(*) AS n FROM samples WHERE vessel_id = ${vesselId}`.execute(server.database.db);
  return Number(rows[0]!.n);
}

describe('logger imports', () => {
  let mappingId = '';

  it('preview: 401 without a sign-in, 403 for a User and for another company, then the dialect, header, window and suggestions', async () => {
    expect((await post(null, `${vessel.id}/Preview`, csvFile())).status).toBe(401);
    const user = await post(`user`, `${vessel.id}/Preview`, csvFile());
    expect(user.status).toBe(403);
    expect(user.body.message).toBeTruthy();
    const foreign = await post('super', `${otherVessel.id}/Preview`, csvFile());
    expect(foreign.status).toBe(403);
    const other = await post('harbourSuper', `${vessel.id}/Preview`, csvFile());
    expect(other.status).toBe(403);

    const preview = await post<LoggerPreview>('super', `${vessel.id}/Preview`, csvFile());
    expect(preview.status).toBe(200);
    expect(preview.body.dialect).toMatchObject({ separator: ';', decimalComma: true });
    expect(preview.body.header).toEqual([
      'Time',
      'Log speed [km/h]',
      'M/E FO flow [t/h]',
      'ME shaft power (MW)',
    ]);
    expect(preview.body.timeColumn).toBe('Time');
    expect(preview.body.timeNeedsZone).toBe(true);
    expect(preview.body.sampleWindowMinutes).toBe(60);
    const byName = new Map(preview.body.columns.map((c) => [c.source, c]));
    expect(byName.get('Log speed [km/h]')).toMatchObject({
      taxon: 'Navigation:Speed through water',
      unit: 'km/h',
      storedUnit: 'kn',
      ignore: false,
    });
    expect(byName.get('M/E FO flow [t/h]')).toMatchObject({
      taxon: 'Fuel:Fuel mass flow',
      unit: 't/h',
      storedUnit: 'kg/h',
    });
    expect(preview.body.matchingMappingId).toBeNull();
    expect(await sampleCount(vessel.id)).toBe(0);
  });

  it('saved mappings: 401, 403, then created, listed, a second of the same source refused, updated', async () => {
    expect((await server.request('GET', `/api/v1/LoggerImports/${vessel.id}/Mappings`)).status).toBe(401);
    expect(
      (await server.as('user')('POST', `/api/v1/LoggerImports/${vessel.id}/Mappings`, { body: mapping }))
        .status,
    ).toBe(403);
    expect(
      (await server.as('harbourSuper')('GET', `/api/v1/LoggerImports/${vessel.id}/Mappings`)).status,
    ).toBe(403);
    const created = await server.as('admin')<LoggerMappingListItem>(
      'POST',
      `/api/v1/LoggerImports/${vessel.id}/Mappings`,
      { body: mapping },
    );
    expect(created.status).toBe(201);
    mappingId = created.body.id;
    const again = await server.as('super')<{ message: string }>(
      'POST',
      `/api/v1/LoggerImports/${vessel.id}/Mappings`,
      { body: mapping },
    );
    expect(again.status).toBe(409);
    const badZone = await server.as('super')<{ message: string }>(
      'POST',
      `/api/v1/LoggerImports/${vessel.id}/Mappings`,
      {
        body: {
          ...mapping,
          sourceName: 'other',
          timeZone: 'Mars/Olympus',
        },
      },
    );
    expect(badZone.status).toBe(400);
    expect(badZone.body.message).toContain('Mars/Olympus');
    const list = await server.as('super')<LoggerMappingListItem[]>(
      'GET',
      `/api/v1/LoggerImports/${vessel.id}/Mappings`,
    );
    expect(list.body.map((m) => m.sourceName)).toEqual(['Bridge logger hourly']);
    const updated = await server.as('super')<LoggerMappingListItem>(
      'PUT',
      `/api/v1/LoggerImports/${vessel.id}/Mappings/${mappingId}`,
      { body: mapping },
    );
    expect(updated.status).toBe(200);
    const preview = await post<LoggerPreview>('super', `${vessel.id}/Preview`, csvFile());
    expect(preview.body.matchingMappingId).toBe(mappingId);
  });

  it('dry run lists every refused row and cell with line, column, value and reason, and stores nothing', async () => {
    const lines = hourlyCsv().split('\r\n');
    lines[3] = lines[3]!.replace(/;[^;]*;/, ';fast;');
    lines[7] = lines[7]!.replace(/;[^;]*$/, ';n/a');
    const bad = await post<LoggerDryRun>(
      'super',
      `${vessel.id}/DryRun`,
      { name: 'bad.csv', bytes: lines.join('\r\n') },
      { mappingId },
    );
    expect([bad.status, bad.body.message]).toEqual([200, undefined]);
    expect(bad.body.rowCount).toBe(48);
    expect(bad.body.refusals).toEqual([
      expect.objectContaining({ line: 4, column: 'Log speed [km/h]', value: 'fast', rule: 'not-a-number' }),
      expect.objectContaining({ line: 8, column: 'ME shaft power (MW)', value: 'n/a', rule: 'not-a-number' }),
    ]);
    const zoneless = await post<LoggerDryRun>('super', `${vessel.id}/DryRun`, csvFile(), {
      mapping: JSON.stringify({ ...mapping, timeZone: 'in data' }),
    });
    expect(zoneless.body.rowsRefused).toBe(48);
    expect(zoneless.body.refusals[0]).toMatchObject({ line: 2, rule: 'time-needs-zone' });
    const refusedImport = await post<{ message: string }>(
      'super',
      `${vessel.id}/Import`,
      { name: 'bad.csv', bytes: lines.join('\r\n') },
      { mappingId },
    );
    expect(refusedImport.status).toBe(400);
    expect(refusedImport.body.message).toContain('line 4');
    // Mixed zones: a zoned time among zone-less ones is refused with a message, nothing stored.
    const mixed = hourlyCsv().split('\r\n');
    mixed[5] = '2026-01-10T04:00:00Z;25;1,5;8';
    const mixedRun = await post<{ message: string }>(
      'super',
      `${vessel.id}/Import`,
      { name: 'mixed.csv', bytes: mixed.join('\r\n') },
      { mappingId },
    );
    expect(mixedRun.status).toBe(400);
    expect(mixedRun.body.message).toMatch(/time/);
    expect(await sampleCount(vessel.id)).toBe(0);
  });

  it('bad files: not CSV, no mapping id, a foreign mapping id are refused with a message and nothing stored', async () => {
    const binary = await post<{ message: string }>('super', `${vessel.id}/Preview`, {
      name: 'x.csv',
      bytes: new Uint8Array([0, 1, 2, 3, 0, 255, 0, 9]),
    });
    expect(binary.status).toBe(400);
    expect(binary.body.message).toMatch(/neither CSV/);
    const noFile = await post<{ message: string }>('super', `${vessel.id}/Preview`, null);
    expect(noFile.status).toBe(400);
    const noMapping = await post<{ message: string }>('super', `${vessel.id}/Import`, csvFile());
    expect(noMapping.status).toBe(400);
    const foreignMapping = await post<{ message: string }>(
      'harbourSuper',
      `${otherVessel.id}/Import`,
      csvFile(),
      { mappingId },
    );
    expect(foreignMapping.status).toBe(404);
    expect(await sampleCount(vessel.id)).toBe(0);
  });

  it('an hourly CSV in the vessel’s own names and units imports through the queues; the samples are stored in stored units', async () => {
    expect((await post(null, `${vessel.id}/Import`, csvFile(), { mappingId })).status).toBe(401);
    expect((await post('user', `${vessel.id}/Import`, csvFile(), { mappingId })).status).toBe(403);
    const accepted = await post<LoggerImportAccepted>('super', `${vessel.id}/Import`, csvFile(), {
      mappingId,
    });
    expect(accepted.status).toBe(202);
    expect(accepted.body.dryRun.sampleCount).toBe(144);
    const record = await waitForImport(server, accepted.body.importPath);
    expect([record.status, record.errorMessage]).toEqual([0, null]);
    const { rows } = await sql<{ name: string; unit: string; ts: Date | string; value: number }>`
      SELECT v.name, v.unit, s.ts, s.value FROM samples s JOIN log_variables v ON v.id = s.log_variable_id
      WHERE s.vessel_id = ${vessel.id} ORDER BY v.name, s.ts`.execute(server.database.db);
    expect(rows).toHaveLength(144);
    const first = (name: string) => rows.find((r) => r.name === name)!;
    // 10.01.2026 00:00 in Oslo (UTC+1) is 09 Jan 23:00 UTC.
    expect(new Date(first('Speed through water').ts).toISOString()).toBe('2026-01-09T23:00:00.000Z');
    expect(first('Speed through water').value).toBeCloseTo(24 / 1.852, 9);
    expect(first('Fuel mass flow').value).toBeCloseTo(1500, 9);
    expect(first('Shaft power').value).toBeCloseTo(8000, 6);
    // The same file again is the same package: nothing more is stored.
    const again = await post<LoggerImportAccepted>('super', `${vessel.id}/Import`, csvFile(), { mappingId });
    expect(again.body.importPath).toBe(accepted.body.importPath);
    expect(await sampleCount(vessel.id)).toBe(144);
    const list = await server.as('super')<LoggerMappingListItem[]>(
      'GET',
      `/api/v1/LoggerImports/${vessel.id}/Mappings`,
    );
    expect(list.body[0]!.lastUsedAt).not.toBeNull();
  }, 120_000);

  it('a saved mapping is deleted (403 for a User, 404 after)', async () => {
    expect(
      (await server.as('user')('DELETE', `/api/v1/LoggerImports/${vessel.id}/Mappings/${mappingId}`)).status,
    ).toBe(403);
    expect(
      (await server.as('super')('DELETE', `/api/v1/LoggerImports/${vessel.id}/Mappings/${mappingId}`)).status,
    ).toBe(204);
    expect(
      (await server.as('super')('DELETE', `/api/v1/LoggerImports/${vessel.id}/Mappings/${mappingId}`)).status,
    ).toBe(404);
  });
});
