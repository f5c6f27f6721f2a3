// The emission reports through the API (002 §4, §7; EMIS-009, EMIS-095, EMIS-135..138, EMIS-204,
// EMIS-219..221; ADR 0072): two voyages of 2019 entered and confirmed through the voyage calls
// (their fuel and cargo written as the ship's sync would), then every report read back (CSV parsed,
// spreadsheet opened with exceljs, PDF text extracted with pdfjs) against figures computed by hand
// with the Cf of the research note (HFO 3.114, MGO 3.206); who may call; 'Send to DNV GL' against
// a local receiver that fails once.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { DnvGlUpload, Report, ReportType } from '../../domain/contracts/emission-reports.ts';
import { dnvGlMessages } from '../../domain/contracts/emission-reports.ts';
import { messages } from '../../domain/messages.ts';
import { startPipelineTestServer, type PipelineTestServer } from '../../tests/support/import-support.ts';
import { voyageCalls } from '../../tests/support/voyage-calls.ts';

let server: PipelineTestServer;
let receiver: Server;
const received: { body: string; authorization: string | undefined }[] = [];
let failNext = 1;
let vesselId: string;
let mrvVoyage: VesselEvent;
let otherVoyage: VesselEvent;
let unconfirmed: VesselEvent;

const HFO = '7a1f0c00-0000-4000-8000-000000000001';
const MGO = '7a1f0c00-0000-4000-8000-000000000003';
const base = '/api/v1/EmissionReportVesselEvents';
const at = (month: number, day: number, hour = 0) =>
  new Date(Date.UTC(2019, month - 1, day, hour)).toISOString();
const { voyage } = voyageCalls(
  () => server,
  () => vesselId,
);

async function download(path: string, account: 'user' | 'super' = 'user') {
  const response = await fetch(server.baseUrl + path, {
    headers: { Authorization: `Bearer ${await server.tokenFor(account)}` },
  });
  return {
    status: response.status,
    type: response.headers.get('Content-Type'),
    bytes: await response.arrayBuffer(),
  };
}

