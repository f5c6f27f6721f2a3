// Vessel files (002 §2, §5, §7, §9; EMIS-084..093, EMIS-112/113, EMIS-188..194, EMIS-200,
// EMIS-226/227; ADR 0073): upload, list, link, download, rename, move, delete; the name rules, the
// content sniffing, the limits, and reach by vessel and company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VesselFile } from '../../domain/contracts/vessel-files.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { startTestServer, type DemoAccountKey, type TestServer } from '../../tests/support/test-server.ts';
import { streamedUpload } from '../../tests/support/streamed-upload.ts';
import { minimalPdf, officePackage, oleDocument, pdfWithText } from '../../tests/support/test-documents.ts';

let server: TestServer;
let fjord: Vessel;
let kestrel: Vessel;

beforeAll(async () => {
  server = await startTestServer();
  const vessels = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body;
  fjord = vessels.find((vessel) => vessel.name === 'Northwind Fjord')!;
  kestrel = (await server.as('other')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
});
afterAll(() => server.close());

type Part = { name: string; bytes: Uint8Array<ArrayBuffer> };

async function upload(
  account: DemoAccountKey | null,
  vesselId: string,
  files: Part[],
  fields: Record<string, string> = {},
): Promise<{ status: number; body: { message?: string } & Partial<VesselFile> }> {
  const form = new FormData();
  for (const file of files) form.append('file', new File([file.bytes], file.name));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const headers: Record<string, string> = {};
  if (account) headers.Authorization = `Bearer ${await server.tokenFor(account)}`;
  const response = await fetch(`${server.baseUrl}/api/v1/VesselFiles/${vesselId}`, {
    method: 'POST',
    headers,
    body: form,
  });
  return { status: response.status, body: (await response.json()) as never };
}

async function download(account: DemoAccountKey, id: string): Promise<Response> {
  return fetch(`${server.baseUrl}/api/v1/VesselFiles/${id}`, {
    headers: { Authorization: `Bearer ${await server.tokenFor(account)}` },
  });
}

const list = async (account: DemoAccountKey, vesselId: string) =>
  server.as(account)<VesselFile[]>('GET', `/api/v1/VesselFiles?vesselId=${vesselId}`);

/** If-Match of the file's version as listed now (a rename, move or delete names it, ADR 0092). */
async function basedOn(id: string | undefined, vesselId = fjord.id): Promise<Record<string, string>> {
  const file = (await list('super', vesselId)).body.find((listed) => listed.id === id);
  return file ? { 'If-Match': `"${file.version}"` } : {};
}

describe('vessel files', () => {
  it('EMIS-226 EMIS-227 EMIS-112 a PDF is uploaded into a folder, listed, linked, downloaded byte for byte and deleted', async () => {
    const bytes = pdfWithText('Survey report');
    const stored = await upload('user', fjord.id, [{ name: 'Survey.pdf', bytes }], {
      folder: ' Class / 2026 ',
    });
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({
      fileName: 'Class/2026/Survey.pdf',
      folderId: 'Class/2026',
      fileSize: bytes.byteLength,
      extension: 'pdf',
      vesselId: fjord.id,
      uploadedBy: expect.any(String),
    });
    const id = stored.body.id!;
    // EMIS-200: visible at once to every user who sees the vessel.
    expect((await list('super', fjord.id)).body.map((file) => file.fileName)).toContain(
      'Class/2026/Survey.pdf',
    );
    const link = await server.as('super')<{ url: string }>('GET', `/api/v1/VesselFiles/${id}?onlyUrl=true`);
    expect(link.body).toEqual({ url: `/api/v1/VesselFiles/${id}` });
    const file = await download('admin', id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('Survey.pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect(
      (await server.as('user')('DELETE', `/api/v1/VesselFiles/${id}`, { headers: await basedOn(id) })).status,
    ).toBe(204);
    expect((await download('user', id)).status).toBe(404);
  });

  it('EMIS-188 only PDF, Word and Excel files, by name and by content; nothing is stored otherwise', async () => {
    const wrongType = await upload('user', fjord.id, [
      { name: 'notes.txt', bytes: new TextEncoder().encode('hi') },
    ]);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe(
      'Files of this type are not supported, you can only upload PDF, Word or Excel files.',
    );
    // A script renamed to .pdf is refused by its bytes.
    const disguised = await upload('user', fjord.id, [
      { name: 'invoice.pdf', bytes: new TextEncoder().encode('<script>alert(1)</script>') },
    ]);
    expect(disguised.status).toBe(400);
    expect(disguised.body.message).toBe(
      'The contents of this file are not those of a PDF, Word or Excel file.',
    );
    // An Excel package named .docx is not a Word file.
    expect((await upload('user', fjord.id, [{ name: 'a.docx', bytes: officePackage('xl') }])).status).toBe(
      400,
    );
    const word = await upload('user', fjord.id, [{ name: 'Letter.docx', bytes: officePackage('word') }]);
    const sheet = await upload('user', fjord.id, [{ name: 'Fuel.xlsx', bytes: officePackage('xl') }]);
    const legacy = await upload('user', fjord.id, [{ name: 'Old.xls', bytes: oleDocument }]);
    expect([word.status, sheet.status, legacy.status]).toEqual([201, 201, 201]);
    const names = (await list('user', fjord.id)).body.map((file) => file.fileName);
    expect(names).not.toContain('notes.txt');
    expect(names).not.toContain('invoice.pdf');
    for (const stored of [word, sheet, legacy])
      await server.as('user')('DELETE', `/api/v1/VesselFiles/${stored.body.id}`, {
        headers: await basedOn(stored.body.id),
      });
  });

  it('names cannot leave their folder: .., backslashes and control characters are refused', async () => {
    for (const folder of ['..', 'a/../..', 'a\\b', 'x\u0000y']) {
      const answer = await upload('user', fjord.id, [{ name: 'a.pdf', bytes: minimalPdf }], { folder });
      expect(answer.status, folder).toBe(400);
    }
    // The file's own name is cut to its last segment: '../../etc/x.pdf' lands in the folder given.
    const cut = await upload('user', fjord.id, [{ name: '../../etc/x.pdf', bytes: minimalPdf }], {
      folder: 'Safe',
    });
    expect(cut.body.fileName).toBe('Safe/x.pdf');
    const { id } = cut.body;
    for (const fileName of ['../x.pdf', 'Safe/../../x.pdf', 'Safe/./x.pdf', 'C:\\x.pdf']) {
      const answer = await server.as('user')('PUT', '/api/v1/VesselFiles', {
        body: { id, fileName },
        headers: await basedOn(id),
      });
      expect(answer.status, fileName).toBe(400);
    }
    expect((await list('user', fjord.id)).body.find((file) => file.id === id)?.fileName).toBe('Safe/x.pdf');
    await server.as('user')('DELETE', `/api/v1/VesselFiles/${id}`, { headers: await basedOn(id) });
  });

  it('EMIS-189 EMIS-190 a name clash: upload asks for replace, rename and folder rename are refused in the spec words', async () => {
    const first = await upload('user', fjord.id, [{ name: 'Plan.pdf', bytes: minimalPdf }], { folder: 'A' });
    const again = await upload('user', fjord.id, [{ name: 'plan.PDF', bytes: minimalPdf }], { folder: 'a' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A file with the name Plan.pdf already exists');
    const replacement = pdfWithText('Second edition');
    const replaced = await upload('user', fjord.id, [{ name: 'Plan.pdf', bytes: replacement }], {
      folder: 'A',
      replace: 'true',
    });
    expect(replaced.status).toBe(201);
    expect(replaced.body.id).toBe(first.body.id);
    expect(new Uint8Array(await (await download('user', first.body.id!)).arrayBuffer())).toEqual(replacement);

    const other = await upload('user', fjord.id, [{ name: 'Other.pdf', bytes: minimalPdf }], { folder: 'A' });
    const clash = await server.as('user')('PUT', '/api/v1/VesselFiles', {
      body: { id: other.body.id, fileName: 'A/Plan.pdf' },
      headers: await basedOn(other.body.id),
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ message: 'A file with the name Plan.pdf already exists' });
    // Renaming keeps the extension.
    const extension = await server.as('user')('PUT', '/api/v1/VesselFiles', {
      body: { id: other.body.id, fileName: 'A/Other.xlsx' },
      headers: await basedOn(other.body.id),
    });
    expect(extension.status).toBe(400);
    // A move into another folder.
    const moved = await server.as('user')<VesselFile[]>('PUT', '/api/v1/VesselFiles', {
      body: { id: other.body.id, fileName: 'B/Moved.pdf' },
      headers: await basedOn(other.body.id),
    });
    expect(moved.body[0]).toMatchObject({ fileName: 'B/Moved.pdf', folderId: 'B' });
    // A folder renamed onto an existing one is refused; else everything in it moves.
    const folderClash = await server.as('user')('PUT', '/api/v1/VesselFiles', {
      body: { vesselId: fjord.id, folderName: 'A', newFolderName: 'B' },
    });
    expect(folderClash.status).toBe(409);
    expect(folderClash.body).toMatchObject({ message: 'A folder with the name B already exists' });
    const renamed = await server.as('user')<VesselFile[]>('PUT', '/api/v1/VesselFiles', {
      body: { vesselId: fjord.id, folderName: 'A', newFolderName: 'Plans/Old' },
    });
    expect(renamed.body.map((file) => file.fileName)).toEqual(['Plans/Old/Plan.pdf']);
    for (const id of [first.body.id, other.body.id])
      expect(
        (await server.as('user')('DELETE', `/api/v1/VesselFiles/${id}`, { headers: await basedOn(id) }))
          .status,
      ).toBe(204);
  });

  it('ADR 0092 a rename or delete based on the file before it was replaced is refused (412, the file as saved now), nothing changed; 428 without If-Match', async () => {
    const first = await upload('user', fjord.id, [{ name: 'Manual.pdf', bytes: minimalPdf }], {
      folder: 'M',
    });
    const read = await basedOn(first.body.id);
    await upload('user', fjord.id, [{ name: 'Manual.pdf', bytes: pdfWithText('v2') }], {
      folder: 'M',
      replace: 'true',
    });
    const now = (await list('user', fjord.id)).body.find((file) => file.id === first.body.id)!;
    expect(now.version).toBe(first.body.version! + 1);
    const body = { id: first.body.id, fileName: 'M/Old manual.pdf' };
    const blind = await server.as('user')('PUT', '/api/v1/VesselFiles', { body });
    expect([blind.status, blind.body]).toMatchObject([428, { code: 'PRECONDITION_REQUIRED' }]);
    const stale = await server.as('user')('PUT', '/api/v1/VesselFiles', { body, headers: read });
    expect([stale.status, stale.body]).toMatchObject([412, { code: 'PRECONDITION_FAILED', current: now }]);
    const path = `/api/v1/VesselFiles/${first.body.id}`;
    expect((await server.as('user')('DELETE', path, { headers: read })).status).toBe(412);
    expect((await list('user', fjord.id)).body.find((file) => file.id === first.body.id)).toEqual(now);
    expect((await server.as('user')('DELETE', path, { headers: await basedOn(first.body.id) })).status).toBe(
      204,
    );
  });

  it('a document is never read, listed, changed or deleted across companies', async () => {
    const mine = await upload('super', fjord.id, [{ name: 'Secret.pdf', bytes: minimalPdf }]);
    const id = mine.body.id!;
    for (const account of ['other', 'harbourSuper'] as const) {
      expect((await download(account, id)).status).toBe(403);
      expect((await server.as(account)('GET', `/api/v1/VesselFiles/${id}?onlyUrl=true`)).status).toBe(403);
      expect((await list(account, fjord.id)).status).toBe(403);
      expect(
        (
          await server.as(account)('PUT', '/api/v1/VesselFiles', {
            body: { id, fileName: 'Mine.pdf' },
            headers: await basedOn(id),
          })
        ).status,
      ).toBe(403);
      expect(
        (await server.as(account)('DELETE', `/api/v1/VesselFiles/${id}`, { headers: await basedOn(id) }))
          .status,
      ).toBe(403);
      expect((await upload(account, fjord.id, [{ name: 'Planted.pdf', bytes: minimalPdf }])).status).toBe(
        403,
      );
    }
    // Their own vessel's list does not show it either.
    expect((await list('other', kestrel.id)).body.map((file) => file.id)).not.toContain(id);
    expect((await download('super', id)).status).toBe(200);
    await server.as('super')('DELETE', `/api/v1/VesselFiles/${id}`, { headers: await basedOn(id) });
  });

  it('EMIS-194 one file is at most 50 MB; nothing is stored beyond it', async () => {
    const big = new Uint8Array(50 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4'));
    const answer = await upload('user', fjord.id, [{ name: 'Big.pdf', bytes: big }]);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('A file can be at most 50 MB.');
    expect((await list('user', fjord.id)).body.map((file) => file.fileName)).not.toContain('Big.pdf');
  });

  it('EMIS-194 a file sent without its length is refused once it passes 50 MB, before the rest of it is read', async () => {
    const answer = await streamedUpload(`${server.baseUrl}/api/v1/VesselFiles/${fjord.id}`, {
      headers: { Authorization: `Bearer ${await server.tokenFor('user')}` },
      fileName: 'Endless.pdf',
      head: new TextEncoder().encode('%PDF-1.4'),
      totalBytes: 400 * 1024 * 1024,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('A file can be at most 50 MB.');
    // The answer came while the upload was still going: far less than the 400 MB had been sent.
    expect(answer.sentBytes).toBeLessThan(200 * 1024 * 1024);
    expect((await list('user', fjord.id)).body.map((file) => file.fileName)).not.toContain('Endless.pdf');
  });
});

describe('401 → 403 → allowed', () => {
  it('every VesselFiles call: 401 without a token, 403 for the partner type and outside the reach, allowed within it', async () => {
    const stored = await upload('user', fjord.id, [{ name: 'Ladder.pdf', bytes: minimalPdf }]);
    const id = stored.body.id!;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/v1/VesselFiles?vesselId=${fjord.id}`],
      ['GET', `/api/v1/VesselFiles/${id}?onlyUrl=true`],
      ['PUT', '/api/v1/VesselFiles', { id, fileName: 'Ladder 2.pdf' }],
      ['DELETE', `/api/v1/VesselFiles/${id}`],
    ];
    expect((await upload(null, fjord.id, [{ name: 'x.pdf', bytes: minimalPdf }])).status).toBe(401);
    expect((await upload('partner', fjord.id, [{ name: 'x.pdf', bytes: minimalPdf }])).status).toBe(403);
    for (const [method, path, body] of calls) {
      const headers = await basedOn(id);
      expect((await server.request(method, path, { body, headers })).status, path).toBe(401);
      expect((await server.as('partner')(method, path, { body, headers })).status, path).toBe(403);
      expect((await server.as('other')(method, path, { body, headers })).status, path).toBe(403);
      expect((await server.as('user')(method, path, { body, headers })).status, path).toBeLessThan(300);
    }
  });
});
