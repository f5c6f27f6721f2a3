// Noon report imports (issue 24 §2, ADR 0106): the calls of domain/contracts/noon-report-imports.ts.
// Files go to a temporary folder (at most 1 GiB, a workbook 50 MB) removed when the request is done.
import type { Context } from 'hono';
import { LOGGER_FILE_MAX_BYTES } from '../../domain/contracts/logger-imports.ts';
import { noonImportEndpoints as endpoints } from '../../domain/contracts/noon-report-imports.ts';
import { fillMessage, messages } from '../../domain/messages.ts';
import { withUploadFolder } from '../files/upload-folder.ts';
import type { ApiRouter, AppEnv } from '../http/api-router.ts';
import { invalidInput } from '../http/app-error.ts';
import type { NoonImportService, ReceivedNoonFile } from './noon-import.service.ts';

const tag = 'Noon report imports';
const access = 'Administrators and SuperUsers, for vessels they reach';

function withNoonFile<T>(
  c: Context<AppEnv>,
  use: (file: ReceivedNoonFile, fields: Map<string, string>) => Promise<T>,
): Promise<T> {
  return withUploadFolder(
    c.req.raw,
    {
      prefix: 'wakeline-noon-',
      fileFields: ['file'],
      maxFileBytes: LOGGER_FILE_MAX_BYTES,
      maxFiles: 1,
      maxFieldBytes: 1024 * 1024,
      maxRequestBytes: LOGGER_FILE_MAX_BYTES + 1024 * 1024,
      tooLarge: () => invalidInput(fillMessage(messages.loggerImportTooLarge, { limit: '1 GiB' }), 'file'),
      missingFile: () => invalidInput(messages.loggerImportMissingFile, 'file'),
    },
    ({ folder, files, fields }) => {
      const { path, name, bytes } = files[0]!;
      return use({ path, name: name.slice(0, 200), bytes, folder }, fields);
    },
  );
}

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
      return withNoonFile(c, (file, fields) =>
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
      return withNoonFile(c, async (file, fields) => {
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
      return withNoonFile(c, async (file, fields) => {
        const { mapping, id } = await service.formMapping(actor, params.vesselId, fields, false);
        return service.import(actor, params.vesselId, file, id!, mapping);
      });
    },
  );
}
