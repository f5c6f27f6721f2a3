// A request the server makes to itself (the ops of POST /Sync/Ops): it carries the caller already
// authenticated by the outer request, in the Hono env that only `app.fetch` callers can set (an
// HTTP request's env is the Node request and response), so the session is read once per batch.
import type { Actor } from '../security/actor.ts';

const internalCaller = Symbol('wakeline.internal-caller');

export type InternalCaller = { actor: Actor; tokenExpiresAt: Date | null };
export type InternalEnv = { [internalCaller]: InternalCaller };

export function internalEnv(caller: InternalCaller): InternalEnv {
  return { [internalCaller]: caller };
}

/** The caller of an internal request, or null for a request from outside. */
export function internalCallerOf(env: unknown): InternalCaller | null {
  if (typeof env !== 'object' || env === null || !(internalCaller in env)) return null;
  return (env as InternalEnv)[internalCaller];
}
