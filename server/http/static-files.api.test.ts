// The built client on the real server (issue 26 §5): a client route gets the app's page, but a path
// that names a file which does not exist (under /assets/, or with a file extension such as /sw.js)
// answers 404, never index.html with 200: a stale script would otherwise be parsed as HTML.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

const page = '<!doctype html><title>Wakeline</title><div id="root"></div>';

let server: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'wakeline-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), page);
  await writeFile(join(distDir, 'assets', 'index-abc.js'), 'console.log(1);');
  server = await startTestServer({ appDeps: { distDir } });
});

afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (path: string) => fetch(server.baseUrl + path, { redirect: 'manual' });

describe('the built client', () => {
  it('serves a file that exists, and the app page for client routes (vessel names with dots too)', async () => {
    const script = await get('/assets/index-abc.js');
    expect(script.status).toBe(200);
    expect(await script.text()).toBe('console.log(1);');
    for (const path of [
      '/',
      '/VesselOverview',
      '/Vessel/7/Northwind%20Aurora/EmissionReport',
      '/Vessel/7/M.V.%20Aurora/Info',
      '/Vessel/7/Aurora.pdf',
      '/DataQuality/',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(await response.text(), path).toBe(page);
    }
  });

  it('answers 404, not the app page, for a missing file under /assets/ or with a file extension', async () => {
    for (const path of [
      '/assets/index-old.js',
      '/assets/index-old.css',
      '/assets/no-extension',
      '/ASSETS/index-old.js',
      '/sw.js',
      '/workbox-1234abcd.js',
      '/manifest.webmanifest',
      '/favicon.ico',
      '/icons/icon-1024.png',
      '/robots.txt',
      '/Vessel/7/Northwind/missing.map',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('<div id="root">');
    }
    const head = await fetch(server.baseUrl + '/sw.js', { method: 'HEAD' });
    expect(head.status).toBe(404);
  });
});
