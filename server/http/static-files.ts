// Serves the built PWA from dist/: files as they are, and index.html for any other non-API path
// (the client router takes over). Hashed assets are cached for a year; the shell never is.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AppEnv } from './api-router.ts';

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

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
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
    if (candidate.startsWith(root) && (await isFile(candidate))) {
      const isHashedAsset = relative.startsWith('/assets/');
      return c.body(Readable.toWeb(createReadStream(candidate)) as ReadableStream, 200, {
        'Content-Type': contentTypes[extname(candidate)] ?? 'application/octet-stream',
        'Cache-Control': isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    const index = join(root, 'index.html');
    if (!(await isFile(index))) {
      return c.text('The client is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    return c.body(await readFile(index, 'utf8'), 200, {
      'Content-Type': contentTypes['.html']!,
      'Cache-Control': 'no-cache',
    });
  };
}
