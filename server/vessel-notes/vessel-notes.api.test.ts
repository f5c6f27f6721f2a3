// Vessel notes (002 §2, §3, §8; EMIS-094, EMIS-115, EMIS-200, EMIS-231; ADR 0073): one shared text
// per vessel; a save names its version, so two people editing at once never overwrite each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VesselNote } from '../../domain/contracts/vessel-notes.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let fjord: Vessel;
beforeAll(async () => {
  server = await startTestServer();
  const vessels = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body;
  fjord = vessels.find((vessel) => vessel.name === 'Northwind Fjord')!;
});
afterAll(() => server.close());

const path = () => `/api/v1/VesselNotes/${fjord.id}`;

describe('vessel notes', () => {
  it('EMIS-115 EMIS-200 one text per vessel, saved by one user and read by another, version by version', async () => {
    const empty = await server.as('user')<VesselNote>('GET', path());
    expect(empty.body).toEqual({ vesselId: fjord.id, notes: '', version: 0, updatedAt: null, updatedBy: '' });
    const first = await server.as('user')<VesselNote>('PUT', path(), {
      body: { notes: 'Hull cleaning booked for May.' },
      headers: { 'If-Match': '"0"' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ notes: 'Hull cleaning booked for May.', version: 1 });
    expect(first.headers.get('etag')).toBe('"1"');
    const seen = await server.as('super')<VesselNote>('GET', path());
    expect(seen.body).toMatchObject({ notes: 'Hull cleaning booked for May.', version: 1 });
    expect(seen.body.updatedBy).not.toBe('');
  });

  it('a save based on an old version is refused with 412 and the current note; nothing is overwritten', async () => {
    const { version } = (await server.as('user')<VesselNote>('GET', path())).body;
    // Two people opened the same version; the first save wins.
    const theirs = await server.as('super')<VesselNote>('PUT', path(), {
      body: { notes: 'Theirs' },
      headers: { 'If-Match': `"${version}"` },
    });
    expect(theirs.status).toBe(200);
    const mine = await server.as('user')<{ code: string; current: VesselNote }>('PUT', path(), {
      body: { notes: 'Mine' },
      headers: { 'If-Match': `"${version}"` },
    });
    expect(mine.status).toBe(412);
    expect(mine.body.code).toBe('PRECONDITION_FAILED');
    expect(mine.body.current).toMatchObject({ notes: 'Theirs', version: version + 1 });
    // A second first save is stale too.
    expect(
      (await server.as('user')('PUT', path(), { body: { notes: 'Again' }, headers: { 'If-Match': '"0"' } }))
        .status,
    ).toBe(412);
    // Without If-Match: 428.
    expect((await server.as('user')('PUT', path(), { body: { notes: 'Blind' } })).status).toBe(428);
    expect((await server.as('user')<VesselNote>('GET', path())).body.notes).toBe('Theirs');
  });
});

describe('401 → 403 → allowed', () => {
  it('GET and PUT /VesselNotes: 401 without a token, 403 for the partner and another company, allowed within reach', async () => {
    const { version } = (await server.as('user')<VesselNote>('GET', path())).body;
    const calls: [string, { body?: unknown; headers?: Record<string, string> }][] = [
      ['GET', {}],
      ['PUT', { body: { notes: 'Ladder' }, headers: { 'If-Match': `"${version}"` } }],
    ];
    for (const [method, options] of calls) {
      expect((await server.request(method, path(), options)).status).toBe(401);
      expect((await server.as('partner')(method, path(), options)).status).toBe(403);
      expect((await server.as('other')(method, path(), options)).status).toBe(403);
      expect((await server.as('user')(method, path(), options)).status).toBe(200);
    }
  });
});
