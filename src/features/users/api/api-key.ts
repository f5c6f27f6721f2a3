// POST /Users/GenerateApiKey {userId} answers the new key, once, in full; POST /Users/ClearApiKey
// {userId} removes it (003 §7). The list then shows the new masked preview.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints } from '../../../../domain/contracts/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/session.ts';
import { usersQueryKey } from './get-users.ts';

export async function generateApiKey(userId: string): Promise<string> {
  const result = await callApi(userEndpoints.generateApiKey, { body: { userId } });
  return result.apiKey;
}

export function clearApiKey(userId: string): Promise<unknown> {
  return callApi(userEndpoints.clearApiKey, { body: { userId } });
}

export function useApiKeyActions() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: usersQueryKey });
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };
  const generate = useMutation({ mutationFn: generateApiKey, onSettled: refresh });
  const clear = useMutation({ mutationFn: clearApiKey, onSettled: refresh });
  return { generate, clear };
}
