// Noon report imports (issue 24 §2, ADR 0106): the calls of domain/contracts/noon-report-imports.ts.
// Files go to a temporary folder (at most 1 GiB, a workbook 50 MB) removed when the request is done.
import { noonImportEndpoints as endpoints } from '../../domain/contracts/noon-report-imports.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { withSpreadsheetUpload } from '../logger-import/public.ts';
import type { NoonImportService } from './noon-import.service.ts';

const tag = 'Noon report imports';
const access = 'Administrators and SuperUsers, for vessels they reach';

export function registerNoonImportRoutes(router: ApiRouter, service: NoonImportService): void {
  router.authenticated(
    {
      ...endpoints.preview,
      tag,
      summary:
        'Reads the first rows of a noon report spreadsheet (multipart "file": CSV or .xlsx; "sheetName" for a workbook): its header, report time column and a suggested noon report field and unit per column. Nothing is stored',
      access,
    },
    async ({ actor, params, c }) => {
      await service.checkAccess(actor, params.vesselId);
      return withSpreadsheetUpload(c, 'wakeline-noon-', (file, fields) =>
        service.preview(actor, params.vesselId, file, fields.get('sheetname') || null),
      );
    },
  );

  router.authenticated(
    {
      ...endpoints.mappings,
      tag,
      summary: "The vessel's saved noon report mappings, one per source",
      access,
    },
    ({ actor, params }) => service.listMappings(actor, params.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.saveMapping,
      tag,
      summary:
        'Saves the noon report mapping of a source of the vessel (a saved mapping of the same source is replaced, its id kept)',
      access,
    },
    ({ actor, params, body }) => service.saveMapping(actor, params.vesselId, body),
  );

  router.authenticated(
    {
      ...endpoints.dryRun,
      tag,
      summary:
        'Reads a whole noon report spreadsheet through a mapping (multipart "file", and "mappingId" or "mapping" as JSON): the counts, every refused row and cell with its line, column, value and rule, and the warnings of the noon report rules. Nothing is stored',
      access,
    },
    async ({ actor, params, c }) => {
      await service.checkAccess(actor, params.vesselId);
      return withSpreadsheetUpload(c, 'wakeline-noon-', async (file, fields) => {
        const { mapping } = await service.formMapping(actor, params.vesselId, fields, true);
        return service.dryRun(actor, params.vesselId, file, mapping);
      });
    },
  );

  router.authenticated(
    {
      ...endpoints.import,
      tag,
      summary:
        'Imports a noon report spreadsheet with a saved mapping (multipart "file" and "mappingId"): each row is stored as a noon report, as the tablet form stores it; a report imported before is changed only when its values differ. A file with any refused row or value is refused whole (400) and nothing is stored',
      access,
    },
    async ({ actor, params, c }) => {
      await service.checkAccess(actor, params.vesselId);
      return withSpreadsheetUpload(c, 'wakeline-noon-', async (file, fields) => {
        const { mapping, id } = await service.formMapping(actor, params.vesselId, fields, false);
        return service.import(actor, params.vesselId, file, id!, mapping);
      });
    },
  );
}
