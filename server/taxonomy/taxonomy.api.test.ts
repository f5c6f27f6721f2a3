// The taxonomy over HTTP (003 §2, §5, §7): reading, the Excel download and the all-or-nothing upload.
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Taxon, Taxonomy, TaxonomyUploadResult } from '../../domain/contracts/taxonomy.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { engineFromHandle } from '../db/sql-engine.ts';
import { startPipelineTestServer, type PipelineTestServer } from '../../tests/support/import-support.ts';
import type { DemoAccountKey } from '../../tests/support/test-server.ts';
import { writeBombZip } from '../../tests/support/zip-bomb.ts';

let server: PipelineTestServer;

beforeAll(async () => {
  server = await startPipelineTestServer();
  // One vessel has logged a variable the starting taxonomy does not name.
  const vessel = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
  await engineFromHandle(server.database as never).query(
    'INSERT INTO log_variables (id, vessel_id, source_id, name) VALUES ($1, $2, $3, $4)',
    [randomUUID(), vessel.id, 'ME-LOAD', 'Main engine load'],
  );
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

type UploadAnswer = {
  status: number;
  body: TaxonomyUploadResult & { message?: string; errors?: { path: string; message: string }[] };
};

async function download(account: DemoAccountKey = 'admin'): Promise<Response> {
  return fetch(`${server.baseUrl}/api/v1/Taxonomy/Excel`, {
    headers: { Authorization: `Bearer ${await server.tokenFor(account)}` },
  });
}

async function downloadedWorkbook(): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await (await download()).arrayBuffer());
  return workbook;
}

