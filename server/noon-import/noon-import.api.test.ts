// Noon report spreadsheets (issue 24 §2, ADR 0106): preview with suggestions from the export's own
// column names, a saved mapping per vessel and source, a dry run listing every refused row and cell
// with its line, column, value and rule (and the rules' warnings), and the import through the noon
// reports service: the reports are listed, come down the change feed, and the same file imported
// twice changes nothing. The ladder 401 → 403 → allowed and another company's refusal on each call.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  NoonImportDryRun,
  NoonImportMapping,
  NoonImportMappingListItem,
  NoonImportPreview,
  NoonImportResult,
} from '../../domain/contracts/noon-report-imports.ts';
import type { NoonReport } from '../../domain/contracts/noon-reports.ts';
import type { SyncChangesResponse } from '../../domain/contracts/sync.ts';
import { messages } from '../../domain/messages.ts';
import { startTestServer, type DemoAccountKey, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let vesselId: string;
let otherVesselId: string;
let hfo: { id: string; shortName: string };
let mgo: { id: string; shortName: string };

beforeAll(async () => {
  server = await startTestServer();
  vesselId = (await server.as('user')<{ id: string }[]>('GET', '/api/v1/Vessels')).body[0]!.id;
  otherVesselId = (await server.as('other')<{ id: string }[]>('GET', '/api/v1/Vessels')).body[0]!.id;
  const fuelTypes = (
    await server.as('user')<{ id: string; shortName: string; companyId: string | null }[]>(
      'GET',
      '/api/v1/FuelTypes',
    )
  ).body.filter((type) => type.companyId === null);
  hfo = fuelTypes.find((t) => t.shortName === 'HFO')!;
  mgo = fuelTypes.find((t) => t.shortName.includes('MGO'))!;
});
afterAll(() => server.close());

/**
 * Four daily reports at noon ship's time (+04:00, written without a zone), semicolon and decimal
 * comma, as a fleet's export names them: distance in km for one column, fuel in kg for another.
 */
function noonCsv(overrides: { day3Hours?: string; day2Speed?: string } = {}): string {
  const lines = [
    'Report date;Lat;Lon;Steaming hours;Dist. OG [nm];Dist. TW (km);Avg speed [kn];ME RPM;ME power [kW];HFO cons. ME [t];MGO cons. AE [kg];HFO ROB [t];MGO ROB [t];Remarks',
  ];
  let hfoRob = 800;
  let mgoRob = 120;
  for (let day = 0; day < 4; day++) {
    hfoRob -= 30;
    mgoRob -= 2;
    const date = `2031-03-0${day + 1} 12:00`;
    const hours = day === 2 && overrides.day3Hours ? overrides.day3Hours : '24';
    const speed = day === 1 && overrides.day2Speed ? overrides.day2Speed : '12,5';
    lines.push(
      `${date};10,${day};${55 + day * 5};${hours};300;555,6;${speed};78;8200;30;2000;${hfoRob};${mgoRob};${day === 0 ? 'Left port' : ''}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function mapping(sourceName = 'Fleet noon sheet'): NoonImportMapping {
  const column = (
    source: string,
    field: NoonImportMapping['columns'][number]['field'],
    unit: string | null,
    extra = {},
  ) => ({
    source,
    field,
    unit: unit as never,
    fuelTypeId: null,
    consumer: null,
    densityKgPerM3: null,
    ...extra,
  });
  return {
    sourceName,
    timeColumn: 'Report date',
    timeZone: '+04:00',
    sheetName: null,
    columns: [
      column('Lat', 'latitude', 'deg'),
      column('Lon', 'longitude', 'deg'),
      column('Steaming hours', 'hoursSteamed', 'h'),
      column('Dist. OG [nm]', 'distanceOverGroundNm', 'nmi'),
      column('Dist. TW (km)', 'distanceThroughWaterNm', 'km'),
      column('Avg speed [kn]', 'averageSpeedKn', 'kn'),
      column('ME RPM', 'shaftSpeedRpm', 'rpm'),
      column('ME power [kW]', 'mainEnginePowerKw', 'kW'),
      column('HFO cons. ME [t]', 'fuel', 't', { fuelTypeId: hfo.id, consumer: 'MainEngine' }),
      column('MGO cons. AE [kg]', 'fuel', 'kg', { fuelTypeId: mgo.id, consumer: 'AuxiliaryEngines' }),
      column('HFO ROB [t]', 'rob', 't', { fuelTypeId: hfo.id }),
      column('MGO ROB [t]', 'rob', 't', { fuelTypeId: mgo.id }),
      column('Remarks', 'remarks', null),
    ],
  };
}

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
  const response = await fetch(`${server.baseUrl}/api/v1/NoonReportImports/${path}`, {
    method: 'POST',
    headers,
    body: form,
  });
  return { status: response.status, body: (await response.json()) as never };
}

const csv = (text = noonCsv()) => ({ name: 'noon.csv', bytes: text });

async function reportsOf(fromIso: string, toIso: string): Promise<NoonReport[]> {
  return (
    await server.as('super')<NoonReport[]>(
      'GET',
      `/api/v1/NoonReports/Find?vesselId=${vesselId}&from=${fromIso}&to=${toIso}`,
    )
  ).body;
}

describe('noon report imports', () => {
  let mappingId = '';

  it('preview: 401, 403 for a User and another company, then the header, time column and a field, unit and fuel type per column from its own name', async () => {
    expect((await post(null, `${vesselId}/Preview`, csv())).status).toBe(401);
    const user = await post('user', `${vesselId}/Preview`, csv());
    expect(user.status).toBe(403);
    expect(user.body.message).toBe(messages.loggerImportNotAllowed);
    expect((await post('super', `${otherVesselId}/Preview`, csv())).status).toBe(403);
    expect((await post('harbourSuper', `${vesselId}/Preview`, csv())).status).toBe(403);

    const preview = await post<NoonImportPreview>('super', `${vesselId}/Preview`, csv());
    expect(preview.status).toBe(200);
    expect(preview.body.timeColumn).toBe('Report date');
    expect(preview.body.timeNeedsZone).toBe(true);
    const bySource = Object.fromEntries(preview.body.columns.map((c) => [c.source, c]));
    expect(bySource['Steaming hours']).toMatchObject({ field: 'hoursSteamed', unit: 'h' });
    expect(bySource['Dist. OG [nm]']).toMatchObject({ field: 'distanceOverGroundNm', unit: 'nmi' });
    expect(bySource['Dist. TW (km)']).toMatchObject({ field: 'distanceThroughWaterNm', unit: 'km' });
    expect(bySource['ME RPM']).toMatchObject({ field: 'shaftSpeedRpm', unit: 'rpm' });
    expect(bySource['HFO cons. ME [t]']).toMatchObject({
      field: 'fuel',
      unit: 't',
      fuelTypeId: hfo.id,
      consumer: 'MainEngine',
    });
    expect(bySource['MGO cons. AE [kg]']).toMatchObject({
      field: 'fuel',
      unit: 'kg',
      fuelTypeId: mgo.id,
      consumer: 'AuxiliaryEngines',
    });
    expect(bySource['HFO ROB [t]']).toMatchObject({ field: 'rob', fuelTypeId: hfo.id });
    expect(bySource.Remarks).toMatchObject({ field: 'remarks' });
    expect(preview.body.matchingMappingId).toBeNull();
  });

  it('mappings: 401, 403, another company refused; saved per vessel and source, saved again under the same id; a bad unit or a zone-less zone refused', async () => {
    const path = `/api/v1/NoonReportImports/${vesselId}/Mappings`;
    expect((await server.request('POST', path, { body: mapping() })).status).toBe(401);
    expect((await server.as('user')('POST', path, { body: mapping() })).status).toBe(403);
    expect((await server.as('harbourSuper')('POST', path, { body: mapping() })).status).toBe(403);
    expect((await server.as('user')('GET', path)).status).toBe(403);

    const badUnit = mapping();
    badUnit.columns[2] = { ...badUnit.columns[2]!, unit: 'kW' };
    const refusedUnit = await server.as('super')<{ message: string }>('POST', path, { body: badUnit });
    expect(refusedUnit.status).toBe(400);
    expect(refusedUnit.body.message).toContain("'Steaming hours'");
    const badZone = await server.as('super')<{ message: string }>('POST', path, {
      body: { ...mapping(), timeZone: 'Mars/Olympus' },
    });
    expect(badZone.status).toBe(400);
    expect((await server.as('super')<unknown[]>('GET', path)).body).toEqual([]);

    const saved = await server.as('super')<NoonImportMappingListItem>('POST', path, { body: mapping() });
    expect(saved.status).toBe(200);
    mappingId = saved.body.id;
    const again = await server.as('admin')<NoonImportMappingListItem>('POST', path, {
      body: { ...mapping('FLEET NOON SHEET'), timeZone: 'Asia/Dubai' },
    });
    expect(again.body.id).toBe(mappingId);
    const list = await server.as('super')<NoonImportMappingListItem[]>('GET', path);
    expect(list.body.map((m) => [m.id, m.mapping.timeZone])).toEqual([[mappingId, 'Asia/Dubai']]);
    // Back to the fixed offset the file is written in.
    await server.as('super')('POST', path, { body: mapping() });
    const preview = await post<NoonImportPreview>('super', `${vesselId}/Preview`, csv());
    expect(preview.body.matchingMappingId).toBe(mappingId);
  });

  it('dry run: 401, 403, then every refused row and cell with its line, column, value and rule, the rules applied and their warnings kept; nothing stored', async () => {
    const fields = { mappingId };
    expect((await post(null, `${vesselId}/DryRun`, csv(), fields)).status).toBe(401);
    expect((await post('user', `${vesselId}/DryRun`, csv(), fields)).status).toBe(403);
    expect((await post('harbourSuper', `${vesselId}/DryRun`, csv(), fields)).status).toBe(403);

    const clean = await post<NoonImportDryRun>('super', `${vesselId}/DryRun`, csv(), fields);
    expect(clean.status).toBe(200);
    expect(clean.body).toMatchObject({
      rowCount: 4,
      rowsAccepted: 4,
      rowsRefused: 0,
      newReports: 4,
      refusals: [],
      firstReportAt: '2031-03-01T08:00:00.000Z',
      lastReportAt: '2031-03-04T08:00:00.000Z',
    });

    const bad = await post<NoonImportDryRun>(
      'super',
      `${vesselId}/DryRun`,
      csv(noonCsv({ day2Speed: 'fast', day3Hours: '50' })),
      fields,
    );
    expect(bad.body.refusals).toEqual([
      {
        line: 3,
        column: 'Avg speed [kn]',
        value: 'fast',
        rule: 'not-a-number',
        reason: 'fast is not a number',
      },
      expect.objectContaining({ line: 4, column: 'Steaming hours', value: '50', rule: 'hours-steamed' }),
    ]);
    expect(bad.body.rowsRefused).toBe(2);
    // Line 5 follows two refused days: 72 h after line 2, a day-length warning, saved with the report.
    expect(bad.body.warnings.map((w) => [w.line, w.rule])).toContainEqual([5, 'dayLength']);

    const negative = await post<NoonImportDryRun>(
      'super',
      `${vesselId}/DryRun`,
      csv(noonCsv().replace(';8200;', ';-5;')),
      { mapping: JSON.stringify(mapping()) },
    );
    expect(negative.body.refusals[0]).toMatchObject({
      line: 2,
      column: 'ME power [kW]',
      value: '-5',
      rule: 'invalid-value',
      reason: 'The main engine power cannot be negative.',
    });
    expect(await reportsOf('2031-02-01T00:00:00Z', '2031-04-01T00:00:00Z')).toEqual([]);
  });

  it('import: 401, 403, then the reports stored in stored units as the tablet stores them, in the change feed; the same file again changes nothing; a refused file stores nothing', async () => {
    const fields = { mappingId };
    expect((await post(null, `${vesselId}/Import`, csv(), fields)).status).toBe(401);
    expect((await post('user', `${vesselId}/Import`, csv(), fields)).status).toBe(403);
    expect((await post('super', `${otherVesselId}/Import`, csv(), fields)).status).toBe(403);

    const refused = await post<unknown>(
      'super',
      `${vesselId}/Import`,
      csv(noonCsv({ day3Hours: '40' })),
      fields,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('on line 4');
    expect(await reportsOf('2031-02-01T00:00:00Z', '2031-04-01T00:00:00Z')).toEqual([]);

    const cursor = (
      await server.as('super')<SyncChangesResponse>(
        'GET',
        `/api/v1/Sync/Changes?vesselId=${vesselId}&cursor=0&limit=1`,
      )
    ).body;
    const first = await post<NoonImportResult>('super', `${vesselId}/Import`, csv(), fields);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: 4, updated: 0, unchanged: 0, mappingId });
    const stored = await reportsOf('2031-02-01T00:00:00Z', '2031-04-01T00:00:00Z');
    expect(stored).toHaveLength(4);
    expect(stored[0]).toMatchObject({
      reportTime: '2031-03-01T12:00:00+04:00',
      reportTimeUtc: '2031-03-01T08:00:00.000Z',
      latitude: 10,
      hoursSteamed: 24,
      averageSpeedKn: 12.5,
      shaftSpeedRpm: 78,
      remarks: 'Left port',
      fuel: [
        { fuelTypeId: hfo.id, consumer: 'MainEngine', tonnes: 30 },
        { fuelTypeId: mgo.id, consumer: 'AuxiliaryEngines', tonnes: 2 },
      ],
      rob: [
        { fuelTypeId: hfo.id, robTonnes: 770, bunkeredTonnes: 0 },
        { fuelTypeId: mgo.id, robTonnes: 118, bunkeredTonnes: 0 },
      ],
      version: 1,
    });
    expect(stored[0]!.distanceThroughWaterNm).toBeCloseTo(555.6 / 1.852, 9);

    let next = cursor.nextCursor;
    const seen: string[] = [];
    for (;;) {
      const page = (
        await server.as('super')<SyncChangesResponse>(
          'GET',
          `/api/v1/Sync/Changes?vesselId=${vesselId}&cursor=${next}&limit=500`,
        )
      ).body;
      seen.push(...page.changes.filter((c) => c.entityType === 'noonReport').map((c) => c.id));
      next = page.nextCursor;
      if (!page.hasMore) break;
    }
    expect(seen.sort()).toEqual(stored.map((r) => r.id).sort());

    const again = await post<NoonImportResult>('super', `${vesselId}/Import`, csv(), fields);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
    const after = await reportsOf('2031-02-01T00:00:00Z', '2031-04-01T00:00:00Z');
    expect(after.map((r) => [r.id, r.version])).toEqual(stored.map((r) => [r.id, r.version]));

    // A corrected value in a later export changes that report only.
    const corrected = await post<NoonImportResult>(
      'super',
      `${vesselId}/Import`,
      csv(noonCsv().replace('Left port', 'Left port at 06:00')),
      fields,
    );
    expect(corrected.body).toMatchObject({ created: 0, updated: 1, unchanged: 3 });
  });

  it('an Excel workbook of the same reports imports through the same mapping, each row once', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Noon');
    const rows = noonCsv()
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    sheet.addRow(rows[0]);
    for (const cells of rows.slice(1))
      sheet.addRow(
        cells.map((cell, i) => (i === 0 || i === 13 || cell === '' ? cell : Number(cell.replace(',', '.')))),
      );
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const dry = await post<NoonImportDryRun>(
      'admin',
      `${vesselId}/DryRun`,
      { name: 'noon.xlsx', bytes },
      { mappingId },
    );
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ rowCount: 4, rowsAccepted: 4, refusals: [] });
    // Same values as the CSV's last import except the first remark: one changed, three unchanged.
    expect([dry.body.newReports, dry.body.changedReports, dry.body.unchangedReports]).toEqual([0, 1, 3]);
  });

  it('a report the crew entered at the same time is refused with its line, not overwritten', async () => {
    const at = '2031-06-01T12:00:00+04:00';
    const crew = await server.as('super')<NoonReport>('POST', '/api/v1/NoonReports', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: {
        id: crypto.randomUUID(),
        vesselId,
        reportTime: at,
        latitude: 1,
        longitude: 1,
        hoursSteamed: 0,
        distanceOverGroundNm: 0,
        averageSpeedKn: 0,
        fuel: [],
        rob: [],
      },
    });
    expect(crew.status).toBe(201);
    const text = noonCsv().replace('2031-03-01 12:00', '2031-06-01 12:00');
    const dry = await post<NoonImportDryRun>('super', `${vesselId}/DryRun`, csv(text), { mappingId });
    expect(dry.body.refusals).toEqual([
      expect.objectContaining({
        line: 2,
        column: 'Report date',
        rule: 'same-time',
        reason: messages.noonReportSameTime,
      }),
    ]);
  });
});
