// API response compression on the real server (issue 16 §2, ADR 0065): a large JSON answer comes
// back brotli- or gzip-coded per Accept-Encoding and decodes to the same JSON; a small one, a
// client that accepts no coding, and a HEAD go as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody, rawRequest } from '../../tests/support/raw-http.ts';
import { versionEtag } from '../../domain/contracts/sync.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { compressionThresholdBytes } from './compress-responses.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  token = await server.tokenFor('admin');
});

afterAll(async () => {
  await server.close();
});

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  rawRequest(`${server.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }),
    },
  });

describe('API response compression', () => {
  it('a large JSON answer comes back brotli-coded for a browser and decodes to the same JSON', async () => {
    const plain = await get('/api/v1/openapi.json');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(compressionThresholdBytes);

    const coded = await get('/api/v1/openapi.json', 'gzip, deflate, br, zstd');
    expect(coded.status).toBe(200);
    expect(coded.headers['content-encoding']).toBe('br');
    expect(coded.headers.vary).toContain('Accept-Encoding');
    expect(coded.headers['content-type']).toContain('application/json');
    expect(coded.headers['cache-control']).toBe('no-store');
    expect(Number(coded.headers['content-length'])).toBe(coded.body.length);
    expect(coded.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(decodedBody(coded).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('an authenticated list over the threshold is gzip-coded for a gzip-only client, same JSON', async () => {
    const plain = await get('/api/v1/Vessels', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(compressionThresholdBytes);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');

    const coded = await get('/api/v1/Vessels', 'gzip;q=1, br;q=0');
    expect(coded.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decodedBody(coded).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('a small answer goes as it is, even to a client that accepts brotli', async () => {
    const small = await get('/api/v1/health', 'br, gzip');
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(compressionThresholdBytes);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toBeTruthy();
    // An error answer is small too.
    const refused = await rawRequest(`${server.baseUrl}/api/v1/Vessels`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString('utf8'))).toHaveProperty('message');
  });

  it('HEAD of a large answer is not coded and has no body', async () => {
    const head = await get('/api/v1/openapi.json', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it('SHELL-101 a cached list is coded once, and its coded bytes follow a write on the very next request', async () => {
    const decoded = async () => {
      const coded = await get('/api/v1/Vessels', 'br');
      expect(coded.status).toBe(200);
      expect(coded.headers['content-encoding']).toBe('br');
      expect(Number(coded.headers['content-length'])).toBe(coded.body.length);
      return { bytes: coded.body, list: JSON.parse(decodedBody(coded).toString('utf8')) as Vessel[] };
    };
    const first = await decoded();
    const again = await decoded();
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const vessel = first.list[0]!;
    // Each rename is based on the version the one before it left (If-Match, ADR 0092).
    const rename = (name: string, basedOn: number) =>
      server.as('admin')<Vessel>('PUT', `/api/v1/Vessels/${vessel.id}`, {
        body: { ...vessel, name },
        headers: { 'If-Match': versionEtag(basedOn) },
      });
    expect((await rename('Coded Renamed', vessel.version)).status).toBe(200);
    const renamed = await decoded();
    expect(renamed.list.map((candidate) => candidate.name)).toContain('Coded Renamed');
    expect((await rename(vessel.name, vessel.version + 1)).status).toBe(200);
    const withoutVersion = (list: Vessel[]) => list.map(({ version: _version, ...rest }) => rest);
    expect(withoutVersion((await decoded()).list)).toEqual(withoutVersion(first.list));
  });
});
