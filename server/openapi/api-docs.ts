// The interactive API reference at /api/docs, served from the installed swagger-ui-dist files
// (no CDN: the machine may be offline).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/api-router.ts';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Wakeline API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
    <link rel="icon" href="/api/docs/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/swagger-ui-standalone-preset.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const init = `window.ui = SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});
`;

export function registerApiDocs(app: Hono<AppEnv>): void {
  app.get('/api/docs', (c) => c.html(page));
  app.get('/api/docs/', (c) => c.html(page));
  app.get('/api/docs/init.js', (c) =>
    c.body(init, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/api/docs/:file', async (c) => {
    const file = c.req.param('file');
    const type = assets[file];
    if (!type) return c.notFound();
    const content = await readFile(join(swaggerDir, file));
    return c.body(content, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
}
