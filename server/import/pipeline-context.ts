import type { DataContext } from '../context.ts';
import type { ImportQueues } from './import-queues.ts';

/** What the pipeline's services need: the vessel-data context and the import queues. */
export type PipelineContext = DataContext & {
  /** Null until the queues have started (the API answers while they start). */
  queues: () => ImportQueues | null;
};