async function send(
  content: ExcelJS.Workbook | Uint8Array<ArrayBuffer>,
  options: { name?: string; account?: DemoAccountKey | null } = {},
): Promise<UploadAnswer> {
  const bytes =
    content instanceof Uint8Array
      ? content
      : new Uint8Array((await content.xlsx.writeBuffer()) as ArrayBuffer);
  const form = new FormData();
  form.set('file', new Blob([bytes]), options.name ?? 'taxonomy.xlsx');
  const account = options.account === undefined ? 'admin' : options.account;
  const headers: Record<string, string> = account
    ? { Authorization: `Bearer ${await server.tokenFor(account)}` }
    : {};
  const response = await fetch(`${server.baseUrl}/api/v1/Taxonomy/Excel`, {
    method: 'POST',
    headers,
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}

/** One sheet of `rows` identical rows, deflated as it is made (never held whole). */
async function workbookBomb(rows: number): Promise<Uint8Array<ArrayBuffer>> {
  const folder = await mkdtemp(join(tmpdir(), 'wakeline-bomb-'));
  try {
    const row = '<row><c t="inlineStr"><is><t>x</t></is></c></row>';
    await writeBombZip(join(folder, 'bomb.xlsx'), [
      {
        name: 'xl/worksheets/sheet1.xml',
        head: '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
        repeat: row,
        inflatedBytes: rows * row.length,
      },
    ]);
    return new Uint8Array(await readFile(join(folder, 'bomb.xlsx')));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const readTaxonomy = async () => (await server.as('admin')<Taxonomy>('GET', '/api/v1/Taxonomy')).body;

/** The row of a log variable in the sheet (names are unique ignoring case). */
function rowOf(sheet: ExcelJS.Worksheet, name: string): ExcelJS.Row {
  for (let r = 2; r <= sheet.rowCount; r++) {
    if (String(sheet.getRow(r).getCell(1).value) === name) return sheet.getRow(r);
  }
  throw new Error(`No row for ${name}`);
}

describe('reading the taxonomy (003 §7)', () => {
  it('ADMIN-164 ADMIN-112 GET /Taxonomy and /Taxonomy/Taxa: 401 signed out, 403 for a partner, read when signed in', async () => {
    for (const path of ['/api/v1/Taxonomy', '/api/v1/Taxonomy/Taxa']) {
      expect((await server.request('GET', path)).status).toBe(401);
      expect((await server.as('partner')('GET', path)).status).toBe(403);
    }
    const taxonomy = await server.as('user')<Taxonomy>('GET', '/api/v1/Taxonomy');
    expect(taxonomy.status).toBe(200);
    expect(taxonomy.body.categories.find((c) => c.name === 'Propulsion')?.taxa).toEqual([
      'Propulsion:Shaft speed',
      'Propulsion:Shaft power',
    ]);
    const shaftPower = taxonomy.body.logVariables.find((v) => v.name === 'Shaft power');
    expect(shaftPower).toEqual({
      id: expect.any(String),
      name: 'Shaft power',
      taxa: ['Propulsion:Shaft power'],
    });
    const taxa = await server.as('user')<Taxon[]>('GET', '/api/v1/Taxonomy/Taxa');
    expect(taxa.body).toContainEqual({ name: 'Hull:Draft aft', category: 'Hull', shortName: 'Draft aft' });
  });
});

describe('the Excel download and upload (003 §2, §5)', () => {
  it('ADMIN-085 ADMIN-152 GET /Taxonomy/Excel: 401 signed out, 403 for a SuperUser, the Administrator gets the sheet', async () => {
    expect((await server.request('GET', '/api/v1/Taxonomy/Excel')).status).toBe(401);
    expect((await download('super')).status).toBe(403);
    const answer = await download('admin');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Disposition')).toBe(
      'attachment; filename="taxonomy.xlsx"; filename*=UTF-8\'\'taxonomy.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await answer.arrayBuffer());
    const sheet = workbook.getWorksheet('Taxonomy')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Log variable', 'Taxa']);
    expect(rowOf(sheet, 'Shaft power').getCell(2).value).toBe('Propulsion:Shaft power');
  });

  it('ADMIN-086 ADMIN-152 POST /Taxonomy/Excel: 401 signed out, 403 for a SuperUser and a User, the Administrator uploads', async () => {
    const workbook = await downloadedWorkbook();
    expect((await send(workbook, { account: null })).status).toBe(401);
    expect((await send(workbook, { account: 'super' })).status).toBe(403);
    expect((await send(workbook, { account: 'user' })).status).toBe(403);
    expect((await send(workbook)).status).toBe(200);
  });

  it('ADMIN-086 the downloaded sheet uploaded as it is, twice, changes nothing (ids included)', async () => {
    const before = await readTaxonomy();
    const workbook = await downloadedWorkbook();
    for (let time = 0; time < 2; time++) {
      const answer = await send(workbook);
      expect(answer).toEqual({
        status: 200,
        body: { logVariables: 14, taxa: 14, changes: [], addedTaxa: [], removedTaxa: [] },
      });
      expect(await readTaxonomy()).toEqual(before);
    }
  });

  it('ADMIN-086 a taxon added in one cell is applied, listed as the change, and the same file again changes nothing', async () => {
    const before = await readTaxonomy();
    const workbook = await downloadedWorkbook();
    rowOf(workbook.getWorksheet('Taxonomy')!, 'Shaft speed').getCell(2).value =
      'Propulsion:Shaft speed; Propulsion:Propeller speed';
    const first = await send(workbook);
    expect(first).toEqual({
      status: 200,
      body: {
        logVariables: 14,
        taxa: 15,
        changes: [
          {
            name: 'Shaft speed',
            change: 'changed',
            addedTaxa: ['Propulsion:Propeller speed'],
            removedTaxa: [],
          },
        ],
        addedTaxa: ['Propulsion:Propeller speed'],
        removedTaxa: [],
      },
    });
    const after = await readTaxonomy();
    const shaftSpeed = (t: Taxonomy) => t.logVariables.find((v) => v.name === 'Shaft speed')!;
    expect(shaftSpeed(after)).toEqual({
      id: shaftSpeed(before).id,
      name: 'Shaft speed',
      taxa: ['Propulsion:Shaft speed', 'Propulsion:Propeller speed'],
    });
    expect(after.categories.find((c) => c.name === 'Propulsion')?.taxa).toEqual([
      'Propulsion:Shaft speed',
      'Propulsion:Shaft power',
      'Propulsion:Propeller speed',
    ]);
    const again = await send(workbook);
    expect(again.body.changes).toEqual([]);
    expect(await readTaxonomy()).toEqual(after);
  });

  it('ADMIN-086 a sheet with errors is refused as a whole: every bad row listed by row, nothing written', async () => {
    const before = await readTaxonomy();
    const workbook = await downloadedWorkbook();
    const sheet = workbook.getWorksheet('Taxonomy')!;
    // A good change that must not be applied, then three bad rows.
    rowOf(sheet, 'Heading').getCell(2).value = 'Navigation:Heading; Navigation:True heading';
    sheet.addRow(['Main engine lod', 'Engine:Load']);
    sheet.addRow(['Main engine load', 'no colon here']);
    sheet.addRow(['heading', 'Navigation:Heading']);
    const rows = sheet.rowCount;
    const answer = await send(workbook);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The sheet has 3 errors; nothing was changed.');
    expect(answer.body.errors).toEqual([
      {
        path: `A${rows - 2}`,
        message: `Row ${rows - 2}: no vessel logs a variable named 'Main engine lod', and the taxonomy does not have it.`,
      },
      {
        path: `B${rows - 1}`,
        message: `Row ${rows - 1}: 'no colon here': A taxon must be written as Category:Name.`,
      },
      {
        path: `A${rows}`,
        message: `Row ${rows}: 'heading' is already in row ${rowOf(sheet, 'Heading').number}.`,
      },
    ]);
    expect(await readTaxonomy()).toEqual(before);
  });

  it('ADMIN-086 a sheet with more than 100 bad rows gives their count and lists the first 100', async () => {
    const workbook = await downloadedWorkbook();
    const sheet = workbook.getWorksheet('Taxonomy')!;
    for (let n = 0; n < 120; n++) sheet.addRow([`Unknown ${n}`, 'Engine:Load']);
    const answer = await send(workbook);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'The sheet has 120 errors; nothing was changed. The first 100 are listed.',
    );
    expect(answer.body.errors).toHaveLength(100);
    expect(answer.body.errors?.[0]?.message).toBe(
      `Row 16: no vessel logs a variable named 'Unknown 0', and the taxonomy does not have it.`,
    );
  });

  it('ADMIN-086 a name some vessel logs can be added; a name neither logged nor in the taxonomy cannot', async () => {
    const workbook = await downloadedWorkbook();
    const sheet = workbook.getWorksheet('Taxonomy')!;
    sheet.spliceRows(rowOf(sheet, 'Relative wind direction').number, 1);
    sheet.addRow(['Main engine load', 'Engine:Load']);
    const answer = await send(workbook);
    expect(answer.status).toBe(200);
    expect(answer.body.changes).toEqual([
      { name: 'Main engine load', change: 'added', addedTaxa: ['Engine:Load'], removedTaxa: [] },
      {
        name: 'Relative wind direction',
        change: 'removed',
        addedTaxa: [],
        removedTaxa: ['Weather:Relative wind direction'],
      },
    ]);
    expect(answer.body.addedTaxa).toEqual(['Engine:Load']);
    expect(answer.body.removedTaxa).toEqual(['Weather:Relative wind direction']);
    const after = await readTaxonomy();
    expect(after.categories.find((c) => c.name === 'Engine')).toEqual({
      name: 'Engine',
      taxa: ['Engine:Load'],
    });
    expect(after.logVariables.some((v) => v.name === 'Relative wind direction')).toBe(false);

    // No vessel logs it, and the taxonomy no longer has it: it cannot come back.
    sheet.addRow(['Relative wind direction', 'Weather:Relative wind direction']);
    const back = await send(workbook);
    expect(back.status).toBe(400);
    expect(back.body.errors?.[0]?.message).toMatch(
      /no vessel logs a variable named 'Relative wind direction'/,
    );
    expect(await readTaxonomy()).toEqual(after);
  });

  it('ADMIN-086 ADMIN-145 an Excel 97-2003 (.xls) workbook is read like an .xlsx one; a broken one changes nothing', async () => {
    const before = await readTaxonomy();
    const sheet = (await downloadedWorkbook()).worksheets[0]!;
    const cells: string[][] = [];
    for (let r = 1; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      cells.push([String(row.getCell(1).value ?? ''), String(row.getCell(2).value ?? '')]);
    }
    const shaftSpeed = cells.find((row) => row[0] === 'Shaft speed')!;
    shaftSpeed[1] = `${shaftSpeed[1]}; Engine:Shaft speed check`;
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells), sheet.name);
    const xls = new Uint8Array(XLSX.write(book, { bookType: 'xls', type: 'array' }) as ArrayBuffer);
    expect(Array.from(xls.subarray(0, 4))).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    const applied = await send(xls, { name: 'taxonomy.xls' });
    expect(applied.status).toBe(200);
    expect(applied.body.addedTaxa).toEqual(['Engine:Shaft speed check']);
    const after = await readTaxonomy();
    expect(after.logVariables.find((variable) => variable.name === 'Shaft speed')?.taxa).toContain(
      'Engine:Shaft speed check',
    );
    // Put the taxonomy back as it was.
    shaftSpeed[1] = shaftSpeed[1].replace('; Engine:Shaft speed check', '');
    const restore = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(restore, XLSX.utils.aoa_to_sheet(cells), sheet.name);
    const restored = await send(
      new Uint8Array(XLSX.write(restore, { bookType: 'xls', type: 'array' }) as ArrayBuffer),
      {
        name: 'taxonomy.xls',
      },
    );
    expect(restored.status).toBe(200);
    expect(await readTaxonomy()).toEqual(before);

    const broken = new Uint8Array(512);
    broken.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await send(broken, { name: 'taxonomy.xls' })).toMatchObject({
      status: 400,
      body: { message: 'The file is not a readable Excel 97-2003 Workbook (.xls).' },
    });
    expect(await readTaxonomy()).toEqual(before);
  });

  it('ADMIN-086 a file that is no workbook, or a request without the file field, is refused', async () => {
    const notExcel = await send(new TextEncoder().encode('Log variable,Taxa'), { name: 'taxonomy.csv' });
    expect(notExcel).toMatchObject({
      status: 400,
      body: {
        message: 'The file is neither an Excel Workbook (.xlsx) nor an Excel 97-2003 Workbook (.xls).',
      },
    });
    const noFile = await server.as('admin')('POST', '/api/v1/Taxonomy/Excel', { body: {} });
    expect(noFile.status).toBe(400);
  });

  it('ADMIN-086 a workbook of 7 million rows packed into about a megabyte is refused in words; the server stays up and nothing changes', async () => {
    const before = await readTaxonomy();
    const bomb = await workbookBomb(7_000_000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const answer = await send(bomb);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^The workbook unpacks to more than it may/);
    expect(await readTaxonomy()).toEqual(before);
  });
});

