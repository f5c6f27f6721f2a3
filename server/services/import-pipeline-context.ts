import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ImportQueues } from '../jobs/import-queues.ts';
import type { SqlEngine } from '../timeseries/sql-engine.ts';

/** What the pipeline's services need: the database (Kysely and the COPY-capable engine), the data folder, the queues. */
export type PipelineContext = {
  db: Kysely<Database>;
  engine: SqlEngine;
  dataDir: string;
  /** Null until the queues have started (the API answers while they start). */
  queues: () => ImportQueues | null;
  now: () => Date;
  /** Values per LogData answer before a continuationFilter cuts it (default 100,000). */
  maxPointsPerAnswer?: number;
};
