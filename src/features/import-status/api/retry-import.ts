// Retry of a failed or running import (ADMIN-122): delete its record (DELETE /FailedImports or
// /RunningImports with the import as body), then queue its path again: onto receiveddata when the
// job was Prepare, otherwise onto pendingimports (POST /Queue/{queue}).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importEndpoints,
  type ImportRecord,
  type QueueName,
  type QueuePathBody,
} from '../../../../domain/contracts/imports.ts';
import { showError } from '../../../components/snackbar.ts';
import { callApi } from '../../../lib/api-client.ts';
import { importStatusQueryKey } from './query-keys.ts';

export function retryQueueOf(record: Pick<ImportRecord, 'webJob'>): QueueName {
  return record.webJob === 'Prepare' ? 'receiveddata' : 'pendingimports';
}

export async function retryImport(record: ImportRecord, from: 'failed' | 'running'): Promise<void> {
  await callApi(from === 'failed' ? importEndpoints.removeFailed : importEndpoints.removeRunning, {
    body: record,
  });
  const queue = retryQueueOf(record);
  const body: QueuePathBody = { path: record.importPath };
  await callApi(importEndpoints.queue, { params: { queue }, body });
}

export function useRetryImport(from: 'failed' | 'running') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: ImportRecord) => retryImport(record, from),
    onError: showError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: importStatusQueryKey }),
  });
}
