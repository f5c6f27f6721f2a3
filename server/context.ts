// What the app is built from (AppDeps, given to createApp by the entry and the test server) and what
// services need from the outside world (ServiceContext; tests pass their own clock). Kernel types
// only: route modules and services import this, never the composition root in server/app/.
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from './db/database.ts';
import type { Database } from './db/schema.ts';
import type { SqlEngine } from './db/sql-engine.ts';
import type { Mailer } from './mail/mailer.ts';
import type { AttemptLimiter } from './security/rate-limiter.ts';
import type { SessionCache } from './security/session-cache.ts';
import type { ReadCache } from './db/read-cache.ts';
import type { Logger } from './observability/logging.ts';
import type { TrustedProxies } from './http/client-address.ts';

export type ServiceContext = {
  db: Kysely<Database>;
  mailer: Mailer;
  now: () => Date;
  publicUrl: string;
  /** Failed sign-ins per user name and address (counted in the database, shared by every process). */
  loginLimiter: AttemptLimiter;
  /** Failed sign-ins per address, whatever the user name (password spraying; ADR 0091). */
  addressLoginLimiter: AttemptLimiter;
  /** Reset-link requests per client address (every request counts), against mail flooding. */
  resetRequestLimiter: AttemptLimiter;
  /** Reset-link requests per account (the e-mail given, whether or not it exists; ADR 0091). */
  accountResetLimiter: AttemptLimiter;
  /** Callers by token or API-key hash, emptied by every write that changes one (ADR 0064); none: no cache. */
  sessionCache?: SessionCache;
  /** Answers read from the database, emptied by every write (ADR 0076); none: read every time. */
  readCache?: ReadCache;
};

export type AppDeps = {
  database: DatabaseHandle;
  mailer: Mailer;
  publicUrl: string;
  version: string;
  /** The built client; null serves only the API. */
  distDir: string | null;
  now?: () => Date;
  /** Check every answer against its contract (tests). */
  checkResponses?: boolean;
  /** Failed sign-ins allowed per user name and address within 15 minutes. */
  maxLoginFailures?: number;
  /** Failed sign-ins allowed per address, whatever the user name, within 15 minutes (default 30). */
  maxAddressLoginFailures?: number;
  /** Lost-password requests allowed per client address within 15 minutes. */
  maxResetRequests?: number;
  /** Lost-password requests allowed per e-mail within 15 minutes (default 5). */
  maxAccountResetRequests?: number;
  /** The reverse proxies whose X-Forwarded-For names the client (ADR 0091); none: the socket's peer. */
  trustedProxies?: TrustedProxies;
  /**
   * Make revocations wait for every other API process (ADR 0091): this process registers itself
   * on PostgreSQL and acknowledges revocation notices. Off for processes that serve no API.
   */
  revocationFence?: boolean;
  /** Where the request lines go (ADR 0067); none logs nothing (tests). */
  logger?: Logger;
  /** WAKELINE_METRICS_TOKEN: the bearer token of GET /metrics; none serves no metrics. */
  metricsToken?: string | null;
};

/** What the vessel-data services need: Kysely and the COPY-capable engine over one database, the data folder, the clock. */
export type DataContext = {
  db: Kysely<Database>;
  engine: SqlEngine;
  dataDir: string;
  now: () => Date;
  /** Values per LogData answer before a continuationFilter cuts it (default 100,000). */
  maxPointsPerAnswer?: number;
  /** Answers read from the database, emptied by every write (ADR 0076); none: read every time. */
  readCache?: ReadCache;
};
