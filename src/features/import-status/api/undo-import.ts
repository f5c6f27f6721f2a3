// Undo of an imported package (issue 24 §1, ADR 0101): POST /SuccessfulImports/Undo.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importEndpoints } from '../../../../domain/contracts/imports.ts';
import { callApi } from '../../../lib/api-client.ts';
import { importStatusQueryKey } from './query-keys.ts';

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importPath: string) => callApi(importEndpoints.undo, { body: { importPath } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importStatusQueryKey }),
  });
}
