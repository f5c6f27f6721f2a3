// Taxonomy (003 §7): categories and taxa, and the Excel download and upload.
import { taxonomyEndpoints as endpoints, taxonomyUploadMaxBytes } from '../../domain/contracts/taxonomy.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { readUploadedSheet } from '../http/spreadsheet-upload.ts';
import { orRefusal } from '../http/sync-http.ts';
import type { TaxonomyService } from './taxonomy.service.ts';

const tag = 'Taxonomy';

export function registerTaxonomyRoutes(router: ApiRouter, taxonomy: TaxonomyService): void {
  router.authenticated(
    {
      ...endpoints.get,
      tag,
      summary: 'Taxonomy categories with their taxa, and the log variable names with their taxa',
      access: 'every role but KognifaiUser',
    },
    ({ actor }) => taxonomy.get(actor),
  );

  router.authenticated(
    {
      ...endpoints.taxa,
      tag,
      summary: 'Every taxon (Category:Name)',
      access: 'every role but KognifaiUser',
    },
    ({ actor }) => taxonomy.taxa(actor),
  );

  router.authenticated(
    {
      ...endpoints.excel,
      tag,
      summary: 'The taxonomy as an Excel sheet (.xlsx)',
      access: 'Administrator',
    },
    ({ actor }) => taxonomy.excel(actor),
  );

  router.authenticated(
    {
      ...endpoints.upload,
      tag,
      summary:
        'Replaces the taxonomy with an uploaded sheet (multipart field "file"; .xlsx with the columns Log variable, Taxa; .xls is refused as not read yet). A sheet downloaded from GET /Taxonomy/Excel carries the taxonomy version it was made from (hidden sheet "Version"); one made before the taxonomy last changed is refused with 412 and changes nothing; a sheet without a version (made by hand) is taken. Every row is checked first; all row errors are answered together and nothing is written, else only the differences are written, in one transaction, and listed',
      access: 'Administrator',
    },
    ({ actor, c }) =>
      orRefusal(c, () =>
        taxonomy.upload(actor, () =>
          readUploadedSheet(c, taxonomyUploadMaxBytes, {
            missing: 'Send the sheet as the multipart form field "file".',
            missingField: 'The Excel file is required.',
            tooLarge: 'The sheet is larger than 5 MiB.',
          }),
        ),
      ),
  );
}
