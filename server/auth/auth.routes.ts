// Sign-in, token check, sign-out and the account calls (000 §7).
import type { Context } from 'hono';
import { authEndpoints as endpoints } from '../../domain/contracts/auth.ts';
import type { ApiRouter, AppEnv } from '../http/api-router.ts';
import type { AuthService } from './auth.service.ts';

/** The client's address as the app resolved it (server/http/client-address.ts, ADR 0091). */
function clientAddress(c: Context<AppEnv>): string {
  return c.get('clientAddress') ?? 'unknown';
}

export function registerAuthRoutes(router: ApiRouter, services: { auth: AuthService }): void {
  router.public(
    {
      ...endpoints.authenticate,
      tag: 'Authentication',
      summary: 'Sign in: answers an opaque bearer token and its expiry (12 h, 30 days with persist)',
      access: 'anyone; failed attempts are limited per user name and address, and per address (429)',
    },
    ({ body, c }) => services.auth.authenticate(body, clientAddress(c)),
  );

  router.authenticated(
    {
      ...endpoints.tokenCheck,
      tag: 'Authentication',
      summary: '200 while the token is valid, else 401',
      access: 'signed in',
    },
    ({ c }) => ({ valid: true as const, expiresAt: c.get('tokenExpiresAt')?.toISOString() ?? null }),
  );

  router.authenticated(
    {
      ...endpoints.signOut,
      tag: 'Authentication',
      summary: 'Revokes the bearer token',
      access: 'signed in',
    },
    ({ actor }) => services.auth.signOut(actor),
  );

  router.public(
    {
      ...endpoints.lostPassword,
      tag: 'Authentication',
      summary: 'Sends a reset link; answers the same whatever the e-mail',
      access: 'anyone; at most 10 requests per address and 5 per e-mail in 15 minutes (429)',
    },
    ({ body, c }) => services.auth.lostPassword(body, clientAddress(c)),
  );

  router.public(
    {
      ...endpoints.resetPassword,
      tag: 'Authentication',
      summary: 'Sets a new password with a single-use reset token (valid 1 h)',
      access: 'anyone with a valid reset token',
    },
    ({ body }) => services.auth.resetPassword(body),
  );

  router.authenticated(
    {
      ...endpoints.changePassword,
      tag: 'Authentication',
      summary: "Changes the signed-in user's password",
      access: 'signed in, for oneself',
    },
    ({ actor, body }) => services.auth.changePassword(actor, body),
  );
}
