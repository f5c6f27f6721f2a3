import type { Server } from 'node:http';

/**
 * Node closes an idle keep-alive connection after 5 s; a client (a reverse proxy, a browser, a
 * test's fetch) that sends on it at that moment gets ECONNRESET, more often while a long job keeps
 * the event loop busy. Idle connections are kept longer than the usual proxy idle timeout (60 s),
 * and the header timeout above that.
 */
export function keepConnectionsAlive(server: unknown): void {
  const http = server as Partial<Server>;
  if (typeof http.keepAliveTimeout !== 'number') return;
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
}
