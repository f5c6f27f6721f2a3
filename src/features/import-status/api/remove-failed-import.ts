// Remove a failed import (ADMIN-123): DELETE /FailedImports with the import as body.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportRecord } from '../../../../domain/contracts/imports.ts';
import { showError } from '../../../components/snackbar.ts';
import { importEndpoints } from '../../../../domain/contracts/imports.ts';
import { callApi } from '../../../lib/api-client.ts';
import { importStatusQueryKey } from './query-keys.ts';

export function useRemoveFailedImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: ImportRecord) => callApi(importEndpoints.removeFailed, { body: record }),
    onError: showError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: importStatusQueryKey }),
  });
}
