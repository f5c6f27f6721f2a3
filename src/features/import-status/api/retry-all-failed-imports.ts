// Retry all failed imports (ADMIN-094/146): POST /FailedImports/RetryAll.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showError } from '../../../components/snackbar.ts';
import { importEndpoints } from '../../../../domain/contracts/imports.ts';
import { callApi } from '../../../lib/api-client.ts';
import { importStatusQueryKey } from './query-keys.ts';

export function useRetryAllFailedImports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(importEndpoints.retryAllFailed),
    onError: showError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: importStatusQueryKey }),
  });
}
