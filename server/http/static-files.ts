// Serves the built PWA from dist/: files as they are, and index.html for any other non-API path
// (the client router takes over), except a path that names a file: anything under /assets/ or
// ending in a file extension (/sw.js, /missing.png) that does not exist answers 404, so a stale
// script or a missing icon never gets the app's page with status 200. Hashed assets are cached for a year; the shell never is.
// A file's brotli or gzip twin made at build time (x.js.br, x.js.gz) is sent instead when the
// client accepts it (ADR 0065): same Content-Type, Content-Encoding and the twin's Content-Length,
// Vary: Accept-Encoding. A request with a Range header gets the whole identity file (200): no
// byte ranges are served, and a range of a compressed twin would mean another representation.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AppEnv } from './api-router.ts';
import { negotiateEncoding, type ContentCoding } from './content-encoding.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Extensions of files a browser fetches; a client route never ends in one (a vessel name such
 * as "M.V. Aurora" in a vessel path has no such extension). */
const fileExtensions = new Set([
  ...Object.keys(contentTypes),
  '.htm',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.woff',
  '.ttf',
  '.otf',
  '.eot',
  '.xml',
  '.br',
  '.gz',
  '.zip',
  '.pdf',
  '.csv',
  '.xlsx',
  '.php',
]);

/** Whether a request path names a file rather than a client route. */
export function namesAFile(path: string): boolean {
  if (path.toLowerCase().startsWith('/assets/')) return true;
  // A vessel's address ends in its name, which is the vessel's own ('/Vessel/{id}/Aurora.pdf').
  if (/^\/Vessel\/[^/]+\/[^/]+\/?$/i.test(path)) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return fileExtensions.has(extname(lastSegment).toLowerCase());
}

/** The size and modification time of a regular file, or null. */
async function fileInfo(path: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

async function fileSize(path: string): Promise<number | null> {
  return (await fileInfo(path))?.size ?? null;
}

const twinSuffix: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/** The file as the client accepts it: its twin where one exists and is acceptable, else itself. */
async function fileResponse(
  c: Context<AppEnv>,
  path: string,
  size: number,
  cacheControl: string,
): Promise<Response> {
  const twins = new Map<ContentCoding, number>();
  const original = await fileInfo(path);
  for (const coding of ['br', 'gzip'] as const) {
    const twin = await fileInfo(path + twinSuffix[coding]);
    // A twin older than its file is stale (the file was changed after the build): never sent.
    if (twin && original && twin.mtimeMs >= original.mtimeMs) twins.set(coding, twin.size);
  }
  const headers: Record<string, string> = {
    'Content-Type': contentTypes[extname(path)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  };
  if (twins.size > 0) headers.Vary = 'Accept-Encoding';
  const coding = c.req.header('Range')
    ? null
    : negotiateEncoding(c.req.header('Accept-Encoding'), [...twins.keys()]);
  const sent = coding ? path + twinSuffix[coding] : path;
  if (coding) headers['Content-Encoding'] = coding;
  headers['Content-Length'] = String(coding ? twins.get(coding)! : size);
  // HEAD: the headers of the GET, and no file opened.
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(Readable.toWeb(createReadStream(sent)) as ReadableStream, 200, headers);
}

export function createStaticHandler(distDir: string) {
  const root = normalize(distDir + sep);
  return async (c: Context<AppEnv>) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.notFound();
    let relative: string;
    try {
      relative = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.notFound();
    }
    if (relative.toLowerCase().startsWith('/api/')) return c.notFound();
    const candidate = normalize(join(root, relative));
    const size = candidate.startsWith(root) ? await fileSize(candidate) : null;
    if (size !== null) {
      const isHashedAsset = relative.startsWith('/assets/');
      return fileResponse(
        c,
        candidate,
        size,
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
    if (namesAFile(relative)) return c.notFound();
    const index = join(root, 'index.html');
    const indexSize = await fileSize(index);
    if (indexSize === null) {
      return c.text('The client is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    return fileResponse(c, index, indexSize, 'no-cache');
  };
}