async function sheetValues(bytes: ArrayBuffer): Promise<Map<string, unknown>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const values = new Map<string, unknown>();
  workbook.worksheets[0]!.eachRow((row) => {
    const label = row.getCell(1).value;
    if (typeof label === 'string' && !values.has(label)) values.set(label, row.getCell(2).value);
  });
  return values;
}

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    const content = await (await document.getPage(page)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return parts.join('\n');
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ body, authorization: request.headers.authorization });
      response.statusCode = failNext-- > 0 ? 500 : 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  process.env.WAKELINE_DNVGL_URL = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/voyages`;
  process.env.WAKELINE_DNVGL_KEY = 'receiver-key';
  server = await startPipelineTestServer();
  delete process.env.WAKELINE_DNVGL_URL;
  delete process.env.WAKELINE_DNVGL_KEY;
  const vessels = (await server.as('user')<{ id: string; imoNumber: number }[]>('GET', '/api/v1/Vessels'))
    .body;
  vesselId = vessels.find((vessel) => vessel.imoNumber === 9476123)!.id;
  mrvVoyage = await voyage({
    name: 'Rotterdam-Hamburg',
    from: ['Rotterdam', 'NLRTM'],
    to: ['Hamburg', 'DEHAM'],
    times: [at(3, 1), at(3, 2, 12), at(3, 3, 12)],
    distanceNm: 300,
    cargo: 20_000,
    seaFuel: [[HFO, 100]],
    berthFuel: [[MGO, 5]],
  });
  otherVoyage = await voyage({
    name: 'Felixstowe-New York',
    from: ['Felixstowe', 'GBFXT'],
    to: ['New York', 'USNYC'],
    times: [at(5, 1), at(5, 11), at(5, 12)],
    distanceNm: 3_200,
    cargo: 15_000,
    seaFuel: [[HFO, 380]],
    berthFuel: [[MGO, 4]],
  });
  unconfirmed = await voyage({
    name: 'Open',
    from: ['Hamburg', 'DEHAM'],
    to: ['Rotterdam', 'NLRTM'],
    times: [at(7, 1), at(7, 2), at(7, 3)],
    distanceNm: 280,
    cargo: 1,
    seaFuel: [[HFO, 999]],
    berthFuel: [],
    confirmData: false,
  });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const yearly = (name: string, format: string) =>
  `/api/v1/EmissionReport/${name}/${vesselId}/2019?format=${format}`;

describe('who may download and send', () => {
  it('EMIS-219 EMIS-220 EMIS-221 every call answers 401 without a session, 403 outside the vessel and for the partner type', async () => {
    const paths = [
      ['GET', `/api/v1/EmissionReport/MrvVoyage/${mrvVoyage.id}`],
      ['GET', `/api/v1/EmissionReport/ImoVoyage/${mrvVoyage.id}`],
      ['GET', `/api/v1/EmissionReport/VoyageDnvGl/${mrvVoyage.id}`],
      ['GET', yearly('MrvYearly', 'xlsx')],
      ['GET', yearly('ImoYearly', 'pdf')],
      ['GET', `${base}/${mrvVoyage.id}/UploadDnvGlVoyageData`],
      ['POST', `${base}/${mrvVoyage.id}/UploadDnvGlVoyageData`],
      ['GET', `/api/v1/Reports?vesselId=${vesselId}`],
      ['GET', `/api/v1/Reports/${vesselId}.MrvYearly.2019`],
    ] as const;
    for (const [method, path] of paths) {
      expect((await server.request(method, path)).status, path).toBe(401);
      expect((await server.as('other')(method, path)).status, path).toBe(403);
      expect((await server.as('partner')(method, path)).status, path).toBe(403);
    }
    expect((await server.request('GET', '/api/v1/ReportTypes')).status).toBe(401);
    expect((await server.as('user')('GET', `/api/v1/EmissionReport/ImoVoyage/${randomUUID()}`)).status).toBe(
      404,
    );
  });

  it('EMIS-135 a voyage whose data is not confirmed has no report', async () => {
    const answer = await server.as('user')<{ message: string }>(
      'GET',
      `/api/v1/EmissionReport/ImoVoyage/${unconfirmed.id}`,
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(dnvGlMessages.dataNotConfirmed);
  });
});

describe('the voyage reports', () => {
  it("EMIS-136 the MRV report of a voyage between Member States; 'not available' for one that is not an MRV voyage", async () => {
    const pdf = await download(
      `/api/v1/EmissionReport/MrvVoyage/${mrvVoyage.id}?departureId=${mrvVoyage.id}`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Rotterdam (NLRTM)');
    expect(text).toContain('Between ports under a Member State jurisdiction');
    expect(text).toContain('327.430 t'); // 100 × 3.114 + 5 × 3.206
    expect(text).toContain('6,000,000'); // 300 nm × 20 000 t
    const xlsx = await sheetValues((await download(`/api/v1/EmissionReport/MrvVoyage/${mrvVoyage.id}?format=xlsx`)).bytes); // prettier-ignore
    expect(xlsx.get('CO2 emitted')).toBeCloseTo(327.43, 9);
    expect(xlsx.get('CO2 emitted at berth')).toBeCloseTo(16.03, 9);
    expect(xlsx.get('Time at sea')).toBe(36);
    expect(xlsx.get('Distance travelled')).toBe(300);

    const refused = await server.as('user')<{ message: string }>('GET', `/api/v1/EmissionReport/MrvVoyage/${otherVoyage.id}`); // prettier-ignore
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messages.mrvReportNotAvailable);
  });

  it('EMIS-009 the IMO report of any confirmed voyage', async () => {
    const xlsx = await sheetValues((await download(`/api/v1/EmissionReport/ImoVoyage/${otherVoyage.id}?format=xlsx`)).bytes); // prettier-ignore
    expect(xlsx.get('CO2 emitted')).toBeCloseTo(380 * 3.114 + 4 * 3.206, 9);
    expect(xlsx.get('Hours under way')).toBe(240);
  });

  it('EMIS-137 the DNV GL CSV needs the external key; then one row per voyage part and fuel', async () => {
    const path = `/api/v1/EmissionReport/VoyageDnvGl/${mrvVoyage.id}`;
    const noKey = await server.as('user')<{ message: string }>('GET', path);
    expect(noKey.status).toBe(409);
    expect(noKey.body.message).toBe(dnvGlMessages.noExternalKey);
    const key = await server.as('super')('PUT', '/api/v1/VesselAdministrations/UpdateVeracityKey', {
      body: { vesselId, key: 'external-key-1' },
    });
    expect(key.status, JSON.stringify(key.body)).toBeLessThan(300);
    const csv = await download(path);
    expect(csv.type).toContain('text/csv');
    const rows = new TextDecoder()
      .decode(csv.bytes)
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const header = rows[0]!;
    const cell = (row: string[], name: string) => row[header.indexOf(name)];
    expect(
      rows
        .slice(1)
        .map((row) => [cell(row, 'Part'), cell(row, 'Fuel_Type'), cell(row, 'Fuel_t'), cell(row, 'CO2_t')]),
    ).toEqual([
      // prettier-ignore
      ['Sea', 'Heavy Fuel Oil', '100', '311.4'],
      ['Berth', 'Diesel/Gas Oil', '5', '16.03'],
    ]);
    expect(cell(rows[1]!, 'From_LOCODE')).toBe('NLRTM');
    expect(cell(rows[1]!, 'Distance_nm')).toBe('300');
  });
});

describe('the annual reports', () => {
  it('EMIS-138 EMIS-009 the annual MRV spreadsheet: the confirmed MRV voyages of the year only', async () => {
    const answer = await download(yearly('MrvYearly', 'xlsx'));
    expect(answer.status).toBe(200);
    const values = await sheetValues(answer.bytes);
    expect(values.get('Total CO2 emitted')).toBeCloseTo(327.43, 9);
    expect(values.get('CO2 between ports under a member state jurisdiction')).toBeCloseTo(311.4, 9);
    expect(values.get('CO2 at berth within ports under a member state jurisdiction')).toBeCloseTo(16.03, 9);
    expect(values.get('CO2 departed from ports under a member state jurisdiction')).toBe(0);
    expect(values.get('Total distance travelled')).toBe(300);
    expect(values.get('Total time spent at sea')).toBe(36);
    expect(values.get('Total transport work')).toBe(6_000_000);
    expect(values.get('CO2 emissions per distance')).toBeCloseTo((327.43 * 1e3) / 300, 9);
    expect(values.get('Voyages with confirmed data')).toBe(2);
    expect(values.get('MRV voyages')).toBe(1);
  });

  it('EMIS-009 the annual MRV spreadsheet (streaming writer, ADR 0072): bold title and headings, the decimals as number formats, the widths', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(yearly('MrvYearly', 'xlsx'))).bytes);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Report');
    expect(workbook.creator).toBe('Wakeline');
    expect(sheet.columns.slice(0, 6).map((column) => column.width)).toEqual([48, 26, 22, 22, 22, 16]);
    const title = sheet.getRow(1).getCell(1);
    expect(title.value).toBe('EU MRV emissions report 2019: Northwind Fjord');
    expect(title.font).toMatchObject({ bold: true, size: 14 });
    const rowOf = (label: string) => {
      let found: ExcelJS.Row | undefined;
      sheet.eachRow((row) => {
        if (!found && row.getCell(1).value === label) found = row;
      });
      return found!;
    };
    expect(rowOf('CO2 emissions (Art. 10)').getCell(1).font).toMatchObject({ bold: true });
    const co2 = rowOf('Total CO2 emitted');
    expect(co2.getCell(2).numFmt).toBe('#,##0.000');
    expect(co2.getCell(3).value).toBe('t');
    expect(co2.getCell(1).font?.bold).toBeFalsy();
    expect(rowOf('Total time spent at sea').getCell(2).numFmt).toBe('#,##0.0');
    expect(rowOf('Voyages with confirmed data').getCell(2).numFmt).toBe('#,##0');
    const header = rowOf('Voyage');
    expect(header.getCell(6).value).toBe('Distance (nm)');
    expect(header.getCell(6).font).toMatchObject({ bold: true });
    const voyage = sheet.getRow(header.number + 1);
    expect(voyage.getCell(1).value).toBe('Rotterdam-Hamburg');
    expect(voyage.getCell(1).numFmt).toBeUndefined();
    expect(voyage.getCell(6).value).toBe(300);
    expect(voyage.getCell(6).numFmt).toBe('#,##0.0');
    expect(voyage.getCell(10).numFmt).toBe('#,##0.000');
  });

  it('EMIS-138 EMIS-009 the annual IMO DCS PDF lists the voyages and totals every confirmed one', async () => {
    const answer = await download(yearly('ImoYearly', 'pdf'));
    expect(answer.type).toBe('application/pdf');
    const text = await pdfText(answer.bytes);
    expect(text).toContain('9476123');
    expect(text).toContain('Rotterdam-Hamburg');
    expect(text).toContain('Felixstowe-New York');
    expect(text).not.toContain('Open');
    expect(text).toContain('3,500.0 nm'); // 300 + 3 200
    expect(text).toContain('276.0 h'); // 36 + 240
    expect(text).toContain('1,523.574 t'); // 327.43 + 380 × 3.114 + 4 × 3.206
  });
});

describe('the Reports page', () => {
  it("EMIS-095 EMIS-219 report types (with 'unknown', which the page hides) and the vessel's reports", async () => {
    const types = await server.as('user')<ReportType[]>('GET', '/api/v1/ReportTypes');
    expect(types.body.map((type) => type.name)).toContain('unknown');
    const reports = await server.as('user')<Report[]>('GET', `/api/v1/Reports?vesselId=${vesselId}`);
    expect(reports.body).toContainEqual(
      expect.objectContaining({ id: `${vesselId}.MrvYearly.2019`, reportTypeId: 'MrvYearly', year: 2019 }),
    );
    const url = await server.as('user')<{ url: string }>('GET', `/api/v1/Reports/${vesselId}.ImoYearly.2019?onlyUrl=true`); // prettier-ignore
    expect(url.body.url).toBe(`/api/v1/EmissionReport/ImoYearly/${vesselId}/2019?format=xlsx`);
    const file = await download(`/api/v1/Reports/${vesselId}.MrvYearly.2019`);
    expect((await sheetValues(file.bytes)).get('Total CO2 emitted')).toBeCloseTo(327.43, 9);
  });
});

describe('Send to DNV GL', () => {
  it('EMIS-204 queues the voyage, retries after the receiver fails, and shows the state', async () => {
    const path = `${base}/${mrvVoyage.id}/UploadDnvGlVoyageData`;
    const before = await server.as('user')<DnvGlUpload>('GET', path);
    expect(before.body).toMatchObject({ isConfigured: true, state: 'NotSent', attempts: 0 });
    const queued = await server.as('user')<DnvGlUpload>('POST', path);
    expect(queued.status).toBe(202);
    expect(queued.body.state).toBe('Queued');
    let state = queued.body;
    const until = Date.now() + 60_000;
    while (state.state === 'Queued' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = (await server.as('user')<DnvGlUpload>('GET', path)).body;
    }
    expect(state).toMatchObject({ state: 'Sent', attempts: 2, lastError: null });
    expect(received).toHaveLength(2);
    expect(received[1]!.authorization).toBe('Bearer receiver-key');
    expect(received[1]!.body.split('\r\n')[0]).toContain('IMO,Vessel,Voyage');
    expect(received[1]!.body).toContain('Rotterdam-Hamburg');
  }, 90_000);

  it('EMIS-135 refuses a voyage whose data is not confirmed', async () => {
    const answer = await server.as('user')<{ message: string }>('POST', `${base}/${unconfirmed.id}/UploadDnvGlVoyageData`); // prettier-ignore
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(dnvGlMessages.dataNotConfirmed);
  });
});
