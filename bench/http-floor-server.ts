/**
 * The floor of the HTTP load bench (bench/http-load.ts, ADR 0076): the least a server on this
 * machine can do per request, measured with the same autocannon settings and the same process
 * layout (this server in a child process, autocannon in the bench's). `node:http` answers a constant
 * JSON as bare as node allows; `hono` answers it through a bare Hono app on @hono/node-server, the
 * framework under Wakeline, with no middleware. Prints `serving on <url>` once it listens.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const kind = process.argv[2];
const answer = { status: 'ok', checks: { database: 'ok', queues: 'ok' }, database: 'none' };

if (kind === 'node:http') {
  const body = JSON.stringify(answer);
  const length = String(Buffer.byteLength(body));
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': length });
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () =>
    console.log(`serving on http://localhost:${(server.address() as AddressInfo).port}`),
  );
} else if (kind === 'hono') {
  const app = new Hono();
  app.get('/api/v1/health', (c) => c.json(answer));
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
    console.log(`serving on http://localhost:${info.port}`),
  );
} else {
  console.error('usage: http-floor-server.ts node:http|hono');
  process.exit(2);
}
