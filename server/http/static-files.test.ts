// The built PWA as served (issue 16 §2, ADR 0065): a file's brotli or gzip twin per
// Accept-Encoding, with the original's Content-Type, Content-Encoding, Vary and the length of
// what is sent; the raw file otherwise; HEAD and Range kept plain.
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody, rawRequest } from '../../tests/support/raw-http.ts';
import type { AppEnv } from './api-router.ts';
import { createStaticHandler } from './static-files.ts';

const script = Buffer.from(`export const shell = ${JSON.stringify('wakeline '.repeat(2000))};\n`);
const page = Buffer.from(`<!doctype html><title>Wakeline</title>${'<p>shell</p>'.repeat(200)}`);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

let dir: string;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wakeline-static-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, 'icons'));
  await writeFile(join(dir, 'assets', 'index-abc.js'), script);
  await writeFile(join(dir, 'assets', 'index-abc.js.br'), brotliCompressSync(script));
  await writeFile(join(dir, 'assets', 'index-abc.js.gz'), gzipSync(script));
  // Only a gzip twin: a brotli-first client gets gzip.
  await writeFile(join(dir, 'assets', 'only-gz.css'), script);
  await writeFile(join(dir, 'assets', 'only-gz.css.gz'), gzipSync(script));
  await writeFile(join(dir, 'index.html'), page);
  await writeFile(join(dir, 'index.html.br'), brotliCompressSync(page));
  await writeFile(join(dir, 'icons', 'icon.png'), png);
  const app = new Hono<AppEnv>();
  app.get('*', createStaticHandler(dir));
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) =>
    server.listening ? resolve() : server.once('listening', () => resolve()),
  );
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

describe('static files with precompressed twins', () => {
  it('sends the brotli twin to a browser, with the script type, br, Vary and the twin length', async () => {
    const response = await rawRequest(`${origin}/assets/index-abc.js`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 10);
    expect(decodedBody(response).equals(script)).toBe(true);
  });

  it('never sends a twin older than its file: a file changed after the build goes out as it is now', async () => {
    const changed = Buffer.from(`${script.toString()}// a new version\n`);
    await writeFile(join(dir, 'sw.js'), script);
    await writeFile(join(dir, 'sw.js.br'), brotliCompressSync(script));
    await writeFile(join(dir, 'sw.js'), changed);
    const later = new Date(Date.now() + 60_000);
    await utimes(join(dir, 'sw.js'), later, later);
    const response = await rawRequest(`${origin}/sw.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(changed)).toBe(true);
  });

  it('sends gzip when the client rates it higher or refuses brotli, and when it is the only twin', async () => {
    for (const acceptEncoding of ['br;q=0.4, gzip', 'br;q=0, gzip, deflate']) {
      const response = await rawRequest(`${origin}/assets/index-abc.js`, {
        headers: { 'Accept-Encoding': acceptEncoding },
      });
      expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(decodedBody(response).equals(script)).toBe(true);
    }
    const css = await rawRequest(`${origin}/assets/only-gz.css`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(decodedBody(css).equals(script)).toBe(true);
  });

  it('sends the raw file without Accept-Encoding, for identity, or when every coding is refused', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const response = await rawRequest(`${origin}/assets/index-abc.js`, { headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(script.length);
      expect(response.body.equals(script)).toBe(true);
    }
  });

  it('sends a file without twins as it is, without Vary', async () => {
    const response = await rawRequest(`${origin}/icons/icon.png`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.body.equals(png)).toBe(true);
  });

  it('serves the SPA fallback (index.html for a client route) compressed too', async () => {
    const response = await rawRequest(`${origin}/Vessels/Northwind`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decodedBody(response).equals(page)).toBe(true);
  });

  it('HEAD answers the headers of the GET (encoding, length) without a body', async () => {
    const head = await rawRequest(`${origin}/assets/index-abc.js`, {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    const get = await rawRequest(`${origin}/assets/index-abc.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
  });

  it('a Range request gets the whole raw file (200), never a slice of a compressed twin', async () => {
    const response = await rawRequest(`${origin}/assets/index-abc.js`, {
      headers: { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-99' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-range']).toBeUndefined();
    expect(response.body.equals(script)).toBe(true);
  });
});
