// GET /Taxonomy/Excel (003 §7, ADMIN-085): the taxonomy as an .xlsx file, fetched with the token.
import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/download.ts';

export const taxonomyFileName = 'taxonomy.xlsx';

export function downloadTaxonomyExcel(): Promise<void> {
  return downloadApiFile('/Taxonomy/Excel', {}, taxonomyFileName);
}

export function useDownloadTaxonomyExcel() {
  return useMutation({ mutationFn: downloadTaxonomyExcel });
}
