// PUT /LogDataConfigurations: Plot keeps the form as the vessel's graph configuration. A failure
// says 'There was an error when trying to update the configuration.' (001 §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logDataConfigEndpoints, type LogDataConfig } from '../../../../domain/contracts/log-data-config.ts';
import { messages } from '../../../../domain/messages.ts';
import { callApi } from '../../../lib/api-client.ts';
import { logDataConfigQueryKey } from './get-log-data-config.ts';

export function useUpdateLogDataConfig(vesselId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (config: LogDataConfig) => callApi(logDataConfigEndpoints.update, { body: config }),
    // The stored copy is replaced, not refetched: a refetch would briefly drop the page's form.
    // The last voyage is the server's (read only), so the one already known is kept.
    onSuccess: (_answer, config) =>
      queryClient.setQueryData<LogDataConfig>(logDataConfigQueryKey(vesselId), (previous) => ({
        ...config,
        lastVoyage: previous?.lastVoyage ?? null,
      })),
  });
  return { ...mutation, errorText: messages.configurationUpdateFailed };
}
