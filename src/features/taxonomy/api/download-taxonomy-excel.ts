// GET /Taxonomy/Excel (003 §7, ADMIN-085): the taxonomy as an .xlsx file, fetched with the token.
import { useMutation } from '@tanstack/react-query';
import { taxonomyEndpoints } from '../../../../domain/contracts/taxonomy.ts';
import { downloadFrom } from '../../../lib/download.ts';

export const taxonomyFileName = 'taxonomy.xlsx';

export function downloadTaxonomyExcel(): Promise<void> {
  // lib/download.ts fetches a path under /api/v1 with the token; the declaration's has no parameters.
  return downloadFrom(taxonomyEndpoints.excel, {}, taxonomyFileName);
}

export function useDownloadTaxonomyExcel() {
  return useMutation({ mutationFn: downloadTaxonomyExcel });
}
