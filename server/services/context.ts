// What services need from the outside world, injected by createApp (tests pass their own clock).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FailureRateLimiter } from '../security/rate-limiter.ts';

export type ServiceContext = {
  db: Kysely<Database>;
  mailer: Mailer;
  now: () => Date;
  publicUrl: string;
  loginLimiter: FailureRateLimiter;
  /** Reset-link requests per client address (every request counts), against mail flooding. */
  resetRequestLimiter: FailureRateLimiter;
};
