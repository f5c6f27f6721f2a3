// The security headers of every answer (ADR 0067): API, static files, the SPA fallback, the API
// reference, 404s and errors. The Content-Security-Policy lets the app, its workers, the map,
// the charts and Swagger UI run with scripts from our own origin only: no inline script and no
// eval anywhere; inline styles are allowed (Mantine and Leaflet set them).
import type { MiddlewareHandler } from 'hono';
import { setAnswerHeaders, type HeaderEntries } from '../http/response-headers.ts';

/**
 * The origin of the map's tile service, when one is set for the build (VITE_WAKELINE_MAP_TILE_URL,
 * e.g. https://{s}.tile.example.org/{z}/{x}/{y}.png): its images are allowed. `{s}.` becomes `*.`.
 */
export function tileImageSource(tileUrl: string | undefined): string | null {
  if (!tileUrl) return null;
  const match = /^(https?:\/\/)([^/]+)/i.exec(tileUrl.trim());
  if (!match) return null;
  const host = match[2]!.replace(/\{s\}\./i, '*.').replace(/\{[^}]*\}/g, '*');
  return `${match[1]!.toLowerCase()}${host.toLowerCase()}`;
}

export function contentSecurityPolicy(options: { imageSources?: readonly string[] } = {}): string {
  const images = ["'self'", 'data:', 'blob:', ...(options.imageSources ?? [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** HSTS for a year, only on answers the client received over TLS. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Over TLS: the request itself is https, or a reverse proxy that ended TLS says so in
 * X-Forwarded-Proto (a browser ignores the header on plain http, so a forged one does no harm).
 */
export function servedOverTls(url: string, forwardedProto: string | undefined): boolean {
  if (url.startsWith('https:')) return true;
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

export function securityHeaders(options: { imageSources?: readonly string[] } = {}): MiddlewareHandler {
  // Made once per process, set in place on each answer (server/http/response-headers.ts).
  const always: HeaderEntries = [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  const overTls: HeaderEntries = [...always, ['Strict-Transport-Security', strictTransportSecurity]];
  return async (c, next) => {
    await next();
    setAnswerHeaders(c, servedOverTls(c.req.url, c.req.header('X-Forwarded-Proto')) ? overTls : always);
  };
}

/** The image sources the server's environment adds (the build's tile service, if any). */
export function imageSourcesFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const tiles = tileImageSource(env.VITE_WAKELINE_MAP_TILE_URL);
  return tiles ? [tiles] : [];
}
