// Undo of an imported package (issue 24 §1, ADR 0101): POST /SuccessfulImports/Undo.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImportUndoResultSchema } from '../../../../domain/contracts/imports.ts';
import { api } from '../../../lib/api-client.ts';
import { importStatusQueryKey } from './query-keys.ts';

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importPath: string) =>
      api.post('/SuccessfulImports/Undo', { importPath }, { schema: ImportUndoResultSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importStatusQueryKey }),
  });
}
