// Retry delays for the sync engine (offline-sync.md b.5): exponential with jitter and a cap, so a
// fleet of tablets coming back online does not hammer the server in step, and a poison 5xx costs
// a bounded number of requests. `random` is injected so tests are deterministic.

export type BackoffPolicy = { baseDelayMs: number; maxDelayMs: number };

export const defaultBackoff: BackoffPolicy = { baseDelayMs: 2_000, maxDelayMs: 5 * 60_000 };

/**
 * Delay before retry number `attempt` (1 = first retry): "equal jitter", a random value in
 * [ceiling/2, ceiling] where the ceiling doubles per attempt up to the cap. A server's
 * Retry-After (seconds) is honoured as a lower bound, still within the cap.
 */
export function backoffDelayMs(
  attempt: number,
  random: () => number,
  policy: BackoffPolicy = defaultBackoff,
  retryAfterSeconds: number | null = null,
): number {
  const exponent = Math.max(0, Math.min(attempt, 32) - 1);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** exponent);
  const jittered = ceiling / 2 + random() * (ceiling / 2);
  const floor = retryAfterSeconds !== null && retryAfterSeconds > 0 ? retryAfterSeconds * 1000 : 0;
  return Math.round(Math.min(policy.maxDelayMs, Math.max(jittered, floor)));
}

/** Parses a Retry-After header given in seconds; HTTP dates are ignored (device clocks lie, I6). */
export function parseRetryAfterSeconds(header: string | null): number | null {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header.trim());
}
