// Readiness during start-up (ADR 0067): the server listens at once and answers 503 'starting'
// (health) or 503 with a message (anything else) until the database is migrated and the app is
// built; then every request goes to the app.
import { Hono } from 'hono';
import { securityHeaders } from './security-headers.ts';

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

export type StartupGate = {
  fetch: Fetch;
  /** Hands every later request to the app. */
  open(app: Fetch): void;
};

export const startingMessage = 'Wakeline is starting; try again in a moment.';

export function createStartupGate(options: { imageSources?: readonly string[] } = {}): StartupGate {
  const starting = new Hono();
  starting.use('*', securityHeaders(options));
  starting.all('*', (c) => {
    c.header('Retry-After', '2');
    c.header('Cache-Control', 'no-store');
    const path = c.req.path.toLowerCase();
    if (path === '/api/v1/health')
      return c.json({ status: 'starting', checks: { database: 'starting', server: 'starting' } }, 503);
    if (path.startsWith('/api/')) return c.json({ message: startingMessage, code: 'STARTING' }, 503);
    return c.text(startingMessage, 503);
  });
  let target: Fetch = (request, env) => starting.fetch(request, env);
  return {
    fetch: (request, env) => target(request, env),
    open(app) {
      target = app;
    },
  };
}
