// Logger imports (issue 24 §1, ADR 0097): the calls of domain/contracts/logger-imports.ts. Files are
// streamed to a temporary folder (at most 1 GiB) and removed when the request is done; nothing of a
// preview or dry run is stored.
import { loggerImportEndpoints as endpoints } from '../../domain/contracts/logger-imports.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { LoggerImportService } from './logger-import.service.ts';
import { withSpreadsheetUpload } from './spreadsheet-form.ts';

const tag = 'Logger imports';
const access = 'Administrators and SuperUsers, for vessels they reach';

export function registerLoggerImportRoutes(router: ApiRouter, service: LoggerImportService): void {
  router.authenticated(
    {
      ...endpoints.preview,
      tag,
      summary:
        'Reads the first rows of a logger export (multipart "file": CSV or .xlsx; "sheetName" for a workbook): its dialect, header, time column, sample window and a suggested log variable and unit per column. Nothing is stored',
      access,
    },
    async ({ actor, params, c }) => {
      await service.checkAccess(actor, params.vesselId);
      return withSpreadsheetUpload(c, 'wakeline-logger-', (file, fields) =>
        service.preview(actor, params.vesselId, file, fields.get('sheetname') || null),
      );
    },
  );

  router.authenticated(
    {
      ...endpoints.mappings,
      tag,
      summary: "The vessel's saved logger mappings, one per source",
      access,
    },
    ({ actor, params }) => service.listMappings(actor, params.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.createMapping,
      tag,
      summary: 'Saves a logger mapping for a source of the vessel (409 when the source has one)',
      access,
    },
    ({ actor, params, body }) => service.createMapping(actor, params.vesselId, body),
  );

  router.authenticated(
    {
      ...endpoints.updateMapping,
      tag,
      summary: 'Replaces a saved logger mapping',
      access,
    },
    ({ actor, params, body }) => service.updateMapping(actor, params.vesselId, params.id, body),
  );

  router.authenticated(
    {
      ...endpoints.removeMapping,
      tag,
      summary: 'Deletes a saved logger mapping',
      access,
    },
    ({ actor, params }) => service.deleteMapping(actor, params.vesselId, params.id),
  );

  router.authenticated(
    {
      ...endpoints.dryRun,
      tag,
      summary:
        'Reads a whole logger export through a mapping (multipart "file", and "mappingId" or "mapping" as JSON): the counts and every refused row and cell with its line, column, value and reason. Nothing is stored',
      access,
    },
    async ({ actor, params, c }) => {
      await service.checkAccess(actor, params.vesselId);
      return withSpreadsheetUpload(c, 'wakeline-logger-', async (file, fields) => {
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
        'Imports a logger export with a saved mapping (multipart "file" and "mappingId"): converted to stored units and queued like POST /ImportPackages; 202 with the import path shown on Import Status. A file with any refused row or value is refused whole (400) and nothing is stored',
      access,
    },
    async ({ actor, params, c }) => {
      await service.checkAccess(actor, params.vesselId);
      return withSpreadsheetUpload(c, 'wakeline-logger-', async (file, fields) => {
        const { mapping, id } = await service.formMapping(actor, params.vesselId, fields, false);
        return service.import(actor, params.vesselId, file, id!, mapping);
      });
    },
  );
}