describe('the taxonomy version in the sheet (issue 27, ADR 0092)', () => {
  it('ADMIN-086 a sheet downloaded before the taxonomy last changed is refused with 412 and words, nothing changed; a fresh download is taken', async () => {
    const mine = await downloadedWorkbook();
    const theirs = await downloadedWorkbook();
    const version = Number(mine.getWorksheet('Version')!.getRow(1).getCell(2).value);
    expect(mine.getWorksheet('Version')!.state).toBe('hidden');

    const theirRow = rowOf(theirs.getWorksheet('Taxonomy')!, 'Shaft power');
    theirRow.getCell(2).value = `${String(theirRow.getCell(2).value)}; Propulsion:Power check`;
    expect((await send(theirs)).status).toBe(200);
    const after = await readTaxonomy();

    const myRow = rowOf(mine.getWorksheet('Taxonomy')!, 'Shaft speed');
    myRow.getCell(2).value = `${String(myRow.getCell(2).value)}; Propulsion:Speed check`;
    const stale = await send(mine);
    expect(stale).toEqual({
      status: 412,
      body: {
        code: 'PRECONDITION_FAILED',
        message: `The taxonomy was changed since this sheet was downloaded (the sheet is of version ${version}, the taxonomy is now at version ${version + 1}), so nothing was changed. Download the sheet again, make your changes in it and upload it.`,
        current: { version: version + 1 },
      },
    });
    expect(await readTaxonomy()).toEqual(after);

    const fresh = await downloadedWorkbook();
    expect(fresh.getWorksheet('Version')!.getRow(1).getCell(2).value).toBe(version + 1);
    const freshRow = rowOf(fresh.getWorksheet('Taxonomy')!, 'Shaft speed');
    freshRow.getCell(2).value = `${String(freshRow.getCell(2).value)}; Propulsion:Speed check`;
    const taken = await send(fresh);
    expect(taken.status).toBe(200);
    expect(taken.body.addedTaxa).toEqual(['Propulsion:Speed check']);
  });

  it('ADMIN-086 a sheet without a version (made by hand) is taken even when the taxonomy changed since; 403 still comes before the version', async () => {
    const handMade = await downloadedWorkbook();
    // Another upload moves the version after this sheet was made.
    const other = await downloadedWorkbook();
    const otherRow = rowOf(other.getWorksheet('Taxonomy')!, 'Shaft power');
    otherRow.getCell(2).value = `${String(otherRow.getCell(2).value)}; Propulsion:Hand check`;
    expect((await send(other)).status).toBe(200);

    handMade.removeWorksheet(handMade.getWorksheet('Version')!.id);
    const row = rowOf(handMade.getWorksheet('Taxonomy')!, 'Heading');
    row.getCell(2).value = 'Navigation:Heading check';
    expect((await send(handMade, { account: 'super' })).status).toBe(403);
    const taken = await send(handMade);
    expect(taken.status).toBe(200);
    expect(taken.body.changes.map((change) => change.name)).toContain('Heading');
  });
});
