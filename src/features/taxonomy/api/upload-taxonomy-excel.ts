// POST /Taxonomy/Excel (003 §5, §7, ADMIN-086): the sheet as the multipart field "file". The
// answer lists what changed; a refusal (ApiError) lists the rows in error and nothing is written.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taxonomyEndpoints } from '../../../../domain/contracts/taxonomy.ts';
import { uploadTo } from '../../../lib/api-client.ts';
import { taxonomyQueryKey } from './get-taxonomy.ts';

export function uploadTaxonomyExcel(file: File) {
  const form = new FormData();
  form.set('file', file, file.name);
  return uploadTo(taxonomyEndpoints.upload, form);
}

export function useUploadTaxonomyExcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTaxonomyExcel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyQueryKey }),
  });
}
