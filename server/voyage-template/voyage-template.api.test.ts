// The voyage-data template over HTTP (002 §5, §7, §8; EMIS-010, EMIS-030, EMIS-186, EMIS-195,
// EMIS-222..224, EMIS-229; ADR 0077): who may call, the prerequisites, the template's columns for
// the vessel, an upload that saves a voyage (read back through the voyage calls and the change
// feed), the same file again changing nothing, a changed cell changing one value, and files with
// errors that save nothing and list every error with its cell.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldError } from '../../domain/contracts/common.ts';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { FlowMeterFuelConsumption } from '../../domain/contracts/fuel-data.ts';
import type { SyncChangesResponse } from '../../domain/contracts/sync.ts';
import {
  voyageTemplateColumns,
  voyageTemplateMessages,
  voyageTemplateSheetName,
  type TemplateUploadResult,
} from '../../domain/contracts/voyage-template.ts';
import { departureMessages } from '../../domain/voyages/departure-rules.ts';
import { voyageEventMessages } from '../../domain/voyages/event-rules.ts';
import { fuelRuleMessages } from '../../domain/voyages/fuel-messages.ts';
import { templateRowMessages } from '../../domain/voyages/voyage-template.ts';
import { startTestServer, type DemoAccountKey, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let vesselId: string;
let bareVesselId: string;

type Answer = TemplateUploadResult & { message?: string; errors?: FieldError[] };

beforeAll(async () => {
  server = await startTestServer();
  const vessels = (await server.as('user')<{ id: string; imoNumber: number }[]>('GET', '/api/v1/Vessels'))
    .body;
  vesselId = vessels.find((vessel) => vessel.imoNumber === 9476123)!.id;
  // A vessel the user reaches with neither cargo units nor an active tank or manual-input meter.
  bareVesselId = vessels.find((vessel) => vessel.id !== vesselId)!.id;
  const db = server.database.db;
  await sql`DELETE FROM vessel_cargo_units WHERE vessel_id = ${bareVesselId}`.execute(db);
  await sql`UPDATE fuel_tanks SET is_deactivated = true WHERE vessel_id = ${bareVesselId}`.execute(db);
  await sql`UPDATE flow_meters SET is_deactivated = true WHERE vessel_id = ${bareVesselId}`.execute(db);
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const generatePath = '/api/v1/EmissionReport/GenerateExcelTemplate';
const uploadPath = (id = vesselId) => `/api/v1/EmissionReport/Upload/${id}`;

async function generate(account: DemoAccountKey | null, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (account) headers.Authorization = `Bearer ${await server.tokenFor(account)}`;
  return fetch(`${server.baseUrl}${generatePath}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function template(id = vesselId): Promise<ExcelJS.Workbook> {
  const response = await generate('user', { vesselId: id });
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

async function upload(
  content: ExcelJS.Workbook | Uint8Array<ArrayBuffer>,
  options: { account?: DemoAccountKey | null; vessel?: string } = {},
): Promise<{ status: number; body: Answer }> {
  const bytes =
    content instanceof Uint8Array
      ? content
      : new Uint8Array((await content.xlsx.writeBuffer()) as ArrayBuffer);
  const form = new FormData();
  form.set('file', new Blob([bytes]), 'voyage-data.xlsx');
  const account = options.account === undefined ? 'user' : options.account;
  const headers: Record<string, string> = account
    ? { Authorization: `Bearer ${await server.tokenFor(account)}` }
    : {};
  const response = await fetch(`${server.baseUrl}${uploadPath(options.vessel)}`, {
    method: 'POST',
    headers,
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

/** The 1-based column of a header (the vessel's own columns by their start). */
function columnOf(sheet: ExcelJS.Worksheet, header: string): number {
  let found = 0;
  sheet.getRow(1).eachCell((cell, column) => {
    if (found === 0 && String(cell.value).startsWith(header)) found = column;
  });
  if (found === 0) throw new Error(`No column ${header}`);
  return found;
}

type RowValues = Partial<Record<string, ExcelJS.CellValue>>;

/** Writes rows (from row 2) by header; keys are header texts or their beginnings. */
function fill(workbook: ExcelJS.Workbook, rows: RowValues[]): ExcelJS.Workbook {
  const sheet = workbook.getWorksheet(voyageTemplateSheetName)!;
  rows.forEach((values, index) => {
    for (const [header, value] of Object.entries(values)) {
      sheet.getRow(index + 2).getCell(columnOf(sheet, header)).value = value ?? null;
    }
  });
  return workbook;
}

const c = voyageTemplateColumns;
const voyageRows: RowValues[] = [
  {
    [c.event]: 'Departure',
    [c.timestamp]: new Date(Date.UTC(2018, 2, 1, 8, 0)),
    [c.port]: 'NLRTM',
    [c.voyageName]: 'Rotterdam-Hamburg',
    [c.voyageType]: 'Laden',
    [c.nonCommercial]: 'No',
    [c.latitude]: '51 54 N',
    [c.longitude]: '4 28.5 E',
  },
  {
    [c.event]: 'Arrival',
    [c.timestamp]: '2018-03-02 14:30',
    [c.port]: 'deham',
    [c.distance]: 300,
    'Cargo: ': 20_000,
    'Flow meter: ME Fuel Inlet': 40.5,
    'Flow meter: AE Fuel Inlet': 2.25,
    'Fuel tank: HFO Bunker Tank 1 P': 10,
  },
  {
    [c.event]: 'End of voyage',
    [c.timestamp]: '03. Mar, 2018 12:00',
    [c.distance]: 5,
    'Flow meter: AE Fuel Inlet': 1.5,
  },
];

async function lastChangeSeq(): Promise<number> {
  const { rows } = await sql<{ seq: string | null }>`SELECT max(change_seq)::text AS seq FROM (
      SELECT change_seq FROM emission_report_vessel_events WHERE vessel_id = ${vesselId}
      UNION ALL SELECT change_seq FROM vessel_event_cargo_details WHERE vessel_id = ${vesselId}
      UNION ALL SELECT change_seq FROM flow_meter_fuel_consumptions WHERE vessel_id = ${vesselId}
      UNION ALL SELECT change_seq FROM fuel_tank_fuel_consumptions WHERE vessel_id = ${vesselId}) AS t`.execute(
    server.database.db,
  );
  return Number(rows[0]?.seq ?? 0);
}

async function voyageEvents(departureId: string): Promise<VesselEvent[]> {
  const answer = await server.as('user')<VesselEvent[]>(
    'GET',
    `/api/v1/EmissionReportVesselEvents/FindVoyageVesselEvents?vesselId=${vesselId}&departureId=${departureId}`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('who may generate and upload the template', () => {
  it("EMIS-222 EMIS-224 both calls answer 401 signed out, 403 outside the vessel and for the partner type, and serve the vessel's user", async () => {
    expect((await generate(null, { vesselId })).status).toBe(401);
    expect((await generate('other', { vesselId })).status).toBe(403);
    expect((await generate('partner', { vesselId })).status).toBe(403);
    expect((await generate('user', { vesselId })).status).toBe(200);
    expect((await generate('user', { vesselId: 'nope' })).status).toBe(400);
    expect((await generate('user', { vesselId: randomUUID() })).status).toBe(404);

    const workbook = await template();
    expect((await upload(workbook, { account: null })).status).toBe(401);
    expect((await upload(workbook, { account: 'other' })).status).toBe(403);
    expect((await upload(workbook, { account: 'partner' })).status).toBe(403);
    const empty = await upload(workbook);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(voyageTemplateMessages.noRows);
  });
});

describe('the template (EMIS-186, DECISIONS EMIS-024 and EMIS-223)', () => {
  it('EMIS-186 EMIS-024 a vessel without a flow meter with manual input or a fuel tank, and without cargo units, gets no template and is told why', async () => {
    const response = await generate('user', { vesselId: bareVesselId });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { message: string; errors: FieldError[] };
    expect(body.errors.map((error) => error.message)).toEqual([
      voyageTemplateMessages.missingManualMeterOrTank,
      voyageTemplateMessages.missingCargoUnits,
    ]);
    const workbook = await template();
    expect((await upload(workbook, { vessel: bareVesselId })).status).toBe(409);
  });

  it('EMIS-222 EMIS-010 the template has a column per cargo unit, manual-input flow meter and active fuel tank of the vessel, with the event list', async () => {
    const workbook = await template();
    const sheet = workbook.getWorksheet(voyageTemplateSheetName)!;
    const headers: string[] = [];
    sheet.getRow(1).eachCell((cell) => headers.push(String(cell.value)));
    expect(headers.slice(0, 9)).toEqual(Object.values(voyageTemplateColumns));
    expect(headers.slice(9)).toEqual([
      'Cargo: Metric tonnes',
      'Flow meter: ME Fuel Inlet (MT)',
      'Flow meter: AE Fuel Inlet (MT)',
      'Fuel tank: HFO Bunker Tank 1 P (MT)',
      'Fuel tank: HFO Bunker Tank 1 S (MT)',
      'Fuel tank: MGO Storage Tank (MT)',
    ]);
    const validation = sheet.getCell('A2').dataValidation;
    expect(validation.type).toBe('list');
    expect(validation.formulae?.[0]).toContain('End of voyage');
    // The template of another vessel is refused on this one.
    const other = await upload(fill(await template(), voyageRows), { vessel: await otherReachableVessel() });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(voyageTemplateMessages.otherVessel);
  });
});

async function otherReachableVessel(): Promise<string> {
  const vessels = (await server.as('user')<{ id: string }[]>('GET', '/api/v1/Vessels')).body;
  return vessels.find((vessel) => vessel.id !== vesselId && vessel.id !== bareVesselId)!.id;
}

describe('uploading a completed template (EMIS-224, EMIS-030)', () => {
  let departureId: string;

  it('EMIS-224 EMIS-010 saves every row as the voyage screens would: events, ports, voyage, location, distance, cargo and fuel of each leg', async () => {
    const answer = await upload(fill(await template(), voyageRows));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      rows: 3,
      events: { added: 3, changed: 0, unchanged: 0 },
      cargo: { added: 1, changed: 0, unchanged: 0 },
      fuelConsumptions: { added: 4, changed: 0, unchanged: 0 },
    });
    expect(answer.body.voyages).toEqual([
      { departureId: expect.any(String), departedAt: '2018-03-01T08:00:00.000Z', name: 'Rotterdam-Hamburg' },
    ]);
    departureId = answer.body.voyages[0]!.departureId;

    const [departure, arrival, end] = await voyageEvents(departureId);
    expect(departure).toMatchObject({
      type: 'Departure',
      timestamp: '2018-03-01T08:00:00.000Z',
      source: 'Office',
      isConfirmed: false,
      port: { loCode: 'NLRTM', isMrvPort: true },
      voyage: { name: 'Rotterdam-Hamburg', type: 'Laden', isNonCommercial: false },
      location: { latitude: 51.9, longitude: 4 + 28.5 / 60 },
    });
    expect(arrival).toMatchObject({
      type: 'Arrival',
      timestamp: '2018-03-02T14:30:00.000Z',
      port: { loCode: 'DEHAM' },
      distanceSailed: { manualDistanceByGPS: 300 },
      cargos: [{ cargoCarried: 20_000 }],
    });
    expect(end).toMatchObject({ type: 'EndOfVoyage', timestamp: '2018-03-03T12:00:00.000Z' });
    expect(end!.distanceSailed?.manualDistanceByGPS).toBe(5);

    const fuel = await server.as('user')<FlowMeterFuelConsumption[]>(
      'GET',
      `/api/v1/FlowMeterFuelConsumptions/Find?vesselEventId=${arrival!.id}`,
    );
    expect(fuel.body.map((entry) => entry.fuelConsumptionInTon).sort()).toEqual([2.25, 40.5]);
    expect(fuel.body.every((entry) => entry.fuelConsumptionSource === 'Manual')).toBe(true);
    expect(fuel.body[0]).toMatchObject({ startAt: departure!.timestamp, endAt: arrival!.timestamp });

    // The crews' devices get every row through the change feed.
    const feed = await server.as('user')<SyncChangesResponse>(
      'GET',
      `/api/v1/Sync/Changes?vesselId=${vesselId}&cursor=0&limit=1000`,
    );
    const fed = new Set(feed.body.changes.map((change) => change.id));
    for (const event of [departure!, arrival!, end!]) expect(fed.has(event.id)).toBe(true);
    for (const entry of fuel.body) expect(fed.has(entry.id)).toBe(true);
  });

  it('EMIS-224 the same file uploaded again changes nothing', async () => {
    const before = await lastChangeSeq();
    const answer = await upload(fill(await template(), voyageRows));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      events: { added: 0, changed: 0, unchanged: 3 },
      cargo: { added: 0, changed: 0, unchanged: 1 },
      fuelConsumptions: { added: 0, changed: 0, unchanged: 4 },
      voyages: [expect.objectContaining({ departureId })],
    });
    expect(await lastChangeSeq()).toBe(before);
  });

  it('EMIS-224 EMIS-144 a changed cell changes that value only', async () => {
    const rows = structuredClone(voyageRows);
    rows[1]!['Flow meter: ME Fuel Inlet'] = 41;
    const answer = await upload(fill(await template(), rows));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.fuelConsumptions).toEqual({ added: 0, changed: 1, unchanged: 3 });
    expect(answer.body.events).toEqual({ added: 0, changed: 0, unchanged: 3 });
  });

  it('EMIS-030 EMIS-229 a template with errors saves nothing and lists every error with its cell', async () => {
    const before = await lastChangeSeq();
    const answer = await upload(
      fill(await template(), [
        // Valid on its own: must not be saved because of the others.
        { [c.event]: 'Departure', [c.timestamp]: '2018-06-01 08:00', [c.port]: 'NLRTM' },
        { [c.event]: 'Arrival', [c.timestamp]: '2017-01-01 08:00' },
        { [c.event]: 'Bunkering', [c.timestamp]: '2018-03-04 08:00' },
        { [c.event]: 'Arrival', [c.timestamp]: 'tomorrow' },
        { [c.event]: 'Cruising', [c.timestamp]: '2018-06-02 08:00' },
        { [c.event]: 'Arrival', [c.timestamp]: '2018-06-03 08:00', [c.port]: 'ZZZZZ' },
        { [c.event]: 'End of voyage', [c.timestamp]: '2018-06-04 08:00', 'Cargo: ': 5 },
        {
          [c.event]: 'Drifting',
          [c.timestamp]: '2018-06-01 09:00',
          [c.latitude]: '95 00 N',
          [c.longitude]: '1 0 E',
        },
        { [c.event]: 'Arrival', [c.timestamp]: '2018-06-05 08:00', 'Flow meter: ME Fuel Inlet': -1 },
      ]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The template has 8 errors; nothing was saved.');
    expect(answer.body.errors).toEqual([
      { path: 'B3', message: `Row 3: ${voyageEventMessages.beforeFirstDeparture}` },
      { path: 'B4', message: `Row 4: ${voyageEventMessages.afterEndOfVoyage}` },
      { path: 'B5', message: `Row 5: ${templateRowMessages.timestampInvalid}` },
      { path: 'A6', message: `Row 6: ${templateRowMessages.eventUnknown('Cruising')}` },
      { path: 'C7', message: `Row 7: ${templateRowMessages.portUnknown('ZZZZZ')}` },
      { path: 'J8', message: `Row 8: ${templateRowMessages.cargoOnlyOn}` },
      { path: 'G9', message: `Row 9: ${voyageEventMessages.degreesRange(89)}` },
      { path: 'K10', message: `Row 10: ${fuelRuleMessages.consumptionNotNegative}` },
    ]);
    expect(await lastChangeSeq()).toBe(before);
  });

  it('EMIS-133 EMIS-168 rows follow the edit rules: a confirmed event keeps its information, legs do not overlap, twins are refused', async () => {
    const [departure] = await voyageEvents(departureId);
    const { version, isDeleted: _deleted, cargos: _cargos, ...body } = departure!;
    const confirmed = await server.as('user')('PUT', `/api/v1/EmissionReportVesselEvents/${departure!.id}`, {
      body: { ...body, isConfirmed: true },
      headers: { 'Idempotency-Key': randomUUID(), 'If-Match': `"${version}"` },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const rows = structuredClone(voyageRows);
    rows[0]![c.voyageName] = 'Renamed';
    rows.push(
      // Between arrival and end of voyage: its leg, and the end of voyage's new leg, overlap the
      // end of voyage's stored one.
      { [c.event]: 'Drifting', [c.timestamp]: '2018-03-02 20:00', 'Flow meter: AE Fuel Inlet': 1 },
      { [c.event]: 'Drifting end', [c.timestamp]: '2018-03-02 22:00' },
      { [c.event]: 'Drifting end', [c.timestamp]: '2018-03-02 22:00' },
    );
    const before = await lastChangeSeq();
    const answer = await upload(fill(await template(), rows));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { path: 'B2', message: `Row 2: ${departureMessages.confirmed}` },
      { path: 'L4', message: `Row 4: ${fuelRuleMessages.overlap}` },
      { path: 'L5', message: `Row 5: ${fuelRuleMessages.overlap}` },
      { path: 'B7', message: `Row 7: ${departureMessages.sameTime}` },
    ]);
    expect(await lastChangeSeq()).toBe(before);
  });

  it('EMIS-195 only an Excel Workbook is read; a request without a file is refused', async () => {
    const text = await upload(new TextEncoder().encode('Event,Date\n') as Uint8Array<ArrayBuffer>);
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(voyageTemplateMessages.notXlsx);
    const response = await fetch(`${server.baseUrl}${uploadPath()}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await server.tokenFor('user')}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(response.status).toBe(400);
  });
});
