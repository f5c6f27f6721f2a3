// GET /QueueAttributes/{queue} for the two queues of 003 §7 (ADMIN-088, ADMIN-166).
import { useQueries } from '@tanstack/react-query';
import {
  importEndpoints,
  type QueueAttributes,
  type QueueName,
} from '../../../../domain/contracts/imports.ts';
import { callApi, errorMessage } from '../../../lib/api-client.ts';
import { messages } from '../../../../domain/messages.ts';
import { importStatusQueryKey } from './query-keys.ts';

const queues: readonly QueueName[] = ['receiveddata', 'pendingimports'];

export function queueAttributesQueryOptions(queue: QueueName, refetchInterval: number | false) {
  return {
    queryKey: [...importStatusQueryKey, 'queue', queue],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi(importEndpoints.queueAttributes, { params: { queue }, signal }),
    refetchInterval,
  };
}

/** Messages of one queue: waiting (created or retrying) and being handled now. */
export type QueueCount = { waiting: number; handling: number };

export type QueueCounts = Record<QueueName, QueueCount | null> & {
  isLoading: boolean;
  isFetching: boolean;
  error: string | null;
};

function countOf(attributes: QueueAttributes | undefined): QueueCount | null {
  if (!attributes) return null;
  return {
    waiting: attributes.approximateNumberOfMessages,
    handling: attributes.approximateNumberOfMessagesNotVisible,
  };
}

export function useQueueCounts(refetchInterval: number | false): QueueCounts {
  const [received, pending] = useQueries({
    queries: queues.map((queue) => queueAttributesQueryOptions(queue, refetchInterval)),
  });
  const failure = received?.error ?? pending?.error ?? null;
  return {
    receiveddata: countOf(received?.data),
    pendingimports: countOf(pending?.data),
    isLoading: !!(received?.isPending || pending?.isPending),
    isFetching: !!(received?.isFetching || pending?.isFetching),
    error: failure ? errorMessage(failure, messages.anErrorOccurred) : null,
  };
}
